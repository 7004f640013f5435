// npm test: every check and test suite, each an npm script, in the order that keeps two cores busy.
// 1. Side by side: typecheck, lint:code, lint:format, lint:unused and the build. ESLint with type
//    information is the longest of them and one thread, alone for its last 40–50 s; the Firefox and
//    WebKit smoke needs only the build, so it starts as soon as the build is done, on that free core,
//    instead of adding its ~40 s at the end.
// 2. Once all of those passed: vitest, then Playwright, each on both cores.
// A failed check or build stops before stage 2; a failed smoke does not keep vitest and Playwright out
// of the closing count (.ci/run adds the three reports up), and a failed vitest stops Playwright.
// Output of stage 1 is kept and printed in one piece per script when it ends, with how long it took.
import { spawn } from 'node:child_process';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs an npm script; resolves to whether it passed. `keep`: its output is held and printed at its end. */
function run(script, keep) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      const status = code === 0 ? 'ok' : `falló (código ${code})`;
      console.log(`── npm run ${script}: ${status}, ${seconds(Date.now() - started)}${text ? `\n${text}` : ''}`);
      resolve(code === 0);
    });
  });
}

const build = run('build', true);
const smoke = build.then((built) => built && run('test:browsers', true));
const checks = await Promise.all([
  ...['typecheck', 'lint:code', 'lint:format', 'lint:unused'].map((script) => run(script, true)),
  build,
]);
// Stage 2 waits for the smoke too: vitest and Playwright each keep both cores busy.
const smokePassed = await smoke;

let passed = checks.every(Boolean) && smokePassed;
if (checks.every(Boolean)) {
  passed = (await run('test:unit', false)) && (await run('test:e2e', false)) && passed;
}
process.exit(passed ? 0 : 1);
