import { readFileSync } from 'node:fs';
import { read, utils } from 'xlsx';
import { expect, expectAccessible, test } from './support/fixtures';
import { xlsxType, openImportAsDebtor } from './support/import-page';

/** A workbook of tests/fixtures/accounting/structure, as the debtor picks it. */
function structureFile(name: string) {
  const buffer = readFileSync(new URL(`../fixtures/accounting/structure/${name}`, import.meta.url));
  return { name, mimeType: xlsxType, buffer };
}

test('a file with a title block and a Total general row reaches the review with both named, the right totals, and sends', async ({
  page,
}) => {
  const screens = await openImportAsDebtor(page);
  await screens.upload(structureFile('title-and-totals.xlsx'));
  // Ten invoices: neither the three title rows nor the totals row became one.
  await expect(screens.totalInvoices()).toHaveText('10');
  await expect(page.getByTestId('total-nio')).toHaveText('C$20,555.25');
  await expect(page.getByTestId('total-usd')).toHaveText('USD 561.25');
  const notes = page.getByRole('region', { name: 'Cómo se leyó el archivo' });
  await expect(notes).toContainText('Encabezados en la fila 4; las filas 1–3 no se importan.');
  await expect(page.getByTestId('file-totals')).toHaveText(
    'La fila 15 («Total general») es el total del archivo y no se importa: C$20,555.25 y USD 561.25. Coincide con el total de la importación.',
  );
  await expectAccessible(page, 'revisión con título y fila de totales');
  await screens.checked();
  await screens.send();
  expect(await screens.sentLoadId()).toBeGreaterThan(0);
});

test('a TOTAL row of SUM formulas saved without results is named as the file’s total, not an invoice with errors', async ({
  page,
}) => {
  const screens = await openImportAsDebtor(page);
  await screens.upload(structureFile('totals-without-results.xlsx'));
  await expect(screens.totalInvoices()).toHaveText('11');
  await expect(page.getByTestId('file-totals')).toHaveText(
    'La fila 13 («TOTAL») es el total del archivo y no se importa. Sus sumas son fórmulas guardadas sin su resultado (el programa que hizo el archivo no las calculó): no se pudieron leer para compararlas. La importación suma C$23,289.75 y USD 635.91.',
  );
});

test('a workbook that opens on a cover offers the sheet with the invoices, and the offer works by keyboard', async ({
  page,
}) => {
  const screens = await openImportAsDebtor(page);
  await screens.fileInput().setInputFiles(structureFile('cover-sheet.xlsx'));
  const refusal = page.locator('.import-rejection');
  await expect(refusal).toContainText(
    'La primera hoja del libro, «Portada», no tiene una tabla de facturas: no se leyó como facturas.',
  );
  await expect(refusal).toContainText('La tabla de facturas está en la hoja «Facturas».');
  await expectAccessible(page, 'portada sin tabla de facturas');
  const offer = page.getByRole('button', { name: 'Leer la hoja «Facturas»' });
  // Reached with Tab from the file's control, as a keyboard user goes on from the file they chose.
  await screens.fileInput().focus();
  for (let presses = 0; presses < 10 && !(await offer.evaluate((button) => button === document.activeElement));) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(offer).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/factoring\/importar\/resumen\?borrador=/);
  await expect(screens.totalInvoices()).toHaveText('4');
  await expect(page.getByRole('region', { name: 'Cómo se leyó el archivo' })).toContainText(
    'Se leyó la hoja «Facturas».',
  );
});

test('a file without a due-date column says so once, for the file, and the send waits for it', async ({ page }) => {
  const screens = await openImportAsDebtor(page);
  await screens.upload(structureFile('missing-column.xlsx'));
  const notes = page.getByRole('region', { name: 'Cómo se leyó el archivo' });
  await expect(notes).toContainText(
    'El archivo no tiene columna de Fecha de vencimiento: sin ese dato, 6 facturas no pueden enviarse.',
  );
  await expect(page.getByText('La fecha de vencimiento está vacía.')).toHaveCount(0);
  await expect(page.getByText(/mientras tenga 1 error \(en el archivo\)/)).toBeVisible();
  // Still, no row that cannot be sent reads 'Correcta': each says what it lacks, in a few words
  // on the grid and whole in its detail.
  const grid = page.getByRole('table', { name: 'Detalle de facturas' });
  await expect(grid.getByText('Correcta')).toHaveCount(0);
  await expect(grid.getByText('Fecha de vencimiento', { exact: true })).toHaveCount(6);
  await page.getByRole('button', { name: 'Más datos: Fila 2' }).click();
  await expect(grid).toContainText(
    'El archivo no tiene columna de Fecha de vencimiento: escriba el dato en esta factura o elija la columna con «Cambiar columnas».',
  );
  await expect(screens.submit()).toBeDisabled();
  await expectAccessible(page, 'revisión sin columna de vencimiento');

  // In the list of errors, too, the problem is the file's, not that of a row numbered 0.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar errores' }).click();
  const workbook = read(readFileSync(await (await downloading).path()));
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  expect(sheet && utils.sheet_to_json<unknown[]>(sheet, { header: 1 })[1]?.slice(0, 3)).toEqual([
    'Todo el archivo',
    'Fecha de vencimiento',
    'Error',
  ]);
});
