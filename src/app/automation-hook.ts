import type { createAppRouter } from './router';

declare global {
  interface Window {
    /** Opens a path through the router, as the app's links do. Present only under automation. */
    portalOpen?: (href: string) => Promise<void>;
  }
}

/**
 * The e2e walk opens several hundred screens in one page; loading the app again for each would
 * test cold loads, which the offline and shell tests already cover, at three times the cost. A
 * browser driven by a test (WebDriver, Playwright) says so in `navigator.webdriver`; a debtor's
 * browser never does, so it never has the hook.
 */
export function exposeToAutomation(router: ReturnType<typeof createAppRouter>): void {
  if (!navigator.webdriver) return;
  window.portalOpen = (href) => router.navigate({ href });
}
