import type { Page } from '@playwright/test';
import { expect, test, type DemoUser } from './support/fixtures';
import { screenshot, screenshotTag } from './support/screenshots';
import { ImportScreens, invoiceFile } from './support/import-page';
import { LoginPage } from './support/login-page';
import { routeIds, routesOf, type RouteIds } from './support/routes';

/**
 * The pictures the README shows: each role's main screens at desktop 1280×800, tablet 768×1024
 * and phone 390×844, written under .reports/ on every e2e run and to docs/screenshots/ by
 * `npm run screenshots`. Each picture is taken once its screen has its title and nothing is still
 * loading, so a broken screen fails here instead of landing in the README. (Accessibility and
 * touch targets are checked by their own specs.)
 */
const viewports = [
  { name: 'escritorio', width: 1280, height: 800 },
  { name: 'tableta', width: 768, height: 1024 },
  { name: 'telefono', width: 390, height: 844 },
] as const;

interface Screen {
  /** The file name part after the size and role. */
  readonly name: string;
  /** Where it is, or null when the sandbox has no such record for the role. */
  readonly path: string | null;
  /** What it must show before the picture is taken. */
  readonly ready: (page: Page) => Promise<void>;
  /** What to do on it before the picture, e.g. open a row. */
  readonly prepare?: (page: Page) => Promise<void>;
}

/** Where the table folded columns (a tablet, a phone), the first row's detail is opened for the picture. */
const openFirstRow = async (page: Page) => {
  const toggle = page
    .getByRole('main')
    .getByRole('button', { name: /^Más datos: / })
    .first();
  if ((await toggle.count()) === 0) return;
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
};

const pageTitle = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });
const titled = (title: string | RegExp) => async (page: Page) => {
  await expect(pageTitle(page)).toHaveText(title);
};
const withTable = (title: string, table: string) => async (page: Page) => {
  await titled(title)(page);
  await expect(page.getByRole('table', { name: table })).toBeVisible();
  await expect(page.getByRole('table', { name: table }).getByRole('row').nth(1)).toBeVisible();
};

function screensOf(user: DemoUser, ids: RouteIds): Screen[] {
  const history: Screen = {
    name: 'historica',
    path: '/factoring/historica',
    ready: titled('Carga histórica'),
    prepare: openFirstRow,
  };
  const disbursements: Screen = {
    name: 'desembolsos',
    path: '/factoring/desembolsos',
    ready: titled('Desembolsos históricos'),
  };
  const disbursement: Screen = {
    name: 'desembolsos-detalle',
    path: ids.disbursement === null ? null : `/factoring/desembolsos/detalle/${ids.disbursement}`,
    ready: titled(`Detalle de Desembolso #${ids.disbursement ?? ''}`),
    prepare: openFirstRow,
  };
  const home: Screen = { name: 'inicio', path: '/', ready: titled('Inicio') };
  switch (user) {
    case 'deudor':
      return [
        home,
        { name: 'importar', path: '/factoring/importar', ready: titled('Importar facturas') },
        history,
        {
          name: 'historica-detalle',
          path: ids.historyLoad === null ? null : `/factoring/historica/detalle/${ids.historyLoad}`,
          ready: titled('Detalle de carga histórica'),
        },
        disbursements,
        disbursement,
      ];
    case 'autorizador':
      return [
        home,
        {
          name: 'aprobar',
          path: '/factoring/aprobar',
          ready: withTable('Aprobar facturas', 'Solicitudes pendientes de aprobación'),
        },
        {
          name: 'aprobar-detalle',
          path: ids.pendingLoad === null ? null : `/factoring/aprobar/detalle/${ids.pendingLoad}`,
          ready: titled('Detalle de solicitud'),
        },
        {
          name: 'aprobar-rechazar',
          path: ids.pendingLoad === null ? null : `/factoring/aprobar/rechazar/${ids.pendingLoad}`,
          ready: titled('Rechazar solicitud'),
        },
        history,
        disbursements,
      ];
    case 'proveedor':
      return [
        home,
        { name: 'descontar', path: '/factoring/descontar', ready: titled('Solicitar factoraje') },
        disbursements,
        disbursement,
      ];
    default:
      return [];
  }
}

/** Nothing on the page is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByText('Cargando...')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // A check still running (the review's look for invoices already in other loads) shows a spinner.
  await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
  // A failed call shows a Spanish error with 'Reintentar': not a picture for the README.
  await expect(page.getByRole('button', { name: 'Reintentar', exact: true })).toHaveCount(0);
}

for (const viewport of viewports) {
  test.describe(`pantallas ${viewport.name} ${viewport.width}x${viewport.height}`, { tag: screenshotTag }, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('login', async ({ page }) => {
      await page.goto('/auth/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
      await screenshot(page, `${viewport.name}-login`);
    });

    for (const user of ['deudor', 'autorizador', 'proveedor'] as const) {
      test(`${user}: main screens`, async ({ page, request, sandbox }) => {
        test.setTimeout(90_000);
        const ids = await routeIds(request, sandbox.url, user);
        const screens = screensOf(user, ids);
        // Every screen pictured is one the role may open (the route list the offline spec walks).
        const allowed = routesOf(user, ids).map((route) => route.path);
        for (const screen of screens) {
          expect(screen.path, `${user}: el sandbox no tiene datos para ${screen.name}`).not.toBeNull();
          expect(allowed).toContain(screen.path);
        }

        await new LoginPage(page).signInAs(user);
        for (const screen of screens) {
          await page.goto(screen.path ?? '/');
          await screen.ready(page);
          await settled(page);
          await screen.prepare?.(page);
          await screenshot(page, `${viewport.name}-${user}-${screen.name}`);
        }

        if (user === 'deudor') {
          // The review of a fresh import: what the debtor checks before sending.
          const importScreens = new ImportScreens(page);
          await importScreens.open();
          await importScreens.upload(invoiceFile(12, 'facturas-noviembre.xlsx'));
          await expect(pageTitle(page)).toHaveText('Resumen de importación');
          await expect(importScreens.totalInvoices()).toHaveText('12');
          await settled(page);
          await screenshot(page, `${viewport.name}-deudor-importar-resumen`);
        }
      });
    }
  });
}
