import { defineConfig } from 'vitest/config';

// The smoke suite in Firefox and WebKit: one file per engine, each with its own browser process and
// sandbox, one engine after the other. Side by side, WebKit's flow with a second tab timed out in
// two runs of two (its second window stayed black), while alone it passes in about 12 s. Its report
// is counted with vitest's and Playwright's.
export default defineConfig({
  test: {
    name: 'browsers',
    environment: 'node',
    include: ['tests/browsers/**/*.test.ts'],
    fileParallelism: false,
    retry: 0,
    // A flow is a dozen screens; a launch starts a browser and a sandbox on shared cores.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/browsers.json' },
  },
});
