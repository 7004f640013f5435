import type { Locator, Page } from '@playwright/test';
import { factoringApiAs, money, sumCents, type Disbursement, type Operation } from './support/factoring-api';
import { expect, expectAccessible, test } from './support/fixtures';
import { LoginPage } from './support/login-page';

/** A shown amount ('C$1,234.50', 'USD 12.00') as its currency and number. */
function parseMoney(text: string): { currency: 'NIO' | 'USD'; amount: number } {
  const currency = text.trim().startsWith('USD') ? 'USD' : 'NIO';
  return { currency, amount: Number(text.replace(/[^\d.-]/g, '')) };
}

const fact = (page: Page, label: string): Locator =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test("a disbursement's detail totals equal the sum of its operations, per currency", async ({ page, request }) => {
  const provider = await factoringApiAs(request, 'proveedor');
  const disbursements = await provider.get<Disbursement[]>('HistoricalDisbursements');
  // The one with most operations, with both currencies.
  const target = [...disbursements].sort((a, b) => b.qty - a.qty)[0];
  if (!target) throw new Error('sin desembolsos');
  const operations = await provider.get<Operation[]>(`HistoricalDisbursementDetail/${target.idCreditForm}`);

  await new LoginPage(page).seedSession('proveedor');
  await page.goto('/factoring/desembolsos');
  const list = page.getByRole('table', { name: 'Desembolsos históricos' });
  await expect(list.getByRole('link', { name: `#${target.idCreditForm}` })).toBeVisible();
  await list.getByRole('link', { name: `#${target.idCreditForm}`, exact: true }).click();

  await expect(page).toHaveURL(`/factoring/desembolsos/detalle/${target.idCreditForm}`);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(
    `Detalle de Desembolso #${target.idCreditForm}`,
  );
  await expect(page).toHaveTitle(new RegExp(`Detalle de Desembolso #${target.idCreditForm}`));
  const table = page.getByRole('table', { name: `Operaciones del desembolso #${target.idCreditForm}` });
  await expect(table.locator('tbody tr')).toHaveCount(operations.length);

  // Sum what the table shows, per currency, and compare with the card and the footer.
  const header = await table.locator('thead th').allInnerTexts();
  const actualColumn = header.findIndex((text) => text.includes('Saldo actual'));
  const initialColumn = header.findIndex((text) => text.includes('Saldo inicial'));
  const cells = (index: number) => table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
  const actualTexts = await cells(actualColumn);
  const initialTexts = await cells(initialColumn);
  const shown = actualTexts.map((actual, row) => [actual, initialTexts[row] ?? ''] as const);
  const totals = {
    NIO: { actual: [] as number[], initial: [] as number[] },
    USD: { actual: [] as number[], initial: [] as number[] },
  };
  for (const [actualText = '', initialText = ''] of shown) {
    const actual = parseMoney(actualText);
    totals[actual.currency].actual.push(actual.amount);
    totals[actual.currency].initial.push(parseMoney(initialText).amount);
  }
  const nio = sumCents(totals.NIO.actual);
  const usd = sumCents(totals.USD.actual);
  expect(totals.NIO.actual.length + totals.USD.actual.length).toBe(operations.length);
  expect(totals.USD.actual.length, 'the chosen disbursement mixes currencies').toBeGreaterThan(0);
  expect(nio).toBe(
    sumCents(
      operations.filter((operation) => operation.currency === 'NIO').map((operation) => operation.actualBalance),
    ),
  );
  expect(usd).toBe(
    sumCents(
      operations.filter((operation) => operation.currency === 'USD').map((operation) => operation.actualBalance),
    ),
  );

  await expect(fact(page, 'Desembolso')).toHaveText(`#${target.idCreditForm}`);
  await expect(fact(page, 'Deudor')).toHaveText(target.debtor);
  await expect(fact(page, 'Fecha de factoraje')).toHaveText(target.factoringDate.split('-').reverse().join('/'));
  await expect(fact(page, 'Número de operaciones')).toHaveText(String(operations.length));
  await expect(fact(page, 'Total NIO \\(saldo actual\\)')).toHaveText(money(nio, 'NIO'));
  await expect(fact(page, 'Total USD \\(saldo actual\\)')).toHaveText(money(usd, 'USD'));

  // The footer's totals sit under their balance's column and each says which balance it adds up.
  const footerCell = (currency: string, index: number) =>
    table
      .locator('tfoot tr')
      .filter({ hasText: `Total ${currency}` })
      .locator(`td:nth-child(${index + 1})`);
  await expect(footerCell('NIO', actualColumn)).toHaveText(`Saldo actual ${money(nio, 'NIO')}`);
  await expect(footerCell('NIO', initialColumn)).toHaveText(
    `Saldo inicial ${money(sumCents(totals.NIO.initial), 'NIO')}`,
  );
  await expect(footerCell('USD', actualColumn)).toHaveText(`Saldo actual ${money(usd, 'USD')}`);
  await expect(footerCell('USD', initialColumn)).toHaveText(
    `Saldo inicial ${money(sumCents(totals.USD.initial), 'USD')}`,
  );

  await page.getByRole('link', { name: 'Volver a la lista' }).click();
  await expect(page).toHaveURL('/factoring/desembolsos');
});

