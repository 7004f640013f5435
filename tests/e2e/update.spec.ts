import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ImportScreens, invoiceFile } from './support/import-page';
import { LoginPage } from './support/login-page';
import { ensureNextBuild, nextBuildName, nextVersion } from './support/next-build';
import { controlledByServiceWorker } from './support/service-worker';

// The live region is always there (and has no size of its own); the offer inside it is what shows.
const updatePrompt = (page: Page) => page.getByRole('status').locator('.update-prompt');
const entryScript = (page: Page) => page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');

async function versionInUserMenu(page: Page): Promise<string> {
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  const version =
    (await page
      .getByRole('menu')
      .getByText(/^Versión /)
      .textContent()) ?? '';
  await page.keyboard.press('Escape');
  return version;
}

test.describe('a new version', () => {
  test.beforeAll(() => {
    test.setTimeout(180_000);
    ensureNextBuild();
  });

  test("deployed while a draft is open is offered; 'Actualizar' runs it with the draft intact", async ({
    page,
    request,
    sandbox,
  }) => {
    test.setTimeout(90_000);
    await controlledByServiceWorker(page);
    await new LoginPage(page).signInAs('deudor');
    const screens = new ImportScreens(page);
    await screens.open();
    await screens.upload(invoiceFile(14, 'antes-de-actualizar.xlsx'));
    const draftUrl = page.url();
    const oldScript = await entryScript(page);
    const oldVersion = await versionInUserMenu(page);
    expect(oldVersion).not.toBe(`Versión ${nextVersion}`);
    await expect(updatePrompt(page)).toHaveCount(0);

    // The deploy: the server now has the other build; the tab notices when the user comes back to it.
    const deployed = await request.post(`${sandbox.url}/api/__test__/site`, { data: { build: nextBuildName } });
    expect(deployed.ok()).toBe(true);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(updatePrompt(page)).toBeVisible({ timeout: 30_000 });
    await expect(updatePrompt(page)).toContainText('Hay una nueva versión disponible');
    await expect(updatePrompt(page)).toContainText(
      'Sus importaciones guardadas en este dispositivo se conservan al actualizar.',
    );
    // Nothing changed under the user meanwhile: the same draft, the same code.
    await expect(page).toHaveURL(draftUrl);
    await expect(screens.totalInvoices()).toHaveText('14');
    await page.screenshot({ path: 'docs/screenshots/actualizacion-disponible.png' });

    await updatePrompt(page).getByRole('button', { name: 'Actualizar' }).click();
    await expect.poll(() => entryScript(page), { timeout: 15_000 }).not.toBe(oldScript);
    await expect(page).toHaveURL(draftUrl);
    await expect(screens.totalInvoices()).toHaveText('14');
    await expect(page.getByText('antes-de-actualizar.xlsx').first()).toBeVisible();
    expect(await versionInUserMenu(page)).toBe(`Versión ${nextVersion}`);
    await expect(updatePrompt(page)).toHaveCount(0);
  });

  test('is not offered for a first install that workbox-window takes for an external update', async ({ page }) => {
    // What a fake clock jumping (or a slow device) does: the first worker's 'updatefound' comes more
    // than 60 s after register(), so workbox-window calls the install "external" and vite-plugin-pwa
    // asks to refresh. Here the page's clock moves 61 s at exactly that moment, every time.
    await page.addInitScript(() => {
      let offset = 0;
      const realNow = performance.now.bind(performance);
      performance.now = () => realNow() + offset;
      const seen: string[] = [];
      Object.defineProperty(window, '__updateFound', { value: seen });
      const prototype = ServiceWorkerRegistration.prototype;
      const add = (
        target: ServiceWorkerRegistration,
        type: string,
        listener: EventListenerOrEventListenerObject,
        options?: boolean | AddEventListenerOptions,
      ) => {
        EventTarget.prototype.addEventListener.call(target, type, listener, options);
      };
      prototype.addEventListener = function (
        this: ServiceWorkerRegistration,
        type: string,
        listener: EventListenerOrEventListenerObject | null,
        options?: boolean | AddEventListenerOptions,
      ) {
        if (listener === null) return;
        if (type !== 'updatefound' || typeof listener !== 'function') {
          add(this, type, listener, options);
          return;
        }
        add(
          this,
          type,
          (event: Event) => {
            offset += 61_000;
            seen.push(this.installing?.scriptURL ?? '');
            listener.call(this, event);
          },
          options,
        );
      };
    });
    await page.goto('/auth/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // workbox-window heard the first install 61 s after register(): the moment it calls an install external.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __updateFound: string[] }).__updateFound.length))
      .toBe(1);
    // Past workbox-window's 200 ms wait for 'waiting' and the registration lookup.
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(updatePrompt(page)).toHaveCount(0);
  });

  test('is not offered when there is none, even after the clock jumps past the install', async ({ page }) => {
    // workbox-window takes an install seen more than 60 s after register() for an external update.
    await page.clock.install({ time: new Date('2026-11-23T14:00:00Z') });
    await page.goto('/auth/login');
    await page.clock.runFor('02:00');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // An hour later the tab asks the server again (and on coming back to it): still the same version.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.clock.runFor('01:01:00');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(updatePrompt(page)).toHaveCount(0);
  });
});
