// Prints the one closing line CI reads: vitest, Playwright and the Firefox and WebKit smoke added together.
import { existsSync, readFileSync } from 'node:fs';

function read(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

/** A vitest report's counts; a file that failed before any of its tests ran is one failure, not none. */
function vitestCounts(report) {
  const unrun = report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0);
  return { passed: report.numPassedTests, failed: report.numFailedTests + unrun.length };
}

let passed = 0;
let failed = 0;

for (const path of ['.reports/vitest.json', '.reports/browsers.json']) {
  const report = read(path);
  if (!report) continue;
  const counts = vitestCounts(report);
  passed += counts.passed;
  failed += counts.failed;
}

const playwright = read('.reports/playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
}

console.log(`${passed} passed, ${failed} failed`);
