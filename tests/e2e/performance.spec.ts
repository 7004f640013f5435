import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ImportScreens, invoiceFile } from './support/import-page';
import { LoginPage } from './support/login-page';

// These tests are about the service worker, so they run with it (it is off by default).
test.use({ serviceWorkers: 'allow' });

const isWorkerScript = (url: string) => /\/assets\/import\.worker-[\w-]+\.js$/.test(new URL(url).pathname);

/** Resolves once the service worker is active and has finished precaching. */
async function installed(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error('no active service worker');
  });
}

test('pointing at "Importar facturas" fetches the import worker before the page is opened', async ({ page }) => {
  await new LoginPage(page).signInAs('deudor');
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await menu.getByRole('button', { name: 'Factoraje' }).click();
  const workerRequests: string[] = [];
  page.on('request', (request) => {
    if (isWorkerScript(request.url())) workerRequests.push(request.url());
  });
  // Pointing at another screen's link preloads that screen (its data call goes out), and still not
  // the worker. (The disbursements: the dashboard's own cards have already read the loads.)
  const preloaded = page.waitForRequest((request) =>
    request.url().endsWith('/api/operations/Factoring/HistoricalDisbursements'),
  );
  await menu.getByRole('link', { name: 'Factorajes históricos' }).hover();
  await preloaded;
  expect(workerRequests).toEqual([]);

  await menu.getByRole('link', { name: 'Importar facturas' }).hover();
  await expect.poll(() => workerRequests.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/$/);
});

test('the import page starts its worker when it opens, before a file is chosen', async ({ page }) => {
  await new LoginPage(page).signInAs('deudor');
  const workers: string[] = [];
  page.on('worker', (worker) => {
    if (isWorkerScript(worker.url())) workers.push(worker.url());
  });
  await new ImportScreens(page).open();
  await expect.poll(() => workers.length).toBe(1);
});

test('once installed, the import page reads a file with the connection gone: the worker comes from the precache', async ({
  page,
  context,
}) => {
  await new LoginPage(page).signInAs('deudor');
  await installed(page);
  const screens = new ImportScreens(page);
  const workerScripts: { fromServiceWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (isWorkerScript(response.url())) workerScripts.push({ fromServiceWorker: response.fromServiceWorker() });
  });
  // A page loaded after the install is controlled by the service worker.
  await page.reload();
  await expect(page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The connection is gone before the import page opens: its chunks and its worker, which it
  // starts at once, can only come from the precache.
  await context.setOffline(true);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await menu.getByRole('button', { name: 'Factoraje' }).click();
  await menu.getByRole('link', { name: 'Importar facturas' }).click();
  await expect(page.getByRole('heading', { name: 'Cargar archivo de facturas' })).toBeVisible();
  await screens.upload(invoiceFile(500, 'sin-conexion.xlsx'));
  expect(workerScripts.length).toBeGreaterThan(0);
  expect(workerScripts.every((script) => script.fromServiceWorker)).toBe(true);
  await expect(screens.totalInvoices()).toContainText('500');
  await expect(page.getByRole('table', { name: 'Resumen por proveedor' })).toBeVisible();
});
