import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { read, utils } from 'xlsx';
import { factoringApiAs, money, sumCents, type Disbursement, type LoadSummary } from './support/factoring-api';
import { expect, expectAccessible, test, type DemoUser } from './support/fixtures';
import { LoginPage } from './support/login-page';
import { screenshot } from './support/screenshots';

interface HistoryLoad {
  readonly idLoad: number;
  readonly loadDate: string;
  readonly status: string;
}

interface PendingLoad extends LoadSummary {
  readonly debtor: string;
  readonly totalInvoices: number;
  readonly totalAmountNIO: number;
  readonly totalAmountUSD: number;
}

const filtersOf = (page: Page, list: string) => page.getByRole('region', { name: `Filtros de ${list}` });

/** The numbers in the 'Carga' column of an exported sheet, header and totals left out. */
async function exportedLoadIds(page: Page): Promise<number[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar a Excel' }).click(),
  ]);
  const workbook = read(readFileSync(await download.path()), { type: 'buffer' });
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('el archivo no tiene hojas');
  const [header, ...rows] = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
  const column = (header ?? []).indexOf('Carga');
  expect(column).toBeGreaterThanOrEqual(0);
  return rows.map((row) => row[column]).filter((cell): cell is number => typeof cell === 'number');
}

test('history filtered by status and date survives reload, back and forward, and exports only its rows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await new LoginPage(page).seedSession('autorizador');
  const loads = await (await factoringApiAs(page.request, 'autorizador')).get<HistoryLoad[]>('HistoryLoads');
  const approved = loads.filter((load) => load.status === 'APROBADA');
  const days = [...new Set(approved.map((load) => load.loadDate.slice(0, 10)))].sort();
  // From the second day an approved load was sent: the earliest approved ones fall out.
  const from = days[1];
  if (from === undefined) throw new Error('la semilla necesita cargas aprobadas de dos días distintos');
  const expected = approved.filter((load) => load.loadDate.slice(0, 10) >= from).map((load) => load.idLoad);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(approved.length);

  await page.goto('/factoring/historica');
  const filters = filtersOf(page, 'Cargas de facturas');
  await filters.getByLabel('Estado').selectOption({ label: 'Aprobada' });
  await expect(page).toHaveURL(/estado=aprobada/);
  const matches = filters.getByRole('status');
  await expect(matches).toHaveText(`${approved.length} de ${loads.length} registros coinciden con los filtros.`);
  await filters.getByLabel('Desde').fill(from);
  await expect(page).toHaveURL(new RegExp(`desde=${from}`));
  const filtered = `${expected.length} de ${loads.length} registros coinciden con los filtros.`;
  await expect(matches).toHaveText(filtered);

  await page.reload();
  await expect(matches).toHaveText(filtered);
  await expect(filters.getByLabel('Estado')).toHaveValue('aprobada');
  await expect(filters.getByLabel('Desde')).toHaveValue(from);
  const table = page.getByRole('table', { name: 'Cargas de facturas' });
  await expect(table.locator('tbody tr').first()).toContainText('Aprobada');
  expect((await exportedLoadIds(page)).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
  await expect(
    page.getByText(`Se exportaron ${expected.length} ${expected.length === 1 ? 'fila' : 'filas'} a Excel.`),
  ).toBeVisible();

  // The typed date replaced its history entry; the status chosen before it is one step back.
  await page.goBack();
  await expect(page).not.toHaveURL(/desde=/);
  await expect(matches).toHaveText(`${approved.length} de ${loads.length} registros coinciden con los filtros.`);
  await page.goForward();
  await expect(matches).toHaveText(filtered);

  await filters.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).toHaveURL(/\/factoring\/historica$/);
  await expect(matches).toHaveCount(0);
  await expect(filters.getByLabel('Estado')).toHaveValue('');
});

test('disbursements: amounts filter the rows and their totals, a bad link shows everything, nothing matching says so', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await new LoginPage(page).seedSession('autorizador');
  const disbursements = await (
    await factoringApiAs(page.request, 'autorizador')
  ).get<Disbursement[]>('HistoricalDisbursements');
  const table = page.getByRole('table', { name: 'Desembolsos históricos' });
  const filters = filtersOf(page, 'Desembolsos históricos');

  // A link with values the list cannot use opens the whole list, not an error.
  await page.goto('/factoring/desembolsos?montoMin=mucho&desde=ayer&moneda=EUR&estado=activa');
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(disbursements.length, 10));
  await expect(filters.getByRole('status')).toHaveCount(0);
  await expect(filters.getByRole('button', { name: 'Limpiar filtros' })).toBeDisabled();

  const amounts = disbursements.map((disbursement) => disbursement.amountUSD).sort((a, b) => a - b);
  const threshold = amounts[Math.floor(amounts.length / 2)] ?? 0;
  const kept = disbursements.filter((disbursement) => disbursement.amountUSD >= threshold);
  await filters.getByLabel('Moneda').selectOption('USD');
  await filters.getByLabel('Monto mínimo').fill(String(threshold));
  await expect(filters.getByRole('status')).toHaveText(
    `${kept.length} de ${disbursements.length} registros coinciden con los filtros.`,
  );
  const usdTotal = kept.reduce((sum, disbursement) => sum + Math.round(disbursement.amountUSD * 100), 0) / 100;
  const formatted = new Intl.NumberFormat('es-NI', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  await expect(table.locator('tfoot')).toContainText(formatted.format(usdTotal));

  await filters.getByLabel('Monto mínimo').fill('999999999');
  await expect(table.locator('tbody')).toHaveText(
    'Ningún registro coincide con los filtros. Cambie los filtros o use «Limpiar filtros».',
  );
  await expect(page.getByRole('button', { name: 'Exportar a Excel' })).toBeDisabled();
  await filters.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(disbursements.length, 10));
});

