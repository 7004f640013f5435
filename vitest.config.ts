import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // The import aliases (@/…, @contract/…) from tsconfig.base.json's paths, as in vite.config.ts.
  resolve: { tsconfigPaths: true },
  test: {
    // Every test starts with the real globals and spies: no file undoes its own stubs by hand.
    unstubGlobals: true,
    restoreMocks: true,
    // Vitest leaves one core to the main process by default, which on a two-core machine means one
    // test file at a time; the main process is mostly idle, so both cores run test files.
    maxWorkers: 2,
    // A test that signs in hashes a password and starts a sandbox: about a second on an idle
    // machine, past vitest's 5 s default when the machine also builds or runs browsers. A hang
    // still fails, only later.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          setupFiles: ['tests/setup/node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
    ],
  },
});