test('a missing or non-integer id says "ID de formulario de crédito no proporcionado"', async ({ page }) => {
  await new LoginPage(page).seedSession('deudor');
  for (const path of [
    '/factoring/desembolsos/detalle',
    '/factoring/desembolsos/detalle/abc',
    '/factoring/desembolsos/detalle/12.5',
    '/factoring/desembolsos/detalle/0',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText('ID de formulario de crédito no proporcionado');
  }
  await page.getByRole('link', { name: 'Volver a la lista' }).click();
  await expect(page).toHaveURL('/factoring/desembolsos');
});

test('a failed detail load says so in SPEC words, retries, and returns to the list', async ({ page, sandbox }) => {
  await new LoginPage(page).seedSession('autorizador');
  await page.goto('/factoring/desembolsos/detalle/999999');
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('Error al cargar los detalles del desembolso');
  await expect(failure).toContainText('No se pudo cargar la información solicitada.');
  await expectAccessible(page, 'detalle con error');
  await page.getByRole('link', { name: 'Volver a la lista' }).click();
  await expect(page).toHaveURL('/factoring/desembolsos');

  // Not retried by the client, so the failure shows at once (retries are checked in Node).
  await sandbox.setFaults([{ match: 'HistoricalDisbursementDetail', kind: 'not-json' }]);
  await page.goto('/factoring/desembolsos/detalle/3101');
  await expect(page.getByRole('alert')).toContainText('Error al cargar los detalles del desembolso');
  await sandbox.setFaults([]);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('table', { name: 'Operaciones del desembolso #3101' })).toBeVisible();
});

test.describe('an answer replaced in the page', () => {
  // A service worker controlling the page sends its calls itself, past page.route(); without one,
  // every call of the page is the page's own, and the replaced answer is the one the screen gets.
  test.use({ serviceWorkers: 'block' });

  test("an empty operations list says 'No se encontraron operaciones'", async ({ page }) => {
    await new LoginPage(page).seedSession('proveedor');
    // The sandbox never creates an empty disbursement; the API's answer is replaced for this one call.
    await page.route('**/api/operations/Factoring/HistoricalDisbursementDetail/3101', (route) =>
      route.fulfill({ json: [] }),
    );
    await page.goto('/factoring/desembolsos/detalle/3101');
    await expect(page.getByRole('cell', { name: 'No se encontraron operaciones' })).toBeVisible();
    await expect(fact(page, 'Número de operaciones')).toHaveText('0');
    await expect(fact(page, 'Total NIO \\(saldo actual\\)')).toHaveText(money(0, 'NIO'));
    await expect(fact(page, 'Total USD \\(saldo actual\\)')).toHaveText(money(0, 'USD'));
  });
});
