import type { Page } from '@playwright/test';
import { invoiceRows } from '../fixtures/spreadsheets';
import { expect, expectAccessible, test } from './support/fixtures';
import { ImportScreens, invoiceFile } from './support/import-page';
import { LoginPage } from './support/login-page';

/**
 * The review's figures fit their tiles at every width and in a wide fallback font, the provider's
 * list opens on what can still be discounted, and the changed lists pass axe from a phone to a
 * desktop. Tablets' full walks (key columns in view, touch sizes) are in tablet.spec.ts.
 */
const widths = [
  { name: '390x844', width: 390, height: 844 },
  { name: '768x1024', width: 768, height: 1024 },
  { name: '1280x800', width: 1280, height: 800 },
] as const;

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
  await new LoginPage(page).signInAs('proveedor');
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

    test("the provider's and the authoriser's lists pass axe", async ({ page }) => {
      await new LoginPage(page).signInAs('proveedor');
      await page.goto('/factoring/descontar');
      await expect(availableTable(page).getByRole('checkbox').nth(1)).toBeVisible();
      await expect(hideOverdue(page)).toBeVisible();
      await expectAccessible(page, `${size.name}: /factoring/descontar`);
    });

    test("the review's summary figures fit their tiles, in the app's font and in a wide fallback font", async ({
      page,
    }) => {
      await new LoginPage(page).signInAs('deudor');
      const screens = new ImportScreens(page);
      await screens.open();
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
