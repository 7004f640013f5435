import type { Request } from '@playwright/test';
import {
  factoringApiAs,
  submitLoadAsDebtor,
  type AvailableInvoice,
  type Disbursement,
  type LoadSummary,
} from './support/factoring-api';
import {
  armFault,
  expectNoSpinner,
  expectSpanishError,
  FAULT_REASONS,
  FAULTS,
  waitThroughRetries,
  watchCalls,
  type Fault,
} from './support/fault-matrix';
import { expect, test } from './support/fixtures';
import { ImportScreens, invoiceFile, loadsOnSandbox } from './support/import-page';
import { LoginPage } from './support/login-page';

/**
 * Issue 8's matrix for the three calls that change something on the server. Each fault strikes
 * after the server has done the work (the hardest case: the work happened, the answer did not
 * arrive intact); each must end in a Spanish error with a retry, lose nothing the user prepared,
 * and, once the user's retry gets through, leave exactly one record on the server.
 */

test.describe.configure({ timeout: 120_000 });

const factoring = 'operations/Factoring/';

/** Every POST of one call the page sent, with its Idempotency-Key. */
function postsTo(requests: readonly Request[], call: string): string[] {
  return requests
    .filter((request) => request.method() === 'POST' && request.url().endsWith(`/api/${factoring}${call}`))
    .map((request) => request.headers()['idempotency-key'] ?? '');
}

/** How the import screen words each failure of LoadInvoices (src/features/factoring/import/drafts/draft-sender.ts). */
const SEND_NOTICES: Readonly<Record<Fault, string>> = {
  drop: 'No hubo respuesta del servidor. La importación quedó en cola y se reintentará automáticamente.',
  '500': 'El servidor no pudo recibir la importación en este momento. Quedó en cola y se reintentará automáticamente.',
  '503': 'El servidor no pudo recibir la importación en este momento. Quedó en cola y se reintentará automáticamente.',
  timeout: 'No hubo respuesta del servidor. La importación quedó en cola y se reintentará automáticamente.',
  'not-json': 'La respuesta del servidor no tiene el formato esperado.',
  'bad-contract': 'La respuesta del servidor no tiene el formato esperado.',
};

test('LoadInvoices: every fault keeps the import and offers a retry; the retry makes one load', async ({
  page,
  request,
  sandbox,
}) => {
  const before = await loadsOnSandbox(request, sandbox.url);
  const requests: Request[] = [];
  page.on('request', (sent) => requests.push(sent));
  const watch = watchCalls(page);
  await page.clock.install();
  await new LoginPage(page).signInAs('deudor');
  const screens = new ImportScreens(page);
  await screens.open();
  await screens.upload(invoiceFile(12, 'matriz.xlsx'));
  const panel = page.getByRole('region', { name: 'Enviar facturas' });

  for (const fault of FAULTS) {
    const label = `LoadInvoices / ${fault}`;
    await armFault(sandbox, fault, `${factoring}LoadInvoices`, { when: 'after' });
    const since = watch.sent(`${factoring}LoadInvoices`);
    await screens.submit().click();
    const notice = panel.getByText(SEND_NOTICES[fault]);
    await waitThroughRetries(page, notice, label, { watch, match: `${factoring}LoadInvoices`, since, fault });
    await expect(screens.submit(), `${label}: the retry is offered`).toHaveText('Reintentar envío');
    await expect(screens.submit()).toBeEnabled();
    await expectSpanishError(notice, label);
    await expectNoSpinner(page, label);
    // Nothing imported is lost: the draft and its 12 invoices are still here.
    await expect(screens.totalInvoices(), `${label}: the import is kept`).toHaveText('12');
    await expect(screens.sentMessage()).toHaveCount(0);
  }

  await sandbox.setFaults([]);
  await screens.submit().click();
  const loadId = await screens.sentLoadId();
  const after = await loadsOnSandbox(request, sandbox.url);
  const created = after.filter((load) => !before.some((old) => old.idLoad === load.idLoad));
  expect(created, 'exactly one load, whatever was lost on the way').toEqual([
    expect.objectContaining({ idLoad: loadId, totalInvoices: 12 }),
  ]);
  // Every attempt, the user's and the automatic ones, carried the draft's one key.
  expect(new Set(postsTo(requests, 'LoadInvoices')).size).toBe(1);
});

