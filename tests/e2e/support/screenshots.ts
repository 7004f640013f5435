import type { Page } from '@playwright/test';

/**
 * Where the pictures of the screens go. A test run writes them under .reports/ (not tracked), so
 * running the suite never changes the repository; `npm run screenshots` points this at
 * docs/screenshots/ to refresh the README's pictures on purpose.
 */
export const screenshotDir = process.env.SCREENSHOT_DIR ?? '.reports/screenshots';

/** Tag of the tests that take the README's pictures: `npm run screenshots` runs only these. */
export const screenshotTag = '@screenshot';

/**
 * Transitions are finished first (a row's chevron caught mid-turn looked broken in a picture), and
 * the pointer leaves the page: a control it last pressed would show its hover in the picture.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.mouse.move(-1, -1);
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, animations: 'disabled' });
}
