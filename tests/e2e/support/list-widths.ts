import type { Page } from '@playwright/test';
import { expect, type DemoUser } from './fixtures';
import { expectInside, regionOf } from './table-layout';

/**
 * A list and what its rows must always show, from a phone to a wide desktop: the identifying
 * column, the counterparty, the amounts, the status, and the row's action (its menu or its checkbox).
 */
export interface KeyList {
  readonly name: string;
  readonly user: DemoUser;
  readonly path: string;
  readonly table: string;
  /** Column names of the cells that stay in view (a card prints them beside the value). */
  readonly key: readonly string[];
  /** The row's action: its menu, or its selection checkbox. */
  readonly action: { readonly role: 'button' | 'checkbox'; readonly name: RegExp };
}

export const keyLists: readonly KeyList[] = [
  {
    name: 'Aprobar facturas',
    user: 'autorizador',
    path: '/factoring/aprobar',
    table: 'Solicitudes pendientes de aprobación',
    key: ['Carga', 'Deudor', 'Facturas', 'Total NIO', 'Total USD'],
    action: { role: 'button', name: /^Acciones de la carga #\d+$/ },
  },
  {
    name: 'Solicitar factoraje',
    user: 'proveedor',
    path: '/factoring/descontar',
    table: 'Facturas disponibles para factoraje',
    key: ['Factura', 'Deudor', 'Días al vencimiento', 'Monto NIO', 'Monto USD'],
    action: { role: 'checkbox', name: /^Seleccionar factura / },
  },
  {
    name: 'Carga histórica',
    user: 'deudor',
    path: '/factoring/historica',
    table: 'Cargas de facturas',
    key: ['Carga', 'Deudor', 'Total NIO', 'Total USD', 'Estado'],
    action: { role: 'button', name: /^Acciones de la carga #\d+$/ },
  },
  {
    name: 'Desembolsos',
    user: 'deudor',
    path: '/factoring/desembolsos',
    table: 'Desembolsos históricos',
    key: ['Desembolso', 'Deudor', 'Total NIO', 'Total USD'],
    action: { role: 'button', name: /^Acciones del desembolso #\d+$/ },
  },
];

/** Page-level horizontal overflow, in px (0 when the page fits the viewport's width). */
export const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The first row's key cells and action lie inside the table's region and the viewport, the region
 * does not scroll sideways and neither does the page.
 */
export async function expectKeyCellsInView(page: Page, list: KeyList, where: string): Promise<void> {
  const table = page.getByRole('table', { name: list.table, exact: true });
  const row = table.locator('tbody tr').first();
  await expect(row.locator('td').nth(1)).toBeVisible();
  const region = regionOf(table);
  await expect
    .poll(() => region.evaluate((element) => element.scrollWidth - element.clientWidth), {
      message: `${where}: la tabla se desplaza de lado`,
    })
    .toBeLessThanOrEqual(0);
  expect(await pageOverflow(page), `${where}: la página se desplaza de lado`).toBeLessThanOrEqual(0);
  const viewportWidth = page.viewportSize()?.width ?? 0;
  for (const label of list.key) {
    const cell = row.locator(`td[data-label="${label}"]`);
    await expect(cell, `${where}: ${label}`).toBeVisible();
    await expectInside(cell, region, viewportWidth, `${where}: ${label}`);
  }
  const action = row.getByRole(list.action.role, { name: list.action.name });
  await expect(action, `${where}: acción de la fila`).toBeVisible();
  await expectInside(action, region, viewportWidth, `${where}: acción de la fila`);
}
