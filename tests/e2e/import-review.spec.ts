import type { Locator, Page } from '@playwright/test';
import { invoiceRows, withCells, type SheetRows } from '../fixtures/spreadsheets';
import { expect, expectAccessible, test } from './support/fixtures';
import { type ImportScreens, invoiceFile, openImportAsDebtor } from './support/import-page';

const grid = (page: Page) => page.getByRole('table', { name: 'Detalle de facturas' });
const rowOf = (page: Page, row: number) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Seleccionar la fila ${String(row)}` }) });

/**
 * Twelve invoices, four of them with a problem: a date written month first (no day read day
 * first), a text amount that reads two ways, a negative amount, no number.
 */
function errorFile(): SheetRows {
  const rows = invoiceRows(12);
  const [first = [], second = [], third = [], fourth = []] = rows;
  first[2] = '01/15/2024';
  second[5] = '12,500';
  third[5] = -50;
  fourth[4] = null;
  return rows;
}

async function review(page: Page, rows: SheetRows, name: string): Promise<ImportScreens> {
  const screens = await openImportAsDebtor(page);
  await screens.upload(invoiceFile(rows, name));
  return screens;
}

/** The element is painted inside the window, left to right: the debtor sees it without scrolling sideways. */
async function expectInView(element: Locator, width: number): Promise<void> {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  expect(box, 'a bounding box').not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

test.describe('on a 1280×800 laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a row with a problem shows its invoice number, provider, due date and problem without opening it', async ({
    page,
  }) => {
    await review(page, errorFile(), 'errores.xlsx');
    const row = rowOf(page, 2);
    await row.scrollIntoViewIfNeeded();
    await expectInView(row.getByRole('button', { name: /^Número de factura, fila 2:/ }), 1280);
    await expectInView(row.getByRole('button', { name: /^Nombre del proveedor, fila 2:/ }), 1280);
    await expectInView(row.getByRole('button', { name: /^Fecha de vencimiento, fila 2:/ }), 1280);
    await expectInView(row.getByText('Fecha de factura (C)', { exact: true }), 1280);
    await expectInView(row.getByRole('button', { name: /^Monto NIO, fila 2:/ }), 1280);
    await expectInView(row.getByRole('button', { name: /^Monto USD, fila 2:/ }), 1280);
    // The whole problem is one click away, in the row's detail.
    await row.getByRole('button', { name: 'Más datos: Fila 2' }).click();
    await expect(grid(page)).toContainText(
      'La fecha de factura no es una fecha válida («01/15/2024»). Use una celda con formato de fecha.',
    );
    await expectAccessible(page, 'revisión de un archivo con errores en 1280×800');
  });

  test('every row in error: the review says how many errors stop the sending, not that there is nothing to send', async ({
    page,
  }) => {
    const rows = invoiceRows(8).map((row) => {
      const copy = [...row];
      copy[2] = '01/15/2024';
      return copy;
    });
    const screens = await review(page, rows, 'fechas-de-texto.xlsx');
    await expect(
      page.getByText(
        'No puede enviar esta importación mientras tenga 8 errores (en 8 filas). Corríjalos en el detalle de facturas',
        { exact: false },
      ),
    ).toBeVisible();
    await expect(page.getByText('El archivo no tiene facturas para enviar.')).toHaveCount(0);
    await expect(screens.submit()).toBeDisabled();
  });

  test('narrowed to a phone and widened back, the review keeps its rows: cut names do not flicker between text and button', async ({
    page,
  }) => {
    await review(page, invoiceRows(12), 'enero.xlsx');
    const frame = page.locator('.data-table__frame').filter({ has: grid(page) });
    await expect(frame).toHaveAttribute('data-layout', 'table');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(frame).toHaveAttribute('data-layout', 'cards');
    await expect(rowOf(page, 2)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(frame).toHaveAttribute('data-layout', 'table');
    await expect(rowOf(page, 2)).toBeVisible();
  });

  test('warnings alone: nothing to download, and the confirmation names the warning and the overdue invoices', async ({
    page,
  }) => {
    // A provider without a name is a warning; every invoice of the file fell due in 2024.
    const screens = await review(page, withCells(invoiceRows(3), [[1, 1, null]]), 'sin-nombre.xlsx');
    await expect(page.getByText('0 errores, 1 advertencia')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Descargar errores' })).toHaveCount(0);
    await screens.submit().click();
    const dialog = screens.confirmation();
    await expect(dialog).toContainText(
      'Queda 1 advertencia en el detalle de facturas. 3 facturas ya están vencidas: su fecha de vencimiento pasó.',
    );
    await expect(dialog.locator('dt:text-is("Advertencias") + dd')).toHaveText('1');
    await expect(dialog.locator('dt:text-is("Facturas vencidas") + dd')).toHaveText('3');
    await expectAccessible(page, 'confirmación con advertencias y facturas vencidas');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('an empty date cell shows nothing, as its error says, not Fecha inválida', async ({ page }) => {
    await review(page, withCells(invoiceRows(2), [[0, 3, null]]), 'sin-vencimiento.xlsx');
    const dueDate = grid(page).getByRole('button', { name: /^Fecha de vencimiento, fila 2:/ });
    await expect(dueDate).toHaveText(/fila 2: $/);
    await expect(rowOf(page, 2)).toContainText('Fecha de vencimiento (D)');
    await rowOf(page, 2).getByRole('button', { name: 'Más datos: Fila 2' }).click();
    await expect(grid(page)).toContainText('La fecha de vencimiento está vacía.');
    await expect(grid(page)).not.toContainText('Fecha inválida');
  });

  test('a column the debtor hides stays hidden in the next review', async ({ page }) => {
    const screens = await review(page, invoiceRows(3), 'enero.xlsx');
    await page.getByRole('button', { name: 'Elegir las columnas del detalle de facturas' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Proveedor', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(grid(page).getByRole('columnheader', { name: 'Proveedor', exact: true })).toHaveCount(0);
    await screens.open();
    await screens.upload(invoiceFile(invoiceRows(4), 'febrero.xlsx'));
    await expect(grid(page).getByRole('columnheader', { name: /^Factura/ })).toBeVisible();
    await expect(grid(page).getByRole('columnheader', { name: 'Proveedor', exact: true })).toHaveCount(0);
  });
});

test.describe('on a 1920 screen', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('nothing is folded', async ({ page }) => {
    await review(page, errorFile(), 'errores.xlsx');
    const headers = grid(page).getByRole('columnheader');
    for (const name of [
      'Fila',
      'Revisión',
      'Factura',
      'Id. proveedor',
      'Proveedor',
      'Fecha de factura',
      'Vencimiento',
      'Monto NIO',
      'Monto USD',
      'Observaciones',
    ]) {
      await expect(headers.filter({ hasText: name }).first(), name).toBeVisible();
    }
  });
});

test.describe('on a 768×1024 tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the invoice number, the amounts and the problem stay in view', async ({ page }) => {
    await review(page, errorFile(), 'errores.xlsx');
    const row = rowOf(page, 3);
    await row.scrollIntoViewIfNeeded();
    await expectInView(row.getByRole('button', { name: /^Número de factura, fila 3:/ }), 768);
    await expectInView(row.getByText('Monto NIO (F)', { exact: true }), 768);
    await expectInView(row.getByRole('button', { name: /^Monto USD, fila 3:/ }), 768);
    await expectAccessible(page, 'revisión de un archivo con errores en tableta');
  });
});
