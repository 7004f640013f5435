import type { Page } from '@playwright/test';
import { invoiceRows } from '../fixtures/spreadsheets';
import { factoringApiAs, submitLoadAsDebtor, type InvoiceInput } from './support/factoring-api';
import { expect, expectAccessible, test } from './support/fixtures';
import { invoiceFile, openImportAsDebtor } from './support/import-page';
import { LoginPage } from './support/login-page';

const details = (page: Page) => page.getByRole('table', { name: 'Detalle de facturas' });
const cell = (page: Page, column: string, row: number) =>
  page.getByRole('button', { name: new RegExp(`^${column}, fila ${String(row)}:`) });

test('an invoice number with an invisible character is a row error that names it, and nothing is sent until it is fixed', async ({
  page,
  request,
}) => {
  const rows = invoiceRows(3);
  const copied = rows[1] ?? [];
  // Pasted from a web page: 'F-00002' and a zero-width space, which looks exactly like 'F-00002'.
  copied[4] = 'F-00002\u200b';
  const screens = await openImportAsDebtor(page);
  await screens.upload(invoiceFile(rows, 'copiado-de-la-web.xlsx'));
  await screens.checked();
  await screens.expandRows();

  await expect(
    details(page).getByText(
      'El número de factura tiene un carácter invisible U+200B después de «F-00002»: solo se admiten letras, números, espacios y - . / _ #. Vuelva a escribirlo.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText('No puede enviar esta importación mientras tenga 1 error', { exact: false }),
  ).toBeVisible();
  await expect(screens.submit()).toBeDisabled();
  await expectAccessible(page, 'revisión con un carácter invisible');

  // Typed again in its cell, the number holds only what the debtor sees.
  await cell(page, 'Número de factura', 3).click();
  await page.keyboard.press('Enter');
  await expect(page.locator('.grid-cell__input')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('F-00002');
  await page.keyboard.press('Enter');
  await expect(screens.submit()).toBeEnabled();
  await screens.send();
  const idLoad = await screens.sentLoadId();

  const debtor = await factoringApiAs(request, 'deudor');
  const sent = await debtor.get<{ invoiceNumber: string }[]>(`GetFactoringInvoicesByLoad/${String(idLoad)}`);
  expect(sent.map((invoice) => invoice.invoiceNumber).sort()).toEqual(['F-00001', 'F-00002', 'F-00003']);
});

test("the authoriser's total of very large pending loads is exact to the cent", async ({ page, request }) => {
  // Ten loads of ten invoices of 999,999,999,999.93: together past the 2^53 cents where adding
  // numbers, of amounts or of their cents, starts to lose cents.
  for (let load = 0; load < 10; load += 1) {
    const invoices: InvoiceInput[] = Array.from({ length: 10 }, (_, index) => ({
      providerIdentification: 'J0310000204517',
      providerName: 'Lácteos de Chontales, S.A.',
      invoiceNumber: `GRANDE-${String(load)}-${String(index)}`,
      invoiceDate: '2026-01-05',
      dueDate: '2026-03-06',
      amountNIO: 999_999_999_999.93,
      amountUSD: 0,
    }));
    await submitLoadAsDebtor(request, invoices);
  }
  const authoriser = await factoringApiAs(request, 'autorizador');
  const totals = (await authoriser.get<{ totalAmountNIO: number }[]>('GetFactoringRequests')).map(
    (load) => load.totalAmountNIO,
  );
  const exact = totals.reduce((total, amount) => total + BigInt(Math.round(amount * 100)), 0n);
  const decimal = `${String(exact / 100n)}.${String(exact % 100n).padStart(2, '0')}` as `${number}`;
  const money = new Intl.NumberFormat('es-NI', {
    style: 'currency',
    currency: 'NIO',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // A case that sums of numbers get wrong, so the figure below can only be the exact sum.
  const ofAmounts = totals.reduce((total, amount) => total + amount, 0);
  const ofCents = totals.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;
  expect([money.format(ofAmounts), money.format(ofCents)]).not.toContain(money.format(decimal));

  await new LoginPage(page).seedSession('autorizador');
  await page.goto('/factoring/aprobar');
  await expect(page.getByTestId('pending-total-nio')).toHaveText(money.format(decimal));
});
