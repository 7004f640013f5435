import { defineConfig } from 'vitest/config';

// The smoke suite in Firefox and WebKit: one file per engine, side by side on the two cores, each
// with its own browser process and sandbox. Its report is counted with vitest's and Playwright's.
export default defineConfig({
  test: {
    name: 'browsers',
    environment: 'node',
    include: ['tests/browsers/**/*.test.ts'],
    maxWorkers: 2,
    retry: 0,
    // A flow is a dozen screens; a launch starts a browser and a sandbox on shared cores.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/browsers.json' },
  },
});
