import type { Page } from '@playwright/test';

/** What the app adds to `window` under automation (src/app/automation-hook.ts). */
type AutomatedWindow = Window & { portalOpen?: (href: string) => Promise<void> };

/**
 * Opens a path as a link in the app does, through the router, instead of loading the app again:
 * the walk checks screens, and a cold load of every route is the offline and shell specs' work.
 * A page the app is not on yet (the walk's first step) loads it.
 */
export async function openPath(page: Page, path: string): Promise<void> {
  const inApp = await page.evaluate(
    () => typeof (window as AutomatedWindow).portalOpen === 'function' && document.querySelector('#root > *') !== null,
  );
  if (!inApp) {
    await page.goto(path);
    return;
  }
  await page.evaluate((target) => (window as AutomatedWindow).portalOpen?.(target), path);
}
