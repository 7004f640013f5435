import type { Page } from '@playwright/test';
import { factoringApiAs, type Disbursement, type LoadSummary } from './support/factoring-api';
import { expect, expectAccessible, test, type DemoUser } from './support/fixtures';
import { ImportScreens, invoiceFile } from './support/import-page';
import { LoginPage } from './support/login-page';

/**
 * axe-core (WCAG 2.1 A and AA) on every route of src/routes, for every role that can reach it, on a
 * desktop and on a phone (where tables become cards). One sign-in per role, then the routes are
 * walked in that page; states that matter (dialogs, details, a review with an imported draft, error
 * and refusal screens) are checked where they cost little. Tablets are checked by tablet.spec.ts,
 * which runs axe on every screen of its walks in both orientations: the states only a tablet has
 * (the sidebar over the content, tables folded into row details) are there.
 */
const viewports = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '390x844', width: 390, height: 844 },
] as const;

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** The sandbox's test-only view of a recovery in progress (registered image, last code sent). */
async function testApi(
  page: Page,
  what: 'recovery-image' | 'otp',
  username: string,
  field: 'label' | 'code',
): Promise<string> {
  const response = await page.request.get(`/api/__test__/${what}?username=${encodeURIComponent(username)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Record<string, string>)[field] ?? '';
}

const pageTitle = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });

/** Waits until the page has settled: its title is shown and nothing says 'Cargando...'. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('#main-content')).toBeVisible();
  await expect(page.getByText(/^Cargando\.\.\.$/)).toHaveCount(0, { timeout: 15_000 });
}

/** Opens a path in the signed-in page and runs axe on it. */
async function visit(page: Page, path: string, label: string, ready?: () => Promise<void>): Promise<void> {
  await page.goto(path);
  await expect(pageTitle(page)).toBeVisible();
  if (ready) await ready();
  await settled(page);
  await expectAccessible(page, label);
}

async function openUserMenu(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
  await expectAccessible(page, `${label}: menú de usuario abierto`);
  await page.keyboard.press('Escape');
}

async function refusedAndMissing(page: Page, refusedPath: string, label: string): Promise<void> {
  await page.goto(refusedPath);
  await expect(page).toHaveURL(/\/401\?reason=role/);
  await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
  await expectAccessible(page, `${label}: ${refusedPath} sin el rol`);
  await page.goto('/no-existe');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectAccessible(page, `${label}: ruta inexistente con sesión`);
}

/** The dashboard, its tour, the user menu and /factoring. */
async function shellScreens(page: Page, label: string): Promise<void> {
  await expectAccessible(page, `${label}: /`);
  await page.getByRole('button', { name: /recorrido/ }).click();
  const tour = page.getByRole('dialog', { name: 'Recorrido por el panel' });
  await expect(tour.getByRole('heading', { name: 'Bienvenido al Dashboard' })).toBeVisible();
  await expectAccessible(page, `${label}: recorrido abierto`);
  await page.keyboard.press('Escape');
  await expect(tour).toHaveCount(0);
  await openUserMenu(page, label);
  // Without a connection: the offline banner.
  await page.context().setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible();
  await expectAccessible(page, `${label}: sin conexión`);
  await page.context().setOffline(false);
  await visit(page, '/factoring', `${label}: /factoring`);
}

async function historyScreens(page: Page, idLoad: number, label: string): Promise<void> {
  await visit(page, '/factoring/historica', `${label}: /factoring/historica`, () =>
    expect(
      page
        .getByRole('table', { name: 'Cargas de facturas' })
        .getByRole('link', { name: /^#\d+$/ })
        .first(),
    ).toBeVisible(),
  );
  await visit(page, `/factoring/historica/detalle/${idLoad}`, `${label}: detalle de carga histórica`, () =>
    expect(page.getByRole('table', { name: `Facturas de la carga #${idLoad}` })).toBeVisible(),
  );
  await visit(page, '/factoring/historica/detalle/99999', `${label}: carga histórica inexistente`, () =>
    expect(page.getByRole('alert')).toContainText('History load with ID 99999 not found'),
  );
}

