// Refreshes the README's pictures in docs/screenshots/ on purpose: runs only the e2e tests tagged
// @screenshot, with their pictures pointed at docs/ instead of .reports/ (where every test run
// writes them). Needs a production build first (`npm run screenshots` makes one).
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['playwright', 'test', '--grep', '@screenshot', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, SCREENSHOT_DIR: 'docs/screenshots' },
});
process.exit(result.status ?? 1);
