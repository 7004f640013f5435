import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Loads the app once and waits until the service worker controls the page (the first visit is not controlled). */
export async function controlledByServiceWorker(page: Page, path = '/auth/login'): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every URL held in Cache Storage, in every cache. */
export async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}

const noNetwork = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/**
 * Takes the browser offline while `work` runs, as a lost connection does. Debian's Chromium 150,
 * driven by Playwright 1.65, keeps failing every request of a page that navigates offline (the
 * service worker serves it) but tells its new document `navigator.onLine === true`; a real browser
 * says false. So each new document of `page` is told again through the DevTools protocol.
 */
export async function whileOffline(context: BrowserContext, page: Page, work: () => Promise<void>): Promise<void> {
  await context.setOffline(true);
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  const tellAgain = () => devtools.send('Network.emulateNetworkConditions', noNetwork).catch(() => undefined);
  const onLoaded = () => {
    void tellAgain();
  };
  page.on('domcontentloaded', onLoaded);
  try {
    await work();
  } finally {
    page.off('domcontentloaded', onLoaded);
    await devtools.detach().catch(() => undefined);
    await context.setOffline(false);
  }
}
