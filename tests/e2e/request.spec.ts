import type { Page } from '@playwright/test';
import { factoringApiAs, money, sumCents, type AvailableInvoice, type Disbursement } from './support/factoring-api';
import { expect, test } from './support/fixtures';
import { LoginPage } from './support/login-page';

const availableTable = (page: Page) => page.getByRole('table', { name: 'Facturas disponibles para factoraje' });

/** Idempotency-Key of every AddNewFactoringForm the page sends. */
function recordSubmissions(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/AddNewFactoringForm'))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

test('the provider selects three invoices, sees the right totals, submits once despite a lost answer, and the invoices leave the list', async ({
  page,
  request,
  sandbox,
}) => {
  const provider = await factoringApiAs(request, 'proveedor');
  const available = await provider.get<AvailableInvoice[]>('GetAvailableInvoicesByProvider');
  const before = await provider.get<Disbursement[]>('HistoricalDisbursements');
  const nio = available.filter((invoice) => invoice.amountNIO > 0);
  const usd = available.filter((invoice) => invoice.amountUSD > 0);
  const chosen = [nio[0], usd[0], nio[1]].filter((invoice) => invoice !== undefined);
  expect(chosen).toHaveLength(3);
  const totalNio = sumCents(chosen.map((invoice) => invoice.amountNIO));
  const totalUsd = sumCents(chosen.map((invoice) => invoice.amountUSD));
  const submissions = recordSubmissions(page);

  await new LoginPage(page).seedSession('proveedor');
  await page.goto('/factoring/descontar');
  await expect(availableTable(page).getByRole('checkbox').nth(1)).toBeVisible();
  await page.getByLabel('Filas por página').selectOption('50');
  for (const invoice of chosen)
    await page.getByRole('checkbox', { name: `Seleccionar factura ${invoice.invoiceNumber}` }).check();

  await expect(page.getByTestId('selection-count')).toHaveText('3 facturas seleccionadas');
  await expect(page.getByTestId('selection-total-nio')).toHaveText(money(totalNio, 'NIO'));
  await expect(page.getByTestId('selection-total-usd')).toHaveText(money(totalUsd, 'USD'));

  // Every answer is lost (the form is created, the reply never arrives), beyond all the automatic retries
  // (the client's and Chromium's own resend on a closed keep-alive socket), until the user retries.
  await sandbox.setFaults([{ match: 'AddNewFactoringForm', kind: 'drop', times: 50 }]);
  await page.getByRole('button', { name: 'Solicitar factoraje' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar solicitud de factoraje' });
  await expect(dialog).toContainText('¿Confirma que desea solicitar el factoraje de 3 facturas?');
  await expect(dialog).toContainText(money(totalNio, 'NIO'));
  await expect(dialog).toContainText(money(totalUsd, 'USD'));
  for (const invoice of chosen)
    await expect(dialog.getByRole('listitem').filter({ hasText: invoice.invoiceNumber })).toHaveCount(1);

  await dialog.getByRole('button', { name: 'Confirmar solicitud' }).click();
  await expect(dialog.getByRole('alert')).toContainText('No se pudo enviar la solicitud.', { timeout: 20_000 });
  await sandbox.setFaults([]);
  await dialog.getByRole('button', { name: 'Reintentar' }).click();

  const notice = page
    .getByRole('status')
    .filter({ hasText: /Se registró la solicitud de factoraje #\d+ con 3 facturas\./ });
  await expect(notice).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const invoice of chosen)
    await expect(page.getByRole('checkbox', { name: `Seleccionar factura ${invoice.invoiceNumber}` })).toHaveCount(0);
  await expect(page.getByText('Seleccione las facturas que desea descontar.')).toBeVisible();

  expect(submissions.length).toBeGreaterThanOrEqual(2);
  expect(new Set(submissions).size, 'every send of the same submission carries the same key').toBe(1);
  const after = await provider.get<Disbursement[]>('HistoricalDisbursements');
  expect(after).toHaveLength(before.length + 1);
  const created = after.find((disbursement) => !before.some((old) => old.idCreditForm === disbursement.idCreditForm));
  expect(created).toMatchObject({ qty: 3, amountNIO: totalNio, amountUSD: totalUsd });
  await expect(notice).toContainText(`#${created?.idCreditForm ?? 0}`);
  const stillAvailable = await provider.get<AvailableInvoice[]>('GetAvailableInvoicesByProvider');
  expect(stillAvailable.filter((invoice) => chosen.some((picked) => picked.idInvoice === invoice.idInvoice))).toEqual(
    [],
  );

  await notice.getByRole('link', { name: 'Ver desembolso' }).click();
  await expect(page).toHaveURL(`/factoring/desembolsos/detalle/${created?.idCreditForm ?? 0}`);
  await expect(
    page.getByRole('table', { name: `Operaciones del desembolso #${created?.idCreditForm ?? 0}` }).getByRole('row'),
  ).toHaveCount(1 + 3 + 2);
});

test('select-all picks every invoice that passes the search, and cancelling the confirmation sends nothing', async ({
  page,
}) => {
  const submissions = recordSubmissions(page);
  await new LoginPage(page).seedSession('proveedor');
  await page.goto('/factoring/descontar');
  await page.getByLabel('Buscar').fill('Güegüense');
  const rows = availableTable(page).locator('tbody tr');
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  await page.getByRole('checkbox', { name: 'Seleccionar todas las filas' }).check();
  await expect(page.getByTestId('selection-count')).toHaveText(
    count === 1 ? '1 factura seleccionada' : `${count} facturas seleccionadas`,
  );
  await page.getByRole('button', { name: 'Solicitar factoraje' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Quitar selección' }).click();
  await expect(page.getByText('Seleccione las facturas que desea descontar.')).toBeVisible();
  expect(submissions).toEqual([]);
});
