import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { read, utils } from 'xlsx';
import { expect } from './fixtures';

/**
 * How a data table sits on a tablet: its key columns (identity, amounts, status) and its row
 * actions lie inside the table's region and the viewport with no sideways scroll, and what does not
 * fit folds into a row detail that a real button opens (click) and closes (keyboard).
 */
export interface TableCheck {
  readonly name: string | RegExp;
  /** Headers of the columns that must stay in view. */
  readonly key: readonly string[];
  /** The accessible name of the first row's action menu, when rows have one. */
  readonly actions?: RegExp;
}

export const regionOf = (table: Locator) => table.locator('xpath=ancestor::*[@role="region"][1]');

async function box(locator: Locator, what: string) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${what} no tiene caja`);
  return found;
}

/** The element lies horizontally inside the region and the viewport (1 px of rounding allowed). */
export async function expectInside(
  element: Locator,
  region: Locator,
  viewportWidth: number,
  what: string,
): Promise<void> {
  const outer = await box(region, 'la región de la tabla');
  const inner = await box(element, what);
  expect.soft(inner.x, `${what}: borde izquierdo`).toBeGreaterThanOrEqual(outer.x - 1);
  expect
    .soft(inner.x + inner.width, `${what}: borde derecho`)
    .toBeLessThanOrEqual(Math.min(outer.x + outer.width, viewportWidth) + 1);
}

const loadActions = /^Acciones de la carga #\d+$/;
const loadKey = ['Carga', 'Deudor', 'Total NIO', 'Total USD'];
const invoiceKey = ['Factura', 'Monto NIO', 'Monto USD'];

/** Every data table of the portal, by its accessible name, and the columns it must keep in view. */
const tables: readonly TableCheck[] = [
  { name: /^Solicitudes pendientes de aprobación$/, key: [...loadKey, 'Facturas'], actions: loadActions },
  { name: /^Totales por proveedor de la carga #\d+$/, key: ['Proveedor', 'Total NIO', 'Total USD'] },
  { name: /^Facturas de la carga #\d+$/, key: [...invoiceKey, 'Proveedor'] },
  { name: /^Cargas de facturas$/, key: [...loadKey, 'Estado'], actions: loadActions },
  {
    name: /^Desembolsos históricos$/,
    key: ['Desembolso', 'Deudor', 'Total NIO', 'Total USD'],
    actions: /^Acciones del desembolso #\d+$/,
  },
  { name: /^Operaciones del desembolso #\d+$/, key: ['Factura', 'Deudor', 'Saldo inicial', 'Saldo actual', 'Estado'] },
  // The debtor's own loads: no counterparty to show.
  { name: /^Últimas cargas enviadas al servidor$/, key: ['Carga', 'Total NIO', 'Total USD', 'Estado'] },
  { name: /^Resumen por proveedor$/, key: ['Proveedor', 'Total NIO', 'Total USD'] },
  { name: /^Detalle de facturas$/, key: ['Fila', 'Revisión', 'Monto NIO', 'Monto USD'] },
  { name: /^Facturas disponibles para factoraje$/, key: [...invoiceKey, 'Deudor', 'Días al vencimiento'] },
];

/** The check of the table named `name`; a table missing from the list fails, so a new one gets its key columns. */
export function tableCheckOf(name: string): TableCheck {
  const found = tables.find((check) => check.name instanceof RegExp && check.name.test(name));
  if (!found) throw new Error(`la tabla '${name}' no dice qué columnas debe mostrar en una tableta`);
  return { ...found, name };
}

export async function checkTableLayout(page: Page, check: TableCheck, where: string): Promise<void> {
  const table = page.getByRole('table', { name: check.name, exact: true });
  await expect(table).toBeVisible();
  const region = regionOf(table);
  const label = `${where}: ${String(check.name)}`;
  // Folding runs before the first paint; a web font arriving later may fold once more.
  await expect
    .poll(() => region.evaluate((element) => element.scrollWidth - element.clientWidth), {
      message: `${label} se desplaza de lado`,
    })
    .toBeLessThanOrEqual(0);
  const viewportWidth = page.viewportSize()?.width ?? 0;
  // An empty table shows one message row: nothing to fold.
  if ((await table.locator('tbody td.data-table__message').count()) > 0) return;
  for (const header of check.key) {
    // A sorted column's name adds its order ('Carga , orden ascendente').
    const column = table.getByRole('columnheader', { name: new RegExp(`^${header} ?(,|$)`) });
    await expect(column, `${label}: columna ${header}`).toBeVisible();
    await expectInside(column, region, viewportWidth, `${label}: columna ${header}`);
  }
  if (check.actions) {
    const trigger = table.getByRole('button', { name: check.actions }).first();
    await expect(trigger).toBeVisible();
    await expectInside(trigger, region, viewportWidth, `${label}: acciones de la fila`);
  }

  const toggles = table.getByRole('button', { name: /^Más datos: / });
  if ((await toggles.count()) === 0) return;
  // The first row's folded columns: opened by a click, closed from the keyboard.
  const toggle = toggles.first();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const detailId = await toggle.getAttribute('aria-controls');
  const detail = page.locator(`[id="${detailId}"]`);
  await expect(detail.getByRole('term').first()).toBeVisible();
  await expectInside(detail, region, viewportWidth, `${label}: detalle de la fila`);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(detail).toHaveCount(0);
}

/** The operations' export, read back: its totals rows hold the footer's and the card's figures. */
export async function exportMatchesScreen(page: Page, idCreditForm: number): Promise<void> {
  await page.goto(`/factoring/desembolsos/detalle/${idCreditForm}`);
  const table = page.getByRole('table', { name: `Operaciones del desembolso #${idCreditForm}` });
  await expect(table.locator('tfoot tr')).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar a Excel' }).click(),
  ]);
  const workbook = read(readFileSync(await download.path()), { type: 'buffer', cellNF: true });
  expect(workbook.SheetNames).toEqual([`Detalle de Desembolso #${idCreditForm}`]);
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('el archivo no tiene hojas');
  const rows = utils.sheet_to_json<(string | null)[]>(sheet, { header: 1, raw: false, defval: null });
  const [header = []] = rows;
  const totalRow = (currency: string) => rows.find((row) => row[0] === `Total ${currency}`) ?? [];
  for (const currency of ['NIO', 'USD'] as const) {
    const footer = table.locator('tfoot tr').filter({ hasText: `Total ${currency}` });
    for (const balance of ['Saldo inicial', 'Saldo actual']) {
      const shown = (await footer.getByText(balance).locator('xpath=..').innerText()).replace(balance, '');
      const exported = totalRow(currency)[header.indexOf(`${balance} ${currency}`)] ?? '';
      // The screen writes 'C$1,234.50' or 'USD 1,234.50', the sheet '1,234.50' in a two-decimal number cell.
      expect(exported, `${balance} total ${currency}`).toBe(shown.replace(/[^\d.,-]/g, ''));
    }
    const card = page
      .getByRole('term')
      .filter({ hasText: `Total ${currency} (saldo actual)` })
      .locator('xpath=following-sibling::dd[1]');
    const actual = totalRow(currency)[header.indexOf(`Saldo actual ${currency}`)] ?? '';
    expect(actual).not.toBe('');
    await expect(card).toContainText(actual);
  }
}
