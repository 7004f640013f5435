import type { Locator, Page } from '@playwright/test';
import { invoiceRows } from '../fixtures/spreadsheets';
import { expect, expectAccessible, test } from './support/fixtures';
import { invoiceFile, openImportAsDebtor } from './support/import-page';
import { expectKeyCellsInView, keyLists } from './support/list-widths';
import { LoginPage } from './support/login-page';
import { regionOf } from './support/table-layout';

/**
 * The review's figures fit their tiles at every width and in a wide fallback font, the provider's
 * list opens on what can still be discounted, every list keeps its identity, counterparty, amounts,
 * status and actions in view on a wide desktop, key columns stay columns on a tablet, and cut text
 * opens in full on a tap. The same lists from a phone to a laptop, with axe, touch sizes and every
 * table's folding, are checked on the screen walks (walks.spec.ts).
 */
const widths = [
  { name: '390x844', width: 390, height: 844 },
  { name: '768x1024', width: 768, height: 1024 },
  { name: '1280x800', width: 1280, height: 800 },
] as const;

/**
 * The main lists' key cells are checked on every screen walk (walks.spec.ts) at 390, 768, 1024 and
 * 1280; a wide desktop is the one width left to check here.
 */
const wide = { name: '1920x1080', width: 1920, height: 1080 } as const;

const availableTable = (page: Page) => page.getByRole('table', { name: 'Facturas disponibles para factoraje' });
const overdueBadges = (page: Page) => availableTable(page).locator('.badge').filter({ hasText: 'Vencida' });
const hideOverdue = (page: Page) => page.getByRole('switch', { name: 'Ocultar vencidas' });

/** The days left of each row on the page, read from 'Días al vencimiento'. */
async function daysShown(page: Page): Promise<number[]> {
  const texts = await availableTable(page).locator('tbody .maturity-cell .tabular').allInnerTexts();
  return texts.map(Number);
}

test('the provider sees the soonest due first and the overdue ones last, and "Ocultar vencidas" is remembered', async ({
  page,
}) => {
  await new LoginPage(page).seedSession('proveedor');
  await page.goto('/factoring/descontar');
  await expect(availableTable(page).getByRole('checkbox').nth(1)).toBeVisible();
  await page.getByLabel('Filas por página').selectOption('100');
  const days = await daysShown(page);
  const firstOverdue = days.findIndex((left) => left < 0);
  expect(firstOverdue, 'el sandbox tiene facturas vencidas y por vencer').toBeGreaterThan(0);
  const current = days.slice(0, firstOverdue);
  const overdue = days.slice(firstOverdue);
  expect(current).toEqual([...current].sort((left, right) => left - right));
  expect(current.every((left) => left >= 0)).toBe(true);
  // Overdue last, the most recently past due first among them.
  expect(overdue).toEqual([...overdue].sort((left, right) => right - left));
  expect(overdue.every((left) => left < 0)).toBe(true);

  await expect(hideOverdue(page)).not.toBeChecked();
  await hideOverdue(page).check();
  await expect(page.getByRole('status').filter({ hasText: /facturas? vencidas? ocultas?/ })).toBeVisible();
  await expect(overdueBadges(page)).toHaveCount(0);
  expect((await daysShown(page)).every((left) => left >= 0)).toBe(true);

  await page.reload();
  await expect(hideOverdue(page)).toBeChecked();
  await expect(availableTable(page).getByRole('checkbox').nth(1)).toBeVisible();
  await expect(overdueBadges(page)).toHaveCount(0);
  await hideOverdue(page).uncheck();
  await page.getByLabel('Filas por página').selectOption('100');
  await expect(overdueBadges(page).first()).toBeVisible();
});

