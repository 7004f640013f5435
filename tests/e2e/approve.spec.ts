import type { Page } from '@playwright/test';
import { factoringApiAs, submitLoadAsDebtor, type LoadSummary } from './support/factoring-api';
import { expect, expectAccessible, test } from './support/fixtures';
import { LoginPage } from './support/login-page';

const pendingTable = (page: Page) => page.getByRole('table', { name: 'Solicitudes pendientes de aprobación' });
const historyTable = (page: Page) => page.getByRole('table', { name: 'Cargas de facturas' });
const rowOf = (page: Page, table: ReturnType<typeof pendingTable>, idLoad: number) =>
  table.getByRole('row').filter({ has: page.getByRole('link', { name: `#${idLoad}`, exact: true }) });

const debtorInvoices = [
  {
    providerIdentification: 'J0310000123456',
    providerName: 'Cafetalera Las Segovias, S.A.',
    invoiceNumber: 'E2E-APR-001',
    invoiceDate: '2026-10-01',
    dueDate: '2026-12-30',
    amountNIO: 125_000.5,
    amountUSD: 0,
  },
  {
    providerIdentification: 'J0310000123456',
    providerName: 'Cafetalera Las Segovias, S.A.',
    invoiceNumber: 'E2E-APR-002',
    invoiceDate: '2026-10-03',
    dueDate: '2027-01-01',
    amountNIO: 0,
    amountUSD: 3_400.25,
  },
  {
    providerIdentification: 'J0310000204517',
    providerName: 'Lácteos de Chontales, S.A.',
    invoiceNumber: 'E2E-APR-003',
    invoiceDate: '2026-10-05',
    dueDate: '2026-11-30',
    amountNIO: 48_210.1,
    amountUSD: 0,
  },
];

/** Counts UpdateLoadStatus calls the page sends. */
function countDecisions(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/UpdateLoadStatus')) count += 1;
  });
  return () => count;
}

