import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { factoringApiAs, firstId, submitLoadAsDebtor, type LoadSummary } from './support/factoring-api';
import { demoPassword, demoUsers, expect, test, type DemoUser } from './support/fixtures';
import { LoginPage } from './support/login-page';

/**
 * One test for each way a failed call reaches the user. Which error each fault gives, on every
 * call of the contract, and which calls are sent again, is shown without a browser
 * (tests/integration/fault-matrix.test.ts); the texts each feature builds from those errors, in
 * their unit tests. Here: that the error gets to the screen, in Spanish, with a way forward, and
 * that nothing the user entered is lost. Faults are chosen so that they end in real time: the
 * client's own retries take a couple of seconds at most.
 */

const factoring = 'operations/Factoring/';
const contractReason = 'La respuesta del servidor no tiene el formato esperado.';
const networkReason = 'No se pudo conectar con el servidor. Verifique su conexión.';
const internalError = 'Ocurrió un error interno. Por favor, inténtelo de nuevo.';

/** Technical text that must never reach the user in place of a Spanish message. */
const TECHNICAL =
  /TypeError|Failed to fetch|NetworkError|SyntaxError|Unexpected token|JSON|ZodError|\bundefined\b|\[object |An unexpected error occurred/;

/** Nothing is left spinning and the page keeps its frame. */
async function expectSettledFrame(page: Page): Promise<void> {
  await expect(page.locator('.page-loader, .spinner, [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toBeVisible();
}

interface ReadScreen {
  readonly call: string;
  readonly path: (request: APIRequestContext) => Promise<string>;
  /** The sandbox path (after /api/) the fault is armed on. */
  readonly match: string;
  /** What the screen says could not be loaded. */
  readonly failure: string;
  /** What the screen shows once the call succeeds. */
  readonly loaded: (page: Page) => Locator;
}

/** Every read of the factoring screens, by the role that makes it. */
const READS: Readonly<Record<'deudor' | 'autorizador' | 'proveedor', readonly ReadScreen[]>> = {
  deudor: [
    {
      call: 'RecentImports',
      path: () => Promise.resolve('/factoring/importar'),
      match: `${factoring}RecentImports`,
      failure: 'No se pudieron cargar las importaciones recientes.',
      loaded: (page) => page.getByRole('region', { name: 'Importaciones recientes' }).getByRole('table'),
    },
    {
      call: 'HistoryLoads',
      path: () => Promise.resolve('/factoring/historica'),
      match: `${factoring}HistoryLoads`,
      failure: 'No se pudo cargar el historial de cargas.',
      loaded: (page) => page.getByRole('table', { name: 'Cargas de facturas' }),
    },
    {
      call: 'GetFactoringInvoicesByLoad (history detail)',
      path: async (request) =>
        `/factoring/historica/detalle/${await firstId(request, 'deudor', 'HistoryLoads', 'idLoad')}`,
      match: `${factoring}GetFactoringInvoicesByLoad`,
      failure: 'No se pudieron cargar las facturas de la carga.',
      loaded: (page) => page.getByRole('table', { name: /^Facturas de la carga #\d+$/ }),
    },
  ],
  autorizador: [
    {
      call: 'GetFactoringRequests',
      path: () => Promise.resolve('/factoring/aprobar'),
      match: `${factoring}GetFactoringRequests`,
      failure: 'No se pudieron cargar las solicitudes pendientes.',
      loaded: (page) => page.getByRole('table', { name: 'Solicitudes pendientes de aprobación' }),
    },
    {
      call: 'GetFactoringInvoicesByLoad (request detail)',
      path: async (request) =>
        `/factoring/aprobar/detalle/${await firstId(request, 'autorizador', 'GetFactoringRequests', 'idLoad')}`,
      match: `${factoring}GetFactoringInvoicesByLoad`,
      failure: 'No se pudieron cargar las facturas de la solicitud.',
      loaded: (page) => page.getByRole('table', { name: /^Facturas de la carga #\d+$/ }),
    },
  ],
  proveedor: [
    {
      call: 'GetAvailableInvoicesByProvider',
      path: () => Promise.resolve('/factoring/descontar'),
      match: `${factoring}GetAvailableInvoicesByProvider`,
      failure: 'No se pudieron cargar las facturas disponibles.',
      loaded: (page) => page.getByRole('table', { name: 'Facturas disponibles para factoraje' }),
    },
    {
      call: 'HistoricalDisbursements',
      path: () => Promise.resolve('/factoring/desembolsos'),
      match: `${factoring}HistoricalDisbursements$`,
      failure: 'No se pudieron cargar los desembolsos.',
      loaded: (page) => page.getByRole('table', { name: 'Desembolsos históricos' }),
    },
    {
      call: 'HistoricalDisbursementDetail',
      path: async (request) =>
        `/factoring/desembolsos/detalle/${await firstId(request, 'proveedor', 'HistoricalDisbursements', 'idCreditForm')}`,
      match: `${factoring}HistoricalDisbursementDetail/`,
      failure: 'Error al cargar los detalles del desembolso',
      loaded: (page) => page.getByRole('table', { name: /^Operaciones del desembolso #\d+$/ }),
    },
  ],
};

for (const [user, reads] of Object.entries(READS) as [DemoUser, readonly ReadScreen[]][]) {
  test(`${user}: a failed read says on its screen what could not load and why, and Reintentar shows the data`, async ({
    page,
    request,
    sandbox,
  }) => {
    await new LoginPage(page).seedSession(user);
    for (const read of reads) {
      const path = await read.path(request);
      // An answer that breaks the contract: not retried by the client, so it shows at once.
      await sandbox.setFaults([{ kind: 'not-json', match: read.match }]);
      await page.goto(path);
      const error = page.getByRole('alert').filter({ hasText: read.failure });
      await expect(error, read.call).toContainText(contractReason);
      await expect(error, read.call).not.toContainText(TECHNICAL);
      await expectSettledFrame(page);
      await sandbox.setFaults([]);
      await error.getByRole('button', { name: 'Reintentar' }).click();
      await expect(read.loaded(page), `${read.call}: the retry shows the data`).toBeVisible();
      await expect(error).toHaveCount(0);
    }
  });
}

test('login: an answer that breaks the contract, and one that never comes, each say why; what was typed stays', async ({
  page,
  sandbox,
}) => {
  const login = new LoginPage(page);
  const match = '^auth/secure/authenticate$';
  await page.clock.install();
  await login.goto();
  await login.email().fill(demoUsers.autorizador.email);
  await login.password().fill(demoPassword);

  await sandbox.setFaults([{ kind: 'not-json', match }]);
  await login.submit().click();
  await expect(login.error()).toHaveText(
    'El servicio no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
  );

  // The answer is held; once the call is on its way, the page's clock runs out the client's 30 s.
  await sandbox.setFaults([{ kind: 'timeout', match, delayMs: 60_000 }]);
  const sent = page.waitForRequest((call) => call.url().endsWith('/api/auth/secure/authenticate'));
  await login.submit().click();
  await sent;
  await page.clock.fastForward(31_000);
  await expect(login.error()).toHaveText(
    'No hay conexión con el servidor. Verifique su conexión a internet e inténtelo de nuevo.',
  );
  await expect(login.submit()).toHaveText('Ingresar');
  await expect(login.email()).toHaveValue(demoUsers.autorizador.email);
  await expect(login.password()).toHaveValue(demoPassword);

  await sandbox.setFaults([]);
  await login.submit().click();
  await expect(page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
});

test("the user's data failing at start says so with Reintentar, never a blank page, and the retry opens the portal", async ({
  page,
  sandbox,
}) => {
  await new LoginPage(page).seedSession('autorizador');
  await sandbox.setFaults([{ kind: '500', match: '^auth/portal/getUserProducts$' }]);
  await page.goto('/');
  await expect(
    page.getByText('No pudimos cargar sus datos de usuario. Verifique su conexión e inténtelo de nuevo.'),
  ).toBeVisible();
  await expect(page.locator('.page-loader, .spinner, [aria-busy="true"]')).toHaveCount(0);
  await sandbox.setFaults([]);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
});

test('a failed session check on return to the tab leaves the user where they were, signed in', async ({
  page,
  sandbox,
}) => {
  await page.clock.install();
  await new LoginPage(page).seedSession('autorizador');
  await page.goto('/factoring/aprobar');
  await expect(page.getByRole('table', { name: 'Solicitudes pendientes de aprobación' })).toBeVisible();
  await sandbox.setFaults([{ kind: 'not-json', match: '^auth/validate$' }]);
  // A check runs at most every 30 s, when the tab becomes visible again.
  await page.clock.fastForward(31_000);
  const checked = page.waitForResponse((response) => response.url().endsWith('/api/auth/validate'));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await checked;
  // Only a 401 ends the session; the next screen still opens with it.
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await menu.getByRole('link', { name: 'Factorajes históricos' }).click();
  await expect(page).toHaveURL('/factoring/desembolsos');
  await expect(page.getByRole('table', { name: 'Desembolsos históricos' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('portal_token_prod'))).not.toBeNull();
});

test('a logout whose call is lost still ends the session here, and is not sent again', async ({ page, sandbox }) => {
  const logouts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/auth/logout')) logouts.push(request);
  });
  await new LoginPage(page).signInAs('autorizador');
  await sandbox.setFaults([{ kind: 'drop', match: '^auth/logout$' }]);
  await page.getByRole('button', { name: /Menú de usuario$/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  expect(
    await page.evaluate(() => [sessionStorage.getItem('portal_token_prod'), localStorage.getItem('portal_token_prod')]),
  ).toEqual([null, null]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(logouts).toHaveLength(1);
});

test('a decision whose answer is lost keeps the typed reason; the retry decides once, with one key', async ({
  page,
  request,
  sandbox,
}) => {
  const load = await submitLoadAsDebtor(request, [
    {
      providerIdentification: '0012345',
      providerName: 'Distribuidora Norte',
      invoiceNumber: `PERDIDA-${Date.now()}`,
      invoiceDate: '2024-03-01',
      dueDate: '2024-04-01',
      amountNIO: 1500,
      amountUSD: 0,
    },
  ]);
  const reason = 'Las fechas de vencimiento no coinciden con las órdenes de compra.';
  const keys: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith(`/api/${factoring}UpdateLoadStatus`))
      keys.push(sent.headers()['idempotency-key'] ?? '');
  });
  await new LoginPage(page).seedSession('autorizador');
  await page.goto(`/factoring/aprobar/rechazar/${load.idLoad}`);
  const field = page.getByLabel('Motivo del rechazo');
  await field.fill(reason);
  // The server decides, and every answer is lost, through all of the client's own retries.
  await sandbox.setFaults([{ kind: 'drop', match: `${factoring}UpdateLoadStatus`, when: 'after' }]);
  await page.getByRole('button', { name: `Rechazar carga #${load.idLoad}` }).click();
  const error = page.getByRole('alert').filter({ hasText: 'No se pudo registrar la decisión.' });
  await expect(error).toContainText(networkReason);
  await expect(field).toHaveValue(reason);
  await expectSettledFrame(page);

  await sandbox.setFaults([]);
  await page.getByRole('button', { name: `Rechazar carga #${load.idLoad}` }).click();
  await expect(page).toHaveURL(/\/factoring\/aprobar\?/);
  const history = await (await factoringApiAs(request, 'autorizador')).get<LoadSummary[]>('HistoryLoads');
  expect(history.filter((decided) => decided.idLoad === load.idLoad)).toEqual([
    expect.objectContaining({ status: 'RECHAZADA', reason }),
  ]);
  expect(keys.length).toBeGreaterThan(1);
  expect(new Set(keys).size, 'one decision, one key').toBe(1);
});

test('each recovery step that fails says why and keeps what was entered; a lost answer never sends a second code', async ({
  page,
  request,
  sandbox,
}) => {
  const username = 'proveedor@demo.ni';
  const alert = page.getByRole('alert');
  const testApi = async (what: 'otp' | 'recovery-image') => {
    const response = await request.get(`/api/__test__/${what}?username=${encodeURIComponent(username)}`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as { code: string; sentAt: string; label: string };
  };
  await page.goto('/recovery/username');
  const field = page.getByLabel('Correo electrónico');
  await field.fill(username);

  // A server error on a step's write: the server's own Spanish text, the field kept.
  await sandbox.setFaults([{ kind: '500', match: '^auth/portal/requestChangePassword$' }]);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(alert.filter({ hasText: internalError })).toBeVisible();
  await expect(field).toHaveValue(username);

  // The images' read fails as the step opens: its own message and a Reintentar that does not start over.
  await sandbox.setFaults([{ kind: 'not-json', match: '^auth/secure/InitialImages' }]);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/recovery/image-verification');
  await expect(
    alert.filter({
      hasText: 'Ocurrió un error al obtener las imágenes de verificación. Por favor, inténtelo de nuevo.',
    }),
  ).toBeVisible();
  await sandbox.setFaults([]);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('radio')).toHaveCount(6);

  // The code goes out but every answer is lost: the step says the service is unavailable, the
  // image stays chosen, and the next try is answered again by the server instead of sending a second code.
  const image = page.getByRole('radio', { name: (await testApi('recovery-image')).label });
  await image.check();
  await sandbox.setFaults([{ kind: 'drop', match: '^auth/portal/sendCodePassword$', when: 'after' }]);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    alert.filter({ hasText: 'Servicio de recuperación no disponible. Por favor, inténtelo más tarde.' }),
  ).toBeVisible();
  await expect(image).toBeChecked();
  const firstCode = await testApi('otp');
  await sandbox.setFaults([]);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/recovery/otp-validation');
  expect(await testApi('otp'), 'one code sent').toEqual(firstCode);

  // An answer that breaks the contract on the code check: the typed code stays for the next try.
  const code = page.getByLabel('Código de 6 dígitos');
  await code.fill(firstCode.code);
  await sandbox.setFaults([{ kind: 'not-json', match: '^auth/portal/checkCodeChangePassword$' }]);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(
    alert.filter({ hasText: 'Servicio de recuperación no disponible. Por favor, inténtelo más tarde.' }),
  ).toBeVisible();
  await expect(code).toHaveValue(firstCode.code);
  await sandbox.setFaults([]);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL('/recovery/update-credentials');

  // A server error on the new password: both typed passwords stay, and the next try completes.
  const first = page.getByLabel('Nueva contraseña', { exact: true });
  const second = page.getByLabel('Confirmar nueva contraseña');
  await first.fill('FallaClave2026!');
  await second.fill('FallaClave2026!');
  await sandbox.setFaults([{ kind: '500', match: '^auth/portal/resetPassword$' }]);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(alert.filter({ hasText: internalError })).toBeVisible();
  await expect(first).toHaveValue('FallaClave2026!');
  await expect(second).toHaveValue('FallaClave2026!');
  await sandbox.setFaults([]);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL('/recovery/completed');
});
