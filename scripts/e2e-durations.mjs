// Lists the slowest e2e tests and the time each spec file took, from the last Playwright run's
// JSON report (.reports/playwright.json): where to look first when the suite gets slow.
import { existsSync, readFileSync } from 'node:fs';

const reportPath = process.argv[2] ?? '.reports/playwright.json';
if (!existsSync(reportPath)) {
  console.error(`No existe ${reportPath}: ejecute antes las pruebas e2e (npm run test:e2e).`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const top = Number(process.env.TOP ?? 25);

const tests = [];
function walk(suite, titles) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const duration = (test.results ?? []).reduce((sum, result) => sum + result.duration, 0);
      tests.push({ file: spec.file, title: [...titles, spec.title].join(' › '), duration, status: test.status });
    }
  }
  for (const child of suite.suites ?? []) walk(child, child.file === child.title ? titles : [...titles, child.title]);
}
for (const suite of report.suites ?? []) walk(suite, []);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
const total = tests.reduce((sum, test) => sum + test.duration, 0);
console.log(
  `${tests.length} tests, ${seconds(total)} of test time, ${seconds(report.stats?.duration ?? 0)} wall clock\n`,
);

console.log(`Slowest ${top}:`);
for (const test of [...tests].sort((a, b) => b.duration - a.duration).slice(0, top))
  console.log(
    `${seconds(test.duration)}  ${test.file} › ${test.title}${test.status === 'expected' ? '' : ` [${test.status}]`}`,
  );

const files = new Map();
for (const test of tests) {
  const entry = files.get(test.file) ?? { count: 0, duration: 0 };
  entry.count += 1;
  entry.duration += test.duration;
  files.set(test.file, entry);
}
console.log('\nPer file:');
for (const [file, entry] of [...files].sort((a, b) => b[1].duration - a[1].duration))
  console.log(`${seconds(entry.duration)}  ${String(entry.count).padStart(3)} tests  ${file}`);
