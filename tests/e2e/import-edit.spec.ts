import type { Page } from '@playwright/test';
import { invoiceRows, xlsxFile, type SheetRows } from '../fixtures/spreadsheets';
import { factoringApiAs } from './support/factoring-api';
import { expect, expectAccessible, test } from './support/fixtures';
import { invoiceFile, xlsxType, openImportAsDebtor } from './support/import-page';

/**
 * Four invoices with what a debtor fixes every month end: row 2 has a date typed month first
 * (no day read day first), row 3 an amount typed as text that reads two ways, row 4 a negative
 * amount, row 5 no invoice number.
 */
function troubledFile(): SheetRows {
  const [first = [], second = [], third = [], fourth = []] = invoiceRows(4);
  first[2] = '01/15/2024';
  second[5] = '12,500';
  third[5] = -50;
  fourth[4] = null;
  return [first, second, third, fourth];
}

const grid = (page: Page) => page.getByRole('region', { name: 'Detalle de facturas' });
const cell = (page: Page, column: string, row: number) =>
  page.getByRole('button', { name: new RegExp(`^${column}, fila ${String(row)}:`) });

/** From the focused cell: opens its input, types a value over what it holds, and commits it. */
async function typeInCell(page: Page, value: string): Promise<void> {
  await page.keyboard.press('Enter');
  await expect(page.locator('.grid-cell__input')).toBeFocused();
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

// A wide desktop, where the grid shows the dates, the invoice number and the amounts side by side:
// the walk below moves by column. On narrower screens more of the file's columns fold into each
// row's detail.
test.use({ viewport: { width: 1920, height: 1080 } });

test.describe('on a wide screen, where no column folds', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('a debtor fixes a file in the review grid by keyboard alone, and the load holds the fixed values', async ({
    page,
    request,
  }) => {
    const screens = await openImportAsDebtor(page);
    await screens.upload(invoiceFile(troubledFile(), 'fin-de-mes.xlsx'));

    // As read from the file: SPEC's texts for the cells it cannot read, and honest totals.
    await expect(cell(page, 'Fecha de factura', 2)).toHaveText(/Fecha inválida$/);
    await expect(cell(page, 'Monto NIO', 3)).toHaveText(/fila 3: $/);
    await expect(page.getByTestId('total-invoices')).toHaveText('0');
    await expect(page.getByTestId('excluded-rows')).toHaveText('Los totales no incluyen 4 filas con errores.');

    // Into the grid from its region, then along row 2 to the text date.
    await grid(page).focus();
    await page.keyboard.press('ArrowDown');
    // A row's cells start at its invoice number, then its provider and its dates.
    await expect(cell(page, 'Número de factura', 2)).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await expect(cell(page, 'Identificación del proveedor', 2)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(cell(page, 'Nombre del proveedor', 2)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(cell(page, 'Fecha de factura', 2)).toBeFocused();

    // axe while a cell is being edited.
    await page.keyboard.press('F2');
    await expect(page.getByRole('textbox', { name: 'Fecha de factura, fila 2' })).toHaveValue('01/15/2024');
    await expectAccessible(page, 'una celda en edición');
    await page.keyboard.press('Escape');
    await expect(cell(page, 'Fecha de factura', 2)).toBeFocused();

    await typeInCell(page, '15/01/2024');
    const editedDate = cell(page, 'Fecha de factura', 2);
    await expect(editedDate).toHaveText(/15\/01\/2024\. Editada\. Valor original del archivo: 01\/15\/2024$/);
    await expect(editedDate).toHaveAttribute('title', 'Valor original del archivo: 01/15/2024');
    await expect(page.getByTestId('total-invoices')).toHaveText('1');

    // The text amount that reads two ways ('12,500': 12500 or 12.5), typed into its cell.
    await expect(editedDate).toBeFocused();
    await page.keyboard.press('ArrowDown');
    for (let step = 0; step < 2; step += 1) await page.keyboard.press('ArrowRight');
    await expect(cell(page, 'Monto NIO', 3)).toBeFocused();
    await typeInCell(page, '12500');
    await expect(cell(page, 'Monto NIO', 3)).toHaveText(
      /C\$\s?12,500\.00\. Editada\. Valor original del archivo: 12,500$/,
    );
    await expect(page.getByTestId('total-invoices')).toHaveText('2');

    // A reload midway, once the edits are stored, keeps them and their history.
    await screens.stored();
    await page.reload();
    await expect(cell(page, 'Fecha de factura', 2)).toHaveText(/Valor original del archivo: 01\/15\/2024$/);
    await expect(page.getByTestId('total-invoices')).toHaveText('2');

    // The negative amount, then the missing invoice number, each typed into its cell.
    await grid(page).focus();
    await page.keyboard.press('ArrowDown');
    for (let step = 0; step < 2; step += 1) await page.keyboard.press('ArrowDown');
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    await expect(cell(page, 'Monto NIO', 4)).toBeFocused();
    await typeInCell(page, '1500.50');
    await expect(cell(page, 'Monto NIO', 4)).toHaveText(/C\$\s?1,500\.50\. Editada/);
    await page.keyboard.press('ArrowDown');
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowLeft');
    await expect(cell(page, 'Número de factura', 5)).toBeFocused();
    await typeInCell(page, 'F-09999');
    await expect(page.getByTestId('total-invoices')).toHaveText('4');
    await expect(page.getByTestId('excluded-rows')).toHaveCount(0);
    await expect(screens.submit()).toBeEnabled();

    // Undo the last edit and redo it, from the keyboard.
    await page.keyboard.press('Control+z');
    await expect(cell(page, 'Número de factura', 5)).toHaveText(/fila 5: $/);
    await expect(page.getByTestId('total-invoices')).toHaveText('3');
    await expect(screens.submit()).toBeDisabled();
    await page.keyboard.press('Control+y');
    await expect(cell(page, 'Número de factura', 5)).toHaveText(/F-09999\. Editada/);
    await expect(page.getByTestId('total-invoices')).toHaveText('4');

    // Focus gone from the review (a click on the page's title): Ctrl+Z still undoes, Ctrl+Y redoes.
    await page.getByRole('banner').getByRole('heading', { level: 1 }).click();
    await expect(page.locator('.import-page--review :focus')).toHaveCount(0);
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('total-invoices')).toHaveText('3');
    await page.keyboard.press('Control+y');
    await expect(page.getByTestId('total-invoices')).toHaveText('4');
    // In a text field Ctrl+Z is the field's own: the table's search box undoes its typing, not the edit.
    const search = page.getByRole('searchbox', { name: 'Buscar' }).last();
    await search.fill('F-09999');
    await search.press('Control+z');
    await expect(page.getByTestId('total-invoices')).toHaveText('4');
    await expect(cell(page, 'Número de factura', 5)).toHaveText(/F-09999\. Editada/);
    await search.fill('');

    await screens.send();
    const loadId = await screens.sentLoadId();

    const debtor = await factoringApiAs(request, 'deudor');
    const invoices = await debtor.get<
      { invoiceNumber: string; invoiceDate: string; amountNIO: number; amount: number }[]
    >(`GetFactoringInvoicesByLoad/${String(loadId)}`);
    expect(
      invoices
        .map(({ invoiceNumber, invoiceDate, amountNIO, amount }) => ({ invoiceNumber, invoiceDate, amountNIO, amount }))
        .sort((a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber)),
    ).toEqual([
      { invoiceNumber: 'F-00001', invoiceDate: '2024-01-15', amountNIO: 1000.25, amount: 1000.25 },
      { invoiceNumber: 'F-00002', invoiceDate: '2024-01-02', amountNIO: 12500, amount: 12500 },
      { invoiceNumber: 'F-00003', invoiceDate: '2024-01-03', amountNIO: 1500.5, amount: 1500.5 },
      { invoiceNumber: 'F-09999', invoiceDate: '2024-01-04', amountNIO: 1003.25, amount: 1003.25 },
    ]);
  });
});

test('a file without a header: row 1 is included with one click, and two rows deleted together are restored', async ({
  page,
}) => {
  const screens = await openImportAsDebtor(page);
  // Four invoices from row 1: the engine takes row 1 as the header, and says it reads like an invoice.
  const rows = xlsxFile([{ name: 'Facturas', rows: invoiceRows(4) }]);
  await screens.upload({ name: 'sin-encabezado.xlsx', mimeType: xlsxType, buffer: Buffer.from(rows) });
  const notice = page.getByRole('status').filter({ hasText: 'La fila 1 se tomó como encabezado' });
  await expect(notice).toBeVisible();
  await expect(screens.totalInvoices()).toHaveText('3');
  await expect(cell(page, 'Número de factura', 1)).toHaveCount(0);

  await notice.getByRole('button', { name: 'Incluir la fila 1 como factura' }).click();
  await expect(cell(page, 'Número de factura', 1)).toHaveText(/F-00001/);
  await expect(screens.totalInvoices()).toHaveText('4');
  await expect(notice).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Seleccionar la fila 2' }).check();
  await page.getByRole('checkbox', { name: 'Seleccionar la fila 4' }).check();
  await page.getByRole('button', { name: 'Eliminar 2 filas seleccionadas' }).click();
  await expect(cell(page, 'Número de factura', 2)).toHaveCount(0);
  await expect(cell(page, 'Número de factura', 4)).toHaveCount(0);
  await expect(screens.totalInvoices()).toHaveText('2');

  await page.getByRole('button', { name: 'Restaurar 2 filas eliminadas' }).click();
  await expect(cell(page, 'Número de factura', 2)).toHaveText(/F-00002/);
  await expect(cell(page, 'Número de factura', 4)).toHaveText(/F-00004/);
  await expect(screens.totalInvoices()).toHaveText('4');
  await expect(page.getByRole('button', { name: /^Restaurar/ })).toHaveCount(0);
});

test('a row whose only value is a note beyond column H is shown with its problem, and deleted in the review', async ({
  page,
}) => {
  const screens = await openImportAsDebtor(page);
  const note = [null, null, null, null, null, null, null, null, null, 'Entregado en bodega'];
  await screens.upload(invoiceFile([...invoiceRows(3), note], 'con-notas.xlsx'));
  const row = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: 'Seleccionar la fila 5' }) });
  await expect(row).toContainText('Columnas de la factura');
  // The whole problem is in the row's detail.
  await page.getByRole('button', { name: 'Más datos: Fila 5' }).click();
  await expect(grid(page)).toContainText(
    'No hay datos de la factura: los de esta fila están en la columna J («Entregado en bodega»), que no se importa.',
  );
  await expect(screens.totalInvoices()).toHaveText('3');
  await expect(page.getByText('Los totales no incluyen 1 fila con errores.')).toBeVisible();

  await row.getByRole('checkbox', { name: 'Seleccionar la fila 5' }).check();
  await page.getByRole('button', { name: 'Eliminar 1 fila seleccionada' }).click();
  await expect(page.getByRole('checkbox', { name: 'Seleccionar la fila 5' })).toHaveCount(0);
  await expect(page.getByText('0 errores, 0 advertencias')).toBeVisible();
  await expect(screens.submit()).toBeEnabled();
});

