import { contract } from '../../contract/contract';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * The API reference the lender's backend team reads: Swagger UI, served by the sandbox from local
 * files, renders the generated OpenAPI document under the page's own CSP (the shared CSP guard
 * fails the test on any violation).
 */
test('/api/docs lists every call of the contract and passes axe', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Referencia de la API del Portal Corporativo' }),
  ).toBeVisible();
  const operations = page.locator('.opblock');
  await expect(operations).toHaveCount(Object.keys(contract).length);
  for (const endpoint of Object.values(contract)) {
    const path = `/${endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
    await expect(page.locator(`.opblock-summary-path[data-path="${path}"]`)).toHaveCount(1);
  }
  await expectAccessible(page, '/api/docs');

  // An operation opens with its schema and its example from the seed.
  const historyLoads = page.locator('#operations-Factoraje-historyLoads');
  await expect(historyLoads.getByText('Roles: DEUDOR, AUTORIZADOR')).toBeVisible();
  await historyLoads
    .getByRole('button', { name: /\/operations\/Factoring\/HistoryLoads/ })
    .first()
    .click();
  await expect(historyLoads.getByText('"Distribuidora Xolotlán, S.A."').first()).toBeVisible();
  await expectAccessible(page, '/api/docs, una llamada abierta');
});
