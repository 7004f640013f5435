import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { screenshot, screenshotTag } from './support/screenshots';
import { ImportScreens, invoiceFile } from './support/import-page';
import { LoginPage } from './support/login-page';
import { ensureNextBuild, nextBuildName, nextVersion } from './support/next-build';
import { controlledByServiceWorker } from './support/service-worker';

// These tests are about the service worker, so they run with it (it is off by default).
test.use({ serviceWorkers: 'allow' });

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
  // One worker makes the second build for all three tests, not two workers writing it at once.
  test.describe.configure({ mode: 'default' });
  test.beforeAll(() => {
    test.setTimeout(180_000);
    ensureNextBuild();
  });

  test(
    "deployed while a draft is open is offered; 'Actualizar' runs it with the draft intact",
    { tag: screenshotTag },
    async ({ page, request, sandbox }) => {
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
      await screenshot(page, 'actualizacion-disponible');

      await updatePrompt(page).getByRole('button', { name: 'Actualizar' }).click();
      await expect.poll(() => entryScript(page), { timeout: 15_000 }).not.toBe(oldScript);
      await expect(page).toHaveURL(draftUrl);
      await expect(screens.totalInvoices()).toHaveText('14');
      await expect(page.getByText('antes-de-actualizar.xlsx').first()).toBeVisible();
      expect(await versionInUserMenu(page)).toBe(`Versión ${nextVersion}`);
      await expect(updatePrompt(page)).toHaveCount(0);
    },
  );

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
      // The app decides on an "external" install by looking the registration up: counted once that
      // lookup has answered and everything it started (the decision) has run.
      const lookups = { answered: 0 };
      Object.defineProperty(window, '__registrationLookups', { value: lookups });
      // The browser's own method, called on the container it was asked of.
      const getRegistration = Reflect.get(ServiceWorkerContainer.prototype, 'getRegistration');
      ServiceWorkerContainer.prototype.getRegistration = function (this: ServiceWorkerContainer, clientURL?: string) {
        const answer = getRegistration.call(this, clientURL);
        if (seen.length > 0) {
          void answer.finally(() =>
            setTimeout(() => {
              lookups.answered += 1;
            }, 0),
          );
        }
        return answer;
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
    // workbox-window took it for an external update and the app has looked at the registration:
    // its decision is made, and it is not to offer anything.
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __registrationLookups: { answered: number } }).__registrationLookups.answered,
        ),
      )
      .toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(updatePrompt(page)).toHaveCount(0);
  });

  test('is not offered when there is none, even after the clock jumps past the install', async ({ page }) => {
    // Each check for a new version (registration.update()) is counted once the server has answered it.
    await page.addInitScript(() => {
      const window_ = window as unknown as { __updateChecks: number };
      window_.__updateChecks = 0;
      const update = Reflect.get(ServiceWorkerRegistration.prototype, 'update');
      ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
        const answer = update.call(this);
        const count = () => {
          window_.__updateChecks += 1;
        };
        void answer.then(count, count);
        return answer;
      };
    });
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
    // The server was asked, and no new worker came of it: there is nothing to offer.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __updateChecks: number }).__updateChecks))
      .toBeGreaterThan(0);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { installing: Boolean(registration?.installing), waiting: Boolean(registration?.waiting) };
      }),
    ).toEqual({ installing: false, waiting: false });
    await expect(updatePrompt(page)).toHaveCount(0);
  });
});
