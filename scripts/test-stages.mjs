// npm test: every check and test suite, each an npm script, in the order that keeps two cores busy.
// 1. Side by side: typecheck, lint:code, lint:format, lint:unused and the build. The Firefox and
//    WebKit smoke needs only the build, so it starts as soon as the build is done.
// 2. vitest, on both cores, once the build, the typecheck and the smoke are done. ESLint with type
//    information is one thread and the longest check: alone for its last 20–30 s, it would leave a
//    core idle, so vitest (which needs the build, for tests/unit/build, and nothing of the lint)
//    starts beside it instead of after it.
// 3. Playwright, on both cores, once every check and vitest passed.
// A failed build or typecheck keeps vitest and Playwright from starting; a failed lint keeps
// Playwright from starting; a failed smoke keeps neither out of the closing count (.ci/run adds
// the three reports up), and a failed vitest stops Playwright.
// Output of the checks is kept and printed in one piece per script when it ends, with how long it took.
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
const typecheck = run('typecheck', true);
const lints = ['lint:code', 'lint:format', 'lint:unused'].map((script) => run(script, true));

const compiled = (await Promise.all([build, typecheck])).every(Boolean);
const smokePassed = await smoke;
const unitPassed = compiled && (await run('test:unit', false));
const linted = (await Promise.all(lints)).every(Boolean);

let passed = compiled && linted && smokePassed && unitPassed;
if (compiled && linted && unitPassed) passed = (await run('test:e2e', false)) && passed;
process.exit(passed ? 0 : 1);
