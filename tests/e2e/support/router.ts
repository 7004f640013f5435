import type { Page } from '@playwright/test';

/**
 * Opens a path as a link in the app does, through the router, instead of loading the app again:
 * the walk checks screens, and a cold load of every route is the offline and shell specs' work.
 * The history entry is a step forward, as the router's own pushes are. A page the app is not on
 * yet (the walk's first step) loads it.
 */
export async function openPath(page: Page, path: string): Promise<void> {
  const inApp = page.url().startsWith('http') && (await page.locator('#root > *').count()) > 0;
  if (!inApp) {
    await page.goto(path);
    return;
  }
  await page.evaluate((target) => {
    const state = window.history.state as unknown;
    const current = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
    const index = typeof current.__TSR_index === 'number' ? current.__TSR_index : 0;
    const next = { ...current, __TSR_index: index + 1, key: crypto.randomUUID() };
    // A link's navigation starts the new page at the top; a history step would keep the scroll.
    window.scrollTo(0, 0);
    window.history.pushState(next, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: next }));
  }, path);
}
