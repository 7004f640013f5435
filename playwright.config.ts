import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Chromium's headless shell, Playwright's own default for headless runs: the same Blink and V8 as
// the full browser without its interface, and about a quarter less CPU per test on two cores.
// Where only the full Chromium is installed, the tests drive that one.
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
const workers = Number(process.env.E2E_WORKERS ?? 2);
export const firstSandboxPort = Number(process.env.E2E_PORT ?? 4174);

// One sandbox per Playwright worker, so each worker can reset its own state between tests.
const sandboxes = Array.from({ length: workers }, (_, index) => firstSandboxPort + index);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Every test starts from a sandbox reset to its seed (the auto `sandbox` fixture) in a fresh
  // browser context, so tests of one file need not share a worker: the two workers split the files'
  // tests between them, and the longest file no longer sets the pace.
  fullyParallel: true,
  workers,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous: two workers share two cores with their sandboxes and Chromium; no test asserts a time.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'es-NI',
    timezoneId: 'America/Managua',
    // Off unless a test file is about it: installing the worker precaches every asset in each
    // fresh context, about a fifth of the suite's CPU on two cores; and a worker controlling the page
    // sends the page's calls itself, past page.route(). Offline, update, caching and CSP tests opt in.
    serviceWorkers: 'block',
    // Tracing every test to keep the traces of the few that fail costs a fifth of the suite's time
    // on two cores, so it is asked for when chasing a failure (E2E_TRACE=1): a failed test then
    // keeps its DOM snapshots, network and console. Its screenshot and error context are always kept.
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: sandboxes.map((port) => ({
    command: 'tsx sandbox/main.ts',
    url: `http://localhost:${port}/api/__test__/health`,
    env: { PORT: String(port), SANDBOX_MODE: 'test', SANDBOX_QUIET: '1' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