test.describe('on a 1280 px screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('deleting rows leaves the focus on the next row, and with none left on the way back', async ({ page }) => {
    const screens = await openImportAsDebtor(page);
    await screens.upload(invoiceFile(invoiceRows(5), 'cinco.xlsx'));
    const select = (row: number) => page.getByRole('checkbox', { name: `Seleccionar la fila ${String(row)}` });
    const remove = (count: number) =>
      page.getByRole('button', {
        name: `Eliminar ${String(count)} ${count === 1 ? 'fila seleccionada' : 'filas seleccionadas'}`,
      });

    // Rows 2 and 3 selected by keyboard, deleted with the button: the focus is on row 4, where the debtor goes on.
    await select(2).focus();
    await page.keyboard.press('Space');
    await select(3).focus();
    await page.keyboard.press('Space');
    await remove(2).focus();
    await page.keyboard.press('Enter');
    await expect(select(2)).toHaveCount(0);
    await expect(select(4)).toBeFocused();
    await expect(screens.totalInvoices()).toHaveText('3');
    await expectAccessible(page, 'revisión tras eliminar filas');

    // The last rows: the focus goes back to the nearest row left before them.
    await select(5).check();
    await select(6).check();
    await remove(2).click();
    await expect(select(6)).toHaveCount(0);
    await expect(select(4)).toBeFocused();

    // No row left: the focus is on the button that brings them back, and the review says the
    // debtor deleted them, not that the file had no invoices.
    await page.keyboard.press('Space');
    await remove(1).click();
    await expect(screens.totalInvoices()).toHaveText('0');
    await expect(page.getByRole('button', { name: 'Restaurar 5 filas eliminadas' })).toBeFocused();
    const deletedAll =
      'Eliminó las 5 filas del archivo: no queda ninguna factura para enviar. Puede recuperarlas con «Restaurar 5 filas eliminadas» o, con «Descartar importación», importar otro archivo.';
    await expect(screens.submit()).toHaveAccessibleDescription(deletedAll);
    await expect(page.getByRole('table', { name: 'Detalle de facturas' })).toContainText(
      'Eliminó todas las filas del archivo.',
    );
    await expect(page.getByText('El archivo no tiene facturas')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(screens.totalInvoices()).toHaveText('5');
    await expect(page.getByText(deletedAll)).toHaveCount(0);
  });

  test("a date folded into its row's detail is fixed there, by keyboard", async ({ page }) => {
    const screens = await openImportAsDebtor(page);
    await screens.upload(invoiceFile(troubledFile(), 'fin-de-mes.xlsx'));

    const date = cell(page, 'Fecha de factura', 2);
    await expect(date).toHaveCount(0);
    const more = page.getByRole('button', { name: /^Más datos: Fila 2$/ });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(date).toHaveText(/Fecha inválida$/);
    await date.focus();
    await typeInCell(page, '15/01/2024');
    await expect(date).toHaveText(/15\/01\/2024\. Editada\. Valor original del archivo: 01\/15\/2024$/);
    await expect(page.getByTestId('total-invoices')).toHaveText('1');
  });
});