test("the debtor's submitted load appears for the authoriser, is approved once, and shows as approved in the history", async ({
  page,
  request,
}) => {
  const load: LoadSummary = await submitLoadAsDebtor(request, debtorInvoices);
  expect(load.status).toBe('PENDIENTE');
  const decisions = countDecisions(page);

  await new LoginPage(page).seedSession('autorizador');
  await page.goto('/factoring/aprobar');
  const row = rowOf(page, pendingTable(page), load.idLoad);
  await expect(row).toContainText('Distribuidora Xolotlán, S.A.');
  await expect(row).toContainText('C$173,210.60');
  await expect(row).toContainText('USD 3,400.25');

  // The row's action menu works from the keyboard: Enter opens it, arrows move, Enter chooses.
  await page.getByRole('button', { name: `Acciones de la carga #${load.idLoad}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Ver detalle' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Aprobar' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(`/factoring/aprobar/aprobar/${load.idLoad}`);
  await expect(
    page.getByRole('heading', {
      name: `¿Confirma que desea aprobar la carga #${load.idLoad} de Distribuidora Xolotlán, S.A.?`,
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Aprobar carga #${load.idLoad}` }).dblclick();

  await expect(page).toHaveURL(new RegExp(`/factoring/aprobar\\?decidida=${load.idLoad}&resultado=aprobada`));
  await expect(page.getByRole('status').filter({ hasText: `La carga #${load.idLoad} fue aprobada.` })).toBeVisible();
  await expect(pendingTable(page).getByRole('row').first()).toBeVisible();
  await expect(rowOf(page, pendingTable(page), load.idLoad)).toHaveCount(0);
  expect(decisions()).toBe(1);

  await page.goto('/factoring/historica');
  await page.getByLabel('Buscar').fill(String(load.idLoad));
  await expect(rowOf(page, historyTable(page), load.idLoad)).toContainText('Aprobada');
  await expectAccessible(page, 'Carga histórica');
  await rowOf(page, historyTable(page), load.idLoad)
    .getByRole('link', { name: `#${load.idLoad}` })
    .click();
  await expect(page).toHaveURL(`/factoring/historica/detalle/${load.idLoad}`);
  await expect(page.getByRole('definition').filter({ hasText: 'Aprobada' })).toBeVisible();
  await expect(page.getByRole('table', { name: `Facturas de la carga #${load.idLoad}` }).getByRole('row')).toHaveCount(
    1 + 3 + 1,
  );
  await expectAccessible(page, 'Detalle de carga histórica');

  const history = await (await factoringApiAs(request, 'deudor')).get<LoadSummary[]>('HistoryLoads');
  expect(history.find((candidate) => candidate.idLoad === load.idLoad)?.status).toBe('APROBADA');
});

test('another load is rejected with a reason, and the reason and status show in the history', async ({
  page,
  request,
}) => {
  const pending = await (await factoringApiAs(request, 'autorizador')).get<LoadSummary[]>('GetFactoringRequests');
  const target = pending[0];
  if (!target) throw new Error('El sandbox no tiene solicitudes pendientes');
  const reason = 'Las facturas de Chontales no tienen orden de compra.';

  await new LoginPage(page).seedSession('autorizador');
  await page.goto(`/factoring/aprobar/detalle/${target.idLoad}`);
  await expect(page.getByRole('heading', { name: `Solicitud de la carga #${target.idLoad}` })).toBeVisible();
  await expect(page.getByRole('table', { name: `Totales por proveedor de la carga #${target.idLoad}` })).toBeVisible();

  await page.getByRole('link', { name: 'Rechazar' }).click();
  await expect(page).toHaveURL(`/factoring/aprobar/rechazar/${target.idLoad}`);
  await page.getByRole('button', { name: `Rechazar carga #${target.idLoad}` }).click();
  await expect(page.getByText('Indique el motivo del rechazo.')).toBeVisible();
  await expect(page.getByLabel('Motivo del rechazo')).toBeFocused();
  await page.getByLabel('Motivo del rechazo').fill(reason);
  await page.getByRole('button', { name: `Rechazar carga #${target.idLoad}` }).click();

  await expect(page.getByRole('status').filter({ hasText: `La carga #${target.idLoad} fue rechazada.` })).toBeVisible();
  await expect(rowOf(page, pendingTable(page), target.idLoad)).toHaveCount(0);

  await page.goto(`/factoring/historica/detalle/${target.idLoad}`);
  await expect(page.getByRole('definition').filter({ hasText: 'Rechazada' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: reason })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a la lista' }).click();
  await page.getByLabel('Buscar').fill(String(target.idLoad));
  const row = rowOf(page, historyTable(page), target.idLoad);
  await expect(row).toContainText('Rechazada');
  await expect(row).toContainText(reason);
});

test('an unknown or malformed request says "Factoring request not found"', async ({ page }) => {
  await new LoginPage(page).seedSession('autorizador');
  for (const path of [
    '/factoring/aprobar/detalle/99999',
    '/factoring/aprobar/aprobar/abc',
    '/factoring/aprobar/rechazar/501',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText('Factoring request not found');
  }
  await page.getByRole('link', { name: 'Volver a la lista' }).click();
  await expect(page).toHaveURL('/factoring/aprobar');
});

test('a failed list load says so and recovers with Reintentar', async ({ page, sandbox }) => {
  await new LoginPage(page).seedSession('autorizador');
  // An answer that breaks the contract is not retried, so the failure shows at once; which faults
  // the client retries, and for how long, is checked against the real client in Node.
  await sandbox.setFaults([{ match: 'GetFactoringRequests', kind: 'not-json' }]);
  await page.goto('/factoring/aprobar');
  const failure = page.getByRole('alert').filter({ hasText: 'No se pudieron cargar las solicitudes pendientes.' });
  await expect(failure).toBeVisible();
  await expectAccessible(page, 'lista con error');
  await sandbox.setFaults([]);
  await failure.getByRole('button', { name: 'Reintentar' }).click();
  await expect(
    pendingTable(page)
      .getByRole('link', { name: /^#\d+$/ })
      .first(),
  ).toBeVisible();
  await expect(failure).toHaveCount(0);
});
