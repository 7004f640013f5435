// Prints the one closing line CI reads: vitest, Playwright and the Firefox and WebKit smoke added together.
import { existsSync, readFileSync } from 'node:fs';

function read(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

let passed = 0;
let failed = 0;

const vitest = read('.reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}

const playwright = read('.reports/playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
}

const browsers = read('.reports/browsers.json');
if (browsers) {
  passed += browsers.numPassedTests;
  failed += browsers.numFailedTests;
}

console.log(`${passed} passed, ${failed} failed`);
