import type { Page } from '@playwright/test';
import { expect, test, type DemoUser } from './support/fixtures';
import { screenshot, screenshotTag } from './support/screenshots';
import { ImportScreens, invoiceFile } from './support/import-page';
import { LoginPage } from './support/login-page';
import { publicRoutes, routeIds, routesOf } from './support/routes';
import { cachedUrls, controlledByServiceWorker, whileOffline } from './support/service-worker';
import { listShown } from './support/lists';

// These tests are about the service worker, so they run with it (it is off by default).
test.use({ serviceWorkers: 'allow' });

const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'Sin conexión' });
const pageTitle = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const offlineMessage = /Sin conexión a internet\. Esta información necesita la red/;

test.describe('offline', () => {
  test(
    'every route of every role opens offline: the shell, the banner, the drafts, and a Spanish message with retry where data needs the network',
    { tag: screenshotTag },
    async ({ page, context, request, sandbox }) => {
      test.setTimeout(120_000);
      await controlledByServiceWorker(page);

      await whileOffline(context, page, async () => {
        for (const route of publicRoutes) {
          await page.goto(route.path);
          await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
          await expect(offlineBanner(page)).toContainText('Sin conexión');
        }
      });

      // The debtor last: its unsent draft must be listed offline on the import page.
      const users: DemoUser[] = ['autorizador', 'proveedor', 'multi', 'deudor'];
      let draftPath: string | null = null;
      for (const user of users) {
        const ids = await routeIds(request, sandbox.url, user);
        await new LoginPage(page).signInAs(user);
        draftPath = null;
        if (user === 'deudor') {
          const screens = new ImportScreens(page);
          await screens.open();
          await screens.upload(invoiceFile(7, 'sin-conexion.xlsx'));
          draftPath = new URL(page.url()).pathname + new URL(page.url()).search;
        }

        await whileOffline(context, page, async () => {
          const routes = routesOf(user, ids).map((route) => ({ path: route.path, title: route.title }));
          const visits = draftPath ? [...routes, { path: draftPath, title: 'Resumen de importación' }] : routes;
          for (const { path, title } of visits) {
            await page.goto(path);
            // The shell from the stored session with the route's own title, never the error page.
            await expect(sidebar(page), `${user} ${path}`).toBeVisible();
            await expect(pageTitle(page), `${user} ${path}`).toHaveText(title);
            await expect(offlineBanner(page)).toBeVisible();
            await expect(page.getByText('Cargando...')).toHaveCount(0, { timeout: 10_000 });

            const alerts = page.getByRole('alert').filter({ hasText: offlineMessage });
            if ((await alerts.count()) > 0) {
              await expect(page.getByRole('main').getByRole('button', { name: 'Reintentar' }).first()).toBeVisible();
            }
            if (path === '/factoring/importar' && draftPath !== null) {
              const screens = new ImportScreens(page);
              await expect(
                screens.drafts().getByRole('listitem').filter({ hasText: 'sin-conexion.xlsx' }),
              ).toContainText('7 facturas');
              await expect(screens.recent().getByRole('alert')).toContainText(offlineMessage);
              // The picture for the docs shows the page from its top, header and all (a check above may have scrolled it).
              await page.evaluate(() => {
                window.scrollTo(0, 0);
              });
              await screenshot(page, 'sin-conexion-importar');
            }
            if (path === draftPath) {
              await expect(pageTitle(page)).toHaveText('Resumen de importación');
              await expect(new ImportScreens(page).totalInvoices()).toHaveText('7');
            }
          }
        });

        // Retrying offline says the same thing again, never an endless spinner; back online the list loads.
        if (user === 'autorizador') {
          await whileOffline(context, page, async () => {
            await page.goto('/factoring/aprobar');
            const failed = page.getByRole('alert').filter({ hasText: offlineMessage });
            await failed.getByRole('button', { name: 'Reintentar' }).click();
            await expect(failed.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
          });
          await expect(page.getByRole('table', { name: 'Solicitudes pendientes de aprobación' })).toBeVisible();
        }
        if (user !== 'deudor') {
          await page.evaluate(() => {
            sessionStorage.clear();
          });
        }
      }

      // The rest of a session online: the debtor's draft is sent; then nothing of the API is in any cache.
      await page.goto(draftPath ?? '/factoring/importar');
      await new ImportScreens(page).send();
      await new ImportScreens(page).sentLoadId();
      const token = await page.evaluate(() => sessionStorage.getItem('portal_token_prod'));
      expect(token).toBeTruthy();
      const cached = await cachedUrls(page);
      expect(cached.length).toBeGreaterThan(0);
      expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
      expect(cached.filter((url) => url.includes(JSON.parse(token ?? '""') as string))).toEqual([]);
    },
  );
});

test('the offline banner never covers the sidebar: scrolled down, its toggle is still the one a tap reaches', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  // Offline, a chunk the screen loads late (an error box's CSS) can only come from the precache:
  // the service worker must have installed it and control the page before the connection goes.
  await controlledByServiceWorker(page);
  await new LoginPage(page).seedSession('deudor');
  await page.goto('/factoring/historica');
  await expect(pageTitle(page)).toHaveText('Carga histórica');
  // The list answered before the connection goes: the title shows before the list is asked for.
  await listShown(page, 'Cargas de facturas');
  await whileOffline(context, page, async () => {
    await expect(offlineBanner(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY), 'the page scrolls').toBeGreaterThan(0);
    const toggle = sidebar(page).getByRole('button', { name: /menú/i });
    const box = await toggle.boundingBox();
    expect(box).not.toBeNull();
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.className ?? null,
      { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
    );
    expect(hit).toBe('sidebar__toggle');
  });
});
