import { factoringApiAs, type LoadSummary } from './support/factoring-api';
import { expect, expectAccessible, test } from './support/fixtures';
import { LoginPage } from './support/login-page';

test('the debtor sees only its loads, and unknown ids say "History load with ID {id} not found"', async ({ page }) => {
  await new LoginPage(page).seedSession('deudor');
  await page.goto('/factoring/historica');
  const table = page.getByRole('table', { name: 'Cargas de facturas' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // The debtor's loads fit one page of 10, so every one is shown and no page-size selector is.
  const loads = await (await factoringApiAs(page.request, 'deudor')).get<LoadSummary[]>('HistoryLoads');
  expect(loads.length).toBeLessThanOrEqual(10);
  await expect(table.locator('tbody tr')).toHaveCount(loads.length);
  await expect(page.getByLabel('Filas por página')).toHaveCount(0);
  const debtors = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
  expect(debtors.length).toBeGreaterThan(0);
  expect(new Set(debtors)).toEqual(new Set(['Distribuidora Xolotlán, S.A.']));
  await expect(table.getByText('Rechazada').first()).toBeVisible();

  // 505 belongs to another debtor: it answers exactly like a load that does not exist.
  for (const id of ['99999', 'abc', '505']) {
    await page.goto(`/factoring/historica/detalle/${id}`);
    await expect(page.getByRole('alert')).toContainText(`History load with ID ${id} not found`);
  }
  await page.getByRole('link', { name: 'Volver a la lista' }).click();
  await expect(page).toHaveURL('/factoring/historica');
});

test.describe('an answer held in the page', () => {
  // A service worker controlling the page sends its calls itself, past page.route(); without one,
  // the page's own call is the one held.
  test.use({ serviceWorkers: 'block' });

  test("a slow list says 'Cargando...' until its rows arrive", async ({ page }) => {
    await new LoginPage(page).signInAs('autorizador');
    // The list's answer waits until the test has seen the loader: however slow the machine, the
    // loader has all the time it needs to show.
    let release: (value: undefined) => void = () => undefined;
    const released = new Promise<undefined>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/operations/Factoring/HistoryLoads', async (route) => {
      await released;
      await route.continue();
    });
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('button', { name: 'Factoraje' }).click();
    await menu.getByRole('link', { name: 'Carga histórica' }).click();
    // The route shows the page's loader while its loader waits for the list, inside the shell.
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Cargando...' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carga histórica');
    release(undefined);
    const table = page.getByRole('table', { name: 'Cargas de facturas' });
    await expect(table.getByRole('link', { name: /^#\d+$/ }).first()).toBeVisible();
    await expect(page.getByText('Cargando...')).toHaveCount(0);
  });
});

test('a list with one record the portal cannot read shows the others and says so', async ({ page }) => {
  // A record as another system might write it: a total no double holds to the cent.
  await page.route('**/api/operations/Factoring/HistoryLoads', async (route) => {
    const response = await route.fetch();
    const loads = (await response.json()) as LoadSummary[];
    const [model] = loads;
    await route.fulfill({ response, json: [...loads, { ...model, idLoad: 999_999, totalAmountNIO: 1e300 }] });
  });
  await new LoginPage(page).seedSession('deudor');
  await page.goto('/factoring/historica');
  const table = page.getByRole('table', { name: 'Cargas de facturas' });
  const loads = await (await factoringApiAs(page.request, 'deudor')).get<LoadSummary[]>('HistoryLoads');
  await expect(table.locator('tbody tr')).toHaveCount(loads.length);
  await expect(page.getByRole('status').filter({ hasText: 'No se pudo leer 1 registro' })).toHaveText(
    'No se pudo leer 1 registro de esta lista, así que no se muestra ni cuenta en los totales. Los demás están completos. Si lo necesita, comuníquese con soporte.',
  );
  await expect(table.getByText('999999')).toHaveCount(0);
  await expectAccessible(page, 'Carga histórica con un registro ilegible');
});