for (const size of widths) {
  test.describe(`pantalla ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("the review's summary figures fit their tiles, in the app's font and in a wide fallback font", async ({
      page,
    }) => {
      const screens = await openImportAsDebtor(page);
      // Two invoices whose NIO total is C$12,729,076.69, the figure that spilled out of its tile.
      const rows = invoiceRows(2).map((row, index) =>
        row.map((cell, column) => (column === 5 ? ([6364538.34, 6364538.35][index] ?? cell) : cell)),
      );
      await screens.upload(invoiceFile(rows));
      await expect(page.getByTestId('total-nio')).toHaveText(/12,729,076\.69/);
      const spill = () =>
        page
          .locator('.summary-totals dd')
          .evaluateAll((figures) =>
            figures
              .filter((figure) => figure.scrollWidth > figure.clientWidth)
              .map((figure) => `${figure.textContent}: ${figure.scrollWidth} > ${figure.clientWidth}`),
          );
      expect(await spill()).toEqual([]);
      // DejaVu Sans, what Firefox on Linux draws when the app's font is missing: wider digits.
      // Set through the CSSOM: the CSP refuses an injected <style>.
      await page.locator('.summary-totals dd').evaluateAll((figures) => {
        for (const figure of figures)
          if (figure instanceof HTMLElement) figure.style.setProperty('font-family', '"DejaVu Sans"', 'important');
      });
      expect(await spill()).toEqual([]);
      await expectAccessible(page, `${size.name}: resumen de importación`);
    });
  });
}

test.describe(`listas a ${wide.name}`, () => {
  test.use({ viewport: { width: wide.width, height: wide.height } });

  for (const list of keyLists) {
    test(`'${list.name}' shows its identity, counterparty, amounts, status and actions with no sideways scroll`, async ({
      page,
    }) => {
      await new LoginPage(page).seedSession(list.user);
      await page.goto(list.path);
      await expectKeyCellsInView(page, list, `${wide.name} ${list.name}`);
    });
  }
});

/** The element lies across the viewport's width, wholly: nothing of it needs a sideways scroll. */
async function expectWithinViewport(page: Page, element: Locator, what: string): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  if (!box) throw new Error(`${what} no tiene caja`);
  const viewportWidth = page.viewportSize()?.width ?? 0;
  expect.soft(box.x, `${what}: borde izquierdo`).toBeGreaterThanOrEqual(0);
  expect.soft(box.x + box.width, `${what}: borde derecho`).toBeLessThanOrEqual(viewportWidth);
}

/**
 * A column that shows in the table itself, not in a row's detail: its heading and the first row's
 * cell lie in the viewport, one above the other, and the table does not scroll sideways.
 */
async function expectColumnInView(page: Page, table: Locator, header: string): Promise<void> {
  const heading = table.getByRole('columnheader', { name: new RegExp(`^${header} ?(,|$)`) });
  const cell = table.locator('tbody tr').first().locator(`td[data-label="${header}"]`);
  await expect(heading).toBeVisible();
  await expect(cell).toBeVisible();
  await expectWithinViewport(page, heading, `columna ${header}`);
  await expectWithinViewport(page, cell, `celda ${header}`);
  const [headingBox, cellBox] = await Promise.all([heading.boundingBox(), cell.boundingBox()]);
  expect(cellBox?.x, `la celda ${header} está bajo su columna`).toBeCloseTo(headingBox?.x ?? -1, 0);
  await expect
    .poll(() => regionOf(table).evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeLessThanOrEqual(0);
}

test.describe('tableta vertical 768x1024: columnas que no se pliegan', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("'Aprobar facturas' shows Deudor and Facturas as columns in view", async ({ page }) => {
    await new LoginPage(page).seedSession('autorizador');
    await page.goto('/factoring/aprobar');
    const table = page.getByRole('table', { name: 'Solicitudes pendientes de aprobación' });
    for (const header of ['Deudor', 'Facturas']) await expectColumnInView(page, table, header);
  });

  test("'Solicitar factoraje' shows 'Vencida' and Deudor in view", async ({ page }) => {
    await new LoginPage(page).seedSession('proveedor');
    await page.goto('/factoring/descontar');
    await expect(availableTable(page).getByRole('checkbox').nth(1)).toBeVisible();
    await expectColumnInView(page, availableTable(page), 'Deudor');
    await expectColumnInView(page, availableTable(page), 'Días al vencimiento');
    // The overdue invoices come last: all rows on one page to reach them.
    await page.getByLabel('Filas por página').selectOption('100');
    const overdue = overdueBadges(page).first();
    await expect(overdue).toBeVisible();
    await expectWithinViewport(page, overdue, "la marca 'Vencida'");
    // In its row, not in the row's folded detail.
    await expect(overdue.locator('xpath=ancestor::td[1]')).toHaveAttribute('data-label', 'Días al vencimiento');
  });
});

test.describe('texto recortado en una tableta horizontal', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('a rejection reason cut at two lines opens in full on a tap, from the keyboard and under the mouse', async ({
    page,
  }) => {
    await new LoginPage(page).seedSession('deudor');
    await page.goto('/factoring/historica');
    const table = page.getByRole('table', { name: 'Cargas de facturas' });
    const reason = table.locator('td[data-label="Motivo"]').getByRole('button').first();
    await expect(reason).toBeVisible();
    const full = (await reason.textContent()) ?? '';
    expect(full.length).toBeGreaterThan(20);
    const bubble = page.getByRole('dialog', { name: 'Motivo' });

    await reason.tap();
    await expect(bubble).toHaveText(full);
    await expect(reason).toHaveAttribute('aria-expanded', 'true');
    await expectWithinViewport(page, bubble, 'el texto completo');
    await expectAccessible(page, '1024x768: motivo completo abierto');
    await page.keyboard.press('Escape');
    await expect(bubble).toBeHidden();

    await reason.focus();
    await page.keyboard.press('Enter');
    await expect(bubble).toHaveText(full);
    // The bubble holds no control: focus stays on the text it belongs to.
    await expect(reason).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(bubble).toBeHidden();

    await reason.hover();
    await expect(bubble).toHaveText(full);
    await page.mouse.move(1, 1);
    await expect(bubble).toBeHidden();
  });
});