async function disbursementScreens(page: Page, idCreditForm: number, label: string): Promise<void> {
  await visit(page, '/factoring/desembolsos', `${label}: /factoring/desembolsos`, () =>
    expect(
      page
        .getByRole('table', { name: 'Desembolsos históricos' })
        .getByRole('link', { name: /^#\d+$/ })
        .first(),
    ).toBeVisible(),
  );
  await visit(page, `/factoring/desembolsos/detalle/${idCreditForm}`, `${label}: detalle de desembolso`, () =>
    expect(page.getByRole('table', { name: `Operaciones del desembolso #${idCreditForm}` })).toBeVisible(),
  );
  await visit(page, '/factoring/desembolsos/detalle', `${label}: detalle de desembolso sin id`, () =>
    expect(page.getByRole('alert')).toContainText('ID de formulario de crédito no proporcionado'),
  );
}

async function importScreens(page: Page, label: string): Promise<void> {
  const screens = new ImportScreens(page);
  await visit(page, '/factoring/importar', `${label}: /factoring/importar`, () =>
    expect(page.getByRole('heading', { name: 'Cargar archivo de facturas' })).toBeVisible(),
  );
  // A file SPEC section 5 refuses: the message state.
  await screens
    .fileInput()
    .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no es una hoja') });
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectAccessible(page, `${label}: archivo rechazado`);
  // A review page with an imported draft, some rows with problems.
  await screens.upload(invoiceFile(30));
  await settled(page);
  await expectAccessible(page, `${label}: /factoring/importar/resumen con borrador`);
  // Back on the import page the draft is listed.
  await visit(page, '/factoring/importar', `${label}: /factoring/importar con borrador`, () =>
    expect(screens.drafts()).toBeVisible(),
  );
  await visit(page, '/factoring/importar/resumen', `${label}: /factoring/importar/resumen sin borrador`);
}

type Walk = (page: Page, label: string) => Promise<void>;

const walks: Record<DemoUser, Walk> = {
  async deudor(page, label) {
    const api = await factoringApiAs(page.request, 'deudor');
    const [load] = await api.get<LoadSummary[]>('HistoryLoads');
    const [disbursement] = await api.get<Disbursement[]>('HistoricalDisbursements');
    if (!load || !disbursement) throw new Error('el sandbox no tiene cargas o desembolsos del deudor');
    await shellScreens(page, label);
    await importScreens(page, label);
    await historyScreens(page, load.idLoad, label);
    await disbursementScreens(page, disbursement.idCreditForm, label);
    await refusedAndMissing(page, '/factoring/aprobar', label);
  },
  async autorizador(page, label) {
    const api = await factoringApiAs(page.request, 'autorizador');
    const [pending] = await api.get<LoadSummary[]>('GetFactoringRequests');
    const [decided] = (await api.get<LoadSummary[]>('HistoryLoads')).filter((load) => load.status !== 'PENDIENTE');
    const [disbursement] = await api.get<Disbursement[]>('HistoricalDisbursements');
    if (!pending || !decided || !disbursement) throw new Error('el sandbox no tiene datos del autorizador');
    const id = pending.idLoad;
    await shellScreens(page, label);
    await visit(page, '/factoring/aprobar', `${label}: /factoring/aprobar`, () =>
      expect(
        page
          .getByRole('table', { name: 'Solicitudes pendientes de aprobación' })
          .getByRole('link', { name: /^#\d+$/ })
          .first(),
      ).toBeVisible(),
    );
    // The row's action menu open.
    await page.getByRole('button', { name: `Acciones de la carga #${id}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Ver detalle' })).toBeVisible();
    await expectAccessible(page, `${label}: menú de acciones de una fila`);
    await page.keyboard.press('Escape');
    await visit(page, `/factoring/aprobar/detalle/${id}`, `${label}: detalle de solicitud`, () =>
      expect(page.getByRole('table', { name: `Totales por proveedor de la carga #${id}` })).toBeVisible(),
    );
    await visit(page, `/factoring/aprobar/aprobar/${id}`, `${label}: aprobar solicitud`, () =>
      expect(page.getByRole('button', { name: `Aprobar carga #${id}` })).toBeVisible(),
    );
    await visit(page, `/factoring/aprobar/rechazar/${id}`, `${label}: rechazar solicitud`, () =>
      expect(page.getByRole('button', { name: `Rechazar carga #${id}` })).toBeVisible(),
    );
    // The reason is required: the validation message state.
    await page.getByRole('button', { name: `Rechazar carga #${id}` }).click();
    await expect(page.getByText('Indique el motivo del rechazo.')).toBeVisible();
    await expectAccessible(page, `${label}: rechazo sin motivo`);
    await visit(page, '/factoring/aprobar/detalle/99999', `${label}: solicitud inexistente`, () =>
      expect(page.getByRole('alert')).toContainText('Factoring request not found'),
    );
    await historyScreens(page, decided.idLoad, label);
    await disbursementScreens(page, disbursement.idCreditForm, label);
    await refusedAndMissing(page, '/factoring/importar', label);
  },
  async proveedor(page, label) {
    const api = await factoringApiAs(page.request, 'proveedor');
    const [disbursement] = await api.get<Disbursement[]>('HistoricalDisbursements');
    if (!disbursement) throw new Error('el sandbox no tiene desembolsos del proveedor');
    await shellScreens(page, label);
    const table = page.getByRole('table', { name: 'Facturas disponibles para factoraje' });
    await visit(page, '/factoring/descontar', `${label}: /factoring/descontar`, () =>
      expect(table.getByRole('checkbox').nth(1)).toBeVisible(),
    );
    await table.getByRole('checkbox').nth(1).check();
    await table.getByRole('checkbox').nth(2).check();
    await expect(page.getByTestId('selection-count')).toHaveText('2 facturas seleccionadas');
    await expectAccessible(page, `${label}: facturas seleccionadas`);
    await page.getByRole('button', { name: 'Solicitar factoraje' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirmar solicitud de factoraje' })).toBeVisible();
    await expectAccessible(page, `${label}: confirmación de la solicitud`);
    await page.keyboard.press('Escape');
    await disbursementScreens(page, disbursement.idCreditForm, label);
    await refusedAndMissing(page, '/factoring/historica', label);
  },
  async multi(page, label) {
    const api = await factoringApiAs(page.request, 'multi');
    const [load] = await api.get<LoadSummary[]>('HistoryLoads');
    const [disbursement] = await api.get<Disbursement[]>('HistoricalDisbursements');
    if (!load || !disbursement) throw new Error('el sandbox no tiene datos del usuario con varios productos');
    await shellScreens(page, label);
    for (const path of ['/zu', '/productos/card-marca', '/productos/tarjeta-empresarial'])
      await visit(page, path, `${label}: ${path}`);
    await page.goto('/productos/no-existe');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectAccessible(page, `${label}: producto que no tiene`);
    // The same import screens as the debtor's (their states are checked there): the routes only.
    await visit(page, '/factoring/importar', `${label}: /factoring/importar`);
    await visit(page, '/factoring/importar/resumen', `${label}: /factoring/importar/resumen`);
    await historyScreens(page, load.idLoad, label);
    await disbursementScreens(page, disbursement.idCreditForm, label);
    await refusedAndMissing(page, '/factoring/descontar', label);
  },
};

for (const viewport of viewports) {
  test.describe(`axe a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('public, auth, recovery, error and not-found pages', async ({ page }) => {
      const login = new LoginPage(page);
      await login.goto();
      await expectAccessible(page, `${viewport.name}: /auth/login`);
      await login.signIn('deudor@demo.ni', 'incorrecta');
      await expect(login.error()).toBeVisible();
      await expectAccessible(page, `${viewport.name}: /auth/login con error`);

      // The recovery flow, step by step, and a deep link without a flow in progress.
      const username = 'proveedor@demo.ni';
      await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
      await expect(stepHeading(page, 'Ingrese su usuario')).toBeVisible();
      await expectAccessible(page, `${viewport.name}: /recovery/username`);
      await page.getByLabel('Correo electrónico').fill(username);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(stepHeading(page, 'Verifique su imagen de seguridad')).toBeVisible();
      await expect(page.getByRole('group', { name: 'Imágenes de verificación' }).getByRole('radio')).toHaveCount(6);
      await expectAccessible(page, `${viewport.name}: /recovery/image-verification`);
      await page.getByRole('radio', { name: await testApi(page, 'recovery-image', username, 'label') }).check();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(stepHeading(page, 'Ingrese el código de verificación')).toBeVisible();
      await expectAccessible(page, `${viewport.name}: /recovery/otp-validation`);
      await page.getByLabel('Código de 6 dígitos').fill(await testApi(page, 'otp', username, 'code'));
      await page.getByRole('button', { name: 'Verificar' }).click();
      await expect(stepHeading(page, 'Cree su nueva contraseña')).toBeVisible();
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectAccessible(page, `${viewport.name}: /recovery/update-credentials con error`);
      await page.getByLabel('Nueva contraseña', { exact: true }).fill('NuevaClave2026!');
      await page.getByLabel('Confirmar nueva contraseña').fill('NuevaClave2026!');
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await expect(stepHeading(page, 'Contraseña actualizada')).toBeVisible();
      await expectAccessible(page, `${viewport.name}: /recovery/completed`);
      await page.goto('/recovery/otp-validation');
      await expect(page.getByRole('alert')).toHaveText('Sesión expirada. Por favor, comience de nuevo.');
      await expectAccessible(page, `${viewport.name}: enlace directo a un paso de recuperación`);

      for (const [path, heading] of [
        ['/401', 'Unauthorized'],
        ['/401?reason=permission', 'Unauthorized'],
        ['/404', 'Page Not Found'],
        ['/error', 'An error occurred while loading the page.'],
        ['/una/ruta/que/no/existe', 'Page Not Found'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectAccessible(page, `${viewport.name}: ${path}`);
      }
    });

    for (const user of Object.keys(walks) as DemoUser[]) {
      test(`${user}: every route it can reach`, async ({ page }) => {
        test.setTimeout(150_000);
        await new LoginPage(page).signInAs(user);
        await walks[user](page, `${viewport.name} ${user}`);
      });
    }
  });
}