test("'Aprobar facturas': the pending tiles count and total only the loads the filters show", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await new LoginPage(page).seedSession('autorizador');
  const pending = await (await factoringApiAs(page.request, 'autorizador')).get<PendingLoad[]>('GetFactoringRequests');
  const debtors = [...new Set(pending.map((load) => load.debtor))].sort();
  // The debtor with the fewest pending loads, so the filter surely leaves some out.
  const debtor = debtors
    .map((name) => ({ name, loads: pending.filter((load) => load.debtor === name) }))
    .sort((a, b) => a.loads.length - b.loads.length)[0];
  if (!debtor || debtors.length < 2) throw new Error('la semilla necesita cargas pendientes de dos deudores');
  const tiles = page.getByRole('region', { name: 'Pendiente de decisión' });
  const expectTiles = async (heading: string, loads: readonly PendingLoad[]) => {
    await expect(tiles.getByRole('term').first()).toHaveText(heading);
    const invoices = loads.reduce((sum, load) => sum + load.totalInvoices, 0);
    await expect(page.getByTestId('pending-loads')).toHaveText(
      `${loads.length === 1 ? '1 carga pendiente' : `${loads.length} cargas pendientes`} · ${invoices === 1 ? '1 factura' : `${invoices} facturas`}`,
    );
    await expect(page.getByTestId('pending-total-nio')).toHaveText(
      money(sumCents(loads.map((load) => load.totalAmountNIO)), 'NIO'),
    );
    await expect(page.getByTestId('pending-total-usd')).toHaveText(
      money(sumCents(loads.map((load) => load.totalAmountUSD)), 'USD'),
    );
  };

  await page.goto('/factoring/aprobar');
  await expectTiles('Pendiente de decisión', pending);
  const filters = filtersOf(page, 'Solicitudes pendientes de aprobación');
  await filters.getByLabel('Deudor').selectOption(debtor.name);
  await expect(filters.getByRole('status')).toHaveText(
    `${debtor.loads.length} de ${pending.length} registros coinciden con los filtros.`,
  );
  await expectTiles('Pendiente de decisión, según los filtros', debtor.loads);
  await screenshot(page, 'aprobar-totales-filtrados');

  // Nothing matching: the tiles say zero, not the whole list.
  await filters.getByLabel('Monto mínimo').fill('999999999');
  await expectTiles('Pendiente de decisión, según los filtros', []);

  await filters.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expectTiles('Pendiente de decisión', pending);
});

const screens: readonly { path: string; user: DemoUser; list: string }[] = [
  { path: '/factoring/historica', user: 'autorizador', list: 'Cargas de facturas' },
  { path: '/factoring/aprobar', user: 'autorizador', list: 'Solicitudes pendientes de aprobación' },
  { path: '/factoring/desembolsos', user: 'autorizador', list: 'Desembolsos históricos' },
  { path: '/factoring/descontar', user: 'proveedor', list: 'Facturas disponibles para factoraje' },
];

const viewports = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

/** Opens the filters behind their button where the screen is narrow; a laptop shows them already. */
async function showFilters(filters: Locator, narrow: boolean): Promise<void> {
  const toggle = filters.getByRole('button', { name: /^Filtros/ });
  if (!narrow) {
    await expect(toggle).toHaveCount(0);
    return;
  }
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(filters.getByLabel('Desde')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

for (const { path, user, list } of screens) {
  test(`${path}: the filters are reachable and accessible on a phone, a tablet and a laptop`, async ({ page }) => {
    await new LoginPage(page).seedSession(user);
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      const filters = filtersOf(page, list);
      await showFilters(filters, viewport.width <= 1024);
      await expect(filters.getByLabel('Desde')).toBeVisible();
      await expect(filters.getByRole('button', { name: 'Limpiar filtros' })).toBeVisible();
      // The open filters never make the page scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectAccessible(page, `filtros de ${path} a ${viewport.width}×${viewport.height}`);
    }
  });
}

test('on a tablet the filters button counts the active filters, and Escape closes its panel', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await new LoginPage(page).seedSession('autorizador');
  await page.goto('/factoring/historica?estado=rechazada&desde=2000-01-01&hasta=2100-12-31');
  const filters = filtersOf(page, 'Cargas de facturas');
  const toggle = filters.getByRole('button', { name: 'Filtros (2 activos)' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await filters.getByLabel('Estado').focus();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(page.getByRole('table', { name: 'Cargas de facturas' }).locator('tbody tr').first()).toContainText(
    'Rechazada',
  );
});

test('a provider requests only the invoices its filters show, never a selected one they hide', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await new LoginPage(page).seedSession('proveedor');
  await page.goto('/factoring/descontar');
  await page.getByRole('checkbox', { name: 'Seleccionar todas las filas' }).check();
  const filters = filtersOf(page, 'Facturas disponibles para factoraje');
  await filters.getByLabel('Estado').selectOption({ label: 'Vencida' });
  const line = (await filters.getByRole('status').textContent()) ?? '';
  const [, shown, total] = /^(\d+) de (\d+) registros/.exec(line) ?? [];
  expect(Number(shown)).toBeGreaterThan(0);
  expect(Number(shown)).toBeLessThan(Number(total));
  await expect(page.getByTestId('selection-count')).toHaveText(
    shown === '1' ? '1 factura seleccionada' : `${shown} facturas seleccionadas`,
  );
  await page.getByRole('button', { name: 'Solicitar factoraje' }).click();
  await expect(page.getByRole('dialog')).toContainText(`${shown === '1' ? '1 factura' : `${shown} facturas`}?`);
});
