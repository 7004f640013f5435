// npm test: every check and test suite, each an npm script, in the order that keeps two cores busy.
// 1. Side by side: typecheck, lint:code, lint:format, lint:unused and the build.
// 2. Once all of those passed: vitest, then Playwright, then the Firefox and WebKit smoke, each in
//    turn. The smoke was tried beside stage 1, on the core ESLint seemed to leave free: ESLint with
//    types uses more than one core, and the two together took longer than one after the other
//    (146 s against 78 s and 43 s on a fresh clone).
// A failed check or build stops before stage 2, and a failed vitest stops the rest; a failed
// Playwright run still lets the smoke run, so the closing count (.ci/run adds the three reports up)
// has all of them.
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

const checks = await Promise.all(
  ['typecheck', 'lint:code', 'lint:format', 'lint:unused', 'build'].map((script) => run(script, true)),
);

let passed = checks.every(Boolean);
if (passed) {
  passed = await run('test:unit', false);
  if (passed) {
    const e2e = await run('test:e2e', false);
    const smoke = await run('test:browsers', false);
    passed = e2e && smoke;
  }
}
process.exit(passed ? 0 : 1);