test('AddNewFactoringForm: every fault keeps the selection and offers a retry; the retry makes one form', async ({
  page,
  request,
  sandbox,
}) => {
  const provider = await factoringApiAs(request, 'proveedor');
  const available = await provider.get<AvailableInvoice[]>('GetAvailableInvoicesByProvider');
  const before = await provider.get<Disbursement[]>('HistoricalDisbursements');
  const chosen = available.slice(0, 2);
  expect(chosen).toHaveLength(2);
  const requests: Request[] = [];
  page.on('request', (sent) => requests.push(sent));
  const watch = watchCalls(page);
  await page.clock.install();
  await new LoginPage(page).signInAs('proveedor');
  await page.goto('/factoring/descontar');
  await page.getByLabel('Filas por página').selectOption('50');
  for (const invoice of chosen)
    await page.getByRole('checkbox', { name: `Seleccionar factura ${invoice.invoiceNumber}` }).check();
  await page.getByRole('button', { name: 'Solicitar factoraje' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar solicitud de factoraje' });
  const send = dialog.getByRole('button', { name: /^(Confirmar solicitud|Reintentar|Enviando\.\.\.)$/ });

  for (const fault of FAULTS) {
    const label = `AddNewFactoringForm / ${fault}`;
    await armFault(sandbox, fault, `${factoring}AddNewFactoringForm`, { when: 'after' });
    const since = watch.sent(`${factoring}AddNewFactoringForm`);
    await send.click();
    const error = dialog
      .getByRole('alert')
      .filter({ hasText: 'No se pudo enviar la solicitud.' })
      .filter({ hasText: FAULT_REASONS[fault] });
    await waitThroughRetries(page, error, label, { watch, match: `${factoring}AddNewFactoringForm`, since, fault });
    await expect(send, `${label}: the retry is offered`).toHaveText('Reintentar');
    await expect(send).toBeEnabled();
    await expectSpanishError(error, label);
    await expectNoSpinner(page, label);
    await expect(page.getByTestId('selection-count'), `${label}: the selection is kept`).toHaveText(
      '2 facturas seleccionadas',
    );
  }

  await sandbox.setFaults([]);
  await send.click();
  await expect(
    page.getByRole('status').filter({ hasText: /Se registró la solicitud de factoraje #\d+ con 2 facturas\./ }),
  ).toBeVisible();
  const after = await provider.get<Disbursement[]>('HistoricalDisbursements');
  expect(after.length - before.length, 'exactly one form, whatever was lost on the way').toBe(1);
  expect(new Set(postsTo(requests, 'AddNewFactoringForm')).size).toBe(1);
});

test('UpdateLoadStatus: every fault keeps the typed reason and offers a retry; the retry decides once', async ({
  page,
  request,
  sandbox,
}) => {
  const load = await submitLoadAsDebtor(request, [
    {
      providerIdentification: '0012345',
      providerName: 'Distribuidora Norte',
      invoiceNumber: `MATRIZ-${Date.now()}`,
      invoiceDate: '2024-03-01',
      dueDate: '2024-04-01',
      amountNIO: 1500,
      amountUSD: 0,
    },
  ]);
  const reason = 'Las fechas de vencimiento no coinciden con las órdenes de compra.';
  const requests: Request[] = [];
  page.on('request', (sent) => requests.push(sent));
  const watch = watchCalls(page);
  await page.clock.install();
  await new LoginPage(page).signInAs('autorizador');
  await page.goto(`/factoring/aprobar/rechazar/${load.idLoad}`);
  const field = page.getByLabel('Motivo del rechazo');
  await field.fill(reason);
  const send = page.getByRole('button', { name: new RegExp(`^(Rechazar carga #${load.idLoad}|Enviando\\.\\.\\.)$`) });

  for (const fault of FAULTS) {
    const label = `UpdateLoadStatus / ${fault}`;
    await armFault(sandbox, fault, `${factoring}UpdateLoadStatus`, { when: 'after' });
    const since = watch.sent(`${factoring}UpdateLoadStatus`);
    await send.click();
    const error = page
      .getByRole('alert')
      .filter({ hasText: 'No se pudo registrar la decisión.' })
      .filter({ hasText: FAULT_REASONS[fault] });
    await waitThroughRetries(page, error, label, { watch, match: `${factoring}UpdateLoadStatus`, since, fault });
    await expect(send).toBeEnabled();
    await expectSpanishError(error, label);
    await expectNoSpinner(page, label);
    await expect(field, `${label}: the reason is kept`).toHaveValue(reason);
  }

  await sandbox.setFaults([]);
  await send.click();
  await expect(page).toHaveURL(/\/factoring\/aprobar\?/);
  const history = await (await factoringApiAs(request, 'autorizador')).get<LoadSummary[]>('HistoryLoads');
  expect(history.find((decided) => decided.idLoad === load.idLoad)).toMatchObject({ status: 'RECHAZADA', reason });
  expect(new Set(postsTo(requests, 'UpdateLoadStatus')).size, 'one decision, one key').toBe(1);
});
