import { readFileSync } from 'node:fs';
import { factoringApiAs } from './support/factoring-api';
import { expect, expectAccessible, test } from './support/fixtures';
import { ImportScreens, xlsxType, openImportAsDebtor } from './support/import-page';
import { LoginPage } from './support/login-page';

/**
 * An ERP's export with one amount column and a currency column ('Importe' + 'Moneda'): NIO and
 * USD rows, and one in euros (tests/fixtures/accounting/values/columna-moneda.xlsx, by exceljs).
 */
const currencyColumnFile = () => ({
  name: 'columna-moneda.xlsx',
  mimeType: xlsxType,
  buffer: readFileSync(new URL('../fixtures/accounting/values/columna-moneda.xlsx', import.meta.url)),
});

test('a file with a currency column sends its dollar rows as dollars, never as córdobas, and refuses the euros', async ({
  page,
  request,
}) => {
  const screens = await openImportAsDebtor(page);
  await screens.upload(currencyColumnFile());

  await expect(page.getByTestId('total-nio')).toHaveText('C$12,650.00');
  await expect(page.getByTestId('total-usd')).toHaveText('USD 4,250.50');
  const notes = page.getByRole('region', { name: 'Cómo se leyó el archivo' });
  await expect(notes).toContainText(
    'Cada monto de F («Importe») se leyó en córdobas o en dólares según su moneda en G («Moneda»); una fila en otra moneda no se envía.',
  );
  await expect(notes).toContainText(
    'Columnas leídas por su encabezado: Importe de F («Importe»), Moneda de G («Moneda»).',
  );

  // 'Cambiar columnas' shows the file as it was read, the amount column and the currency column,
  // with nothing chosen twice; confirmed as it is, the file is read the same way.
  await notes.getByRole('button', { name: 'Cambiar columnas' }).click();
  const step = page.getByRole('dialog', { name: 'Columnas del archivo' });
  await expect(step.getByLabel('Importe', { exact: true })).toHaveValue('5');
  await expect(step.getByLabel('Moneda', { exact: true })).toHaveValue('6');
  await expect(step.getByRole('radio', { name: /^Una columna de importe y otra de moneda/ })).toBeChecked();
  await expect(step.getByText(/está elegida para/)).toHaveCount(0);
  await expectAccessible(page, 'columnas de un archivo con columna de moneda');
  await step.getByRole('button', { name: 'Leer con estas columnas' }).click();
  await expect(notes).toContainText(
    'Columnas que usted eligió para estos encabezados: Importe de F («Importe»), Moneda de G («Moneda»).',
  );
  await expect(notes.getByRole('button', { name: 'Cambiar columnas' })).toBeFocused();
  await expect(page.getByTestId('total-usd')).toHaveText('USD 4,250.50');

  await screens.expandRows();
  const grid = page.getByRole('table', { name: 'Detalle de facturas' });
  await expect(grid).toContainText('Moneda no aceptada: EUR. Solo córdobas (NIO) o dólares (USD).');
  await expect(screens.submit()).toBeDisabled();
  await expectAccessible(page, 'revisión de un archivo con columna de moneda');

  // The row in euros goes; what is left is sent.
  await page.getByRole('checkbox', { name: 'Seleccionar la fila 5' }).check();
  await page.getByRole('button', { name: 'Eliminar 1 fila seleccionada' }).click();
  await expect(screens.submit()).toBeEnabled();
  await screens.send();
  const loadId = await screens.sentLoadId();

  const debtor = await factoringApiAs(request, 'deudor');
  const invoices = await debtor.get<{ invoiceNumber: string; amountNIO: number; amountUSD: number }[]>(
    `GetFactoringInvoicesByLoad/${String(loadId)}`,
  );
  expect(
    invoices
      .map(({ invoiceNumber, amountNIO, amountUSD }) => ({ invoiceNumber, amountNIO, amountUSD }))
      .sort((a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber)),
  ).toEqual([
    { invoiceNumber: 'H-001', amountNIO: 12_450, amountUSD: 0 },
    { invoiceNumber: 'H-002', amountNIO: 0, amountUSD: 1_250.5 },
    { invoiceNumber: 'H-003', amountNIO: 0, amountUSD: 3_000 },
    { invoiceNumber: 'H-005', amountNIO: 200, amountUSD: 0 },
  ]);
});

test('a TOTAL under the currency column, córdobas and dollars together, is named and not compared, and the rest sends', async ({
  page,
}) => {
  await new LoginPage(page).signInAs('deudor');
  const screens = new ImportScreens(page);
  await screens.open();
  await screens.upload({
    name: 'columna-moneda-total.xlsx',
    mimeType: xlsxType,
    buffer: readFileSync(new URL('../fixtures/accounting/values/columna-moneda-total.xlsx', import.meta.url)),
  });
  await expect(screens.totalInvoices()).toHaveText('3');
  await expect(page.getByTestId('file-totals')).toHaveText(
    'La fila 5 («TOTAL») es el total del archivo y no se importa: 16,700.50. Suma córdobas y dólares juntos, así que no se compara: la importación suma C$15,450.00 y USD 1,250.50, cada moneda por separado.',
  );
  await screens.checked();
  await expect(screens.submit()).toBeEnabled();
});
