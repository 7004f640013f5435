import type { ConsoleMessage } from '@playwright/test';
import { demoUsers, expect, test } from './support/fixtures';
import { ImportScreens, invoiceFile } from './support/import-page';
import { LoginPage } from './support/login-page';

// These tests are about the service worker, so they run with it (it is off by default).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 8, content security: the CSP guard every spec runs under really fails a test, and the
 * session token never shows up where it could leak (a URL, a console line, a cache).
 */

test.describe('the CSP guard of the shared fixtures', () => {
  test('hears a violation as it happens, on any page of the test (an injected <style> element)', async ({
    page,
    cspGuard,
  }) => {
    await new LoginPage(page).goto();
    expect(cspGuard).toEqual([]);
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red; }';
      document.head.append(style);
    });
    await expect
      .poll(() => cspGuard.join('\n'))
      .toMatch(/^http:\/\/localhost:\d+\/auth\/login → style-src-elem: inline/);
    // Still heard after the page moved on: the report reached the test at once.
    await page.goto('/recovery/username');
    expect(cspGuard).toHaveLength(1);
    // Forgiven here, and only here: any other violation fails its test in the guard's teardown.
    cspGuard.length = 0;
  });
});

interface CacheEntry {
  readonly cache: string;
  readonly url: string;
  /** Request and response headers, and the response body, as text. */
  readonly text: string;
}

test('the token never appears in a URL, a console line or a Cache Storage entry', async ({
  page,
  context,
  sandbox,
}) => {
  test.setTimeout(90_000);
  const urls: string[] = [];
  context.on('request', (request) => {
    urls.push(request.url());
  });
  const consoleLines: Promise<string>[] = [];
  const readLine = async (message: ConsoleMessage) => {
    const args = await Promise.all(message.args().map((arg) => arg.jsonValue().catch(() => '')));
    return `${message.type()}: ${message.text()} ${JSON.stringify(args)}`;
  };
  page.on('console', (message) => consoleLines.push(readLine(message)));
  page.on('pageerror', (error) =>
    consoleLines.push(Promise.resolve(`pageerror: ${error.message} ${error.stack ?? ''}`)),
  );
  const authorizations: string[] = [];
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header) authorizations.push(header);
  });

  const login = new LoginPage(page);
  await login.goto();
  // The token is read as it passes: the login page navigates into the app right after, and a
  // response of a page navigated away from has no body left to read.
  let token = '';
  await page.route('**/api/auth/secure/authenticate', async (route) => {
    const response = await route.fetch();
    token = ((await response.json()) as { access_token: string }).access_token;
    await route.fulfill({ response });
  });
  await login.signIn(demoUsers.deudor.email);
  await expect(page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
  expect(token.length).toBeGreaterThan(10);

  // The service worker takes control, so its caches fill as the user works.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Work that logs: an import sent, a read that fails (the client logs its error), the history.
  const screens = new ImportScreens(page);
  await screens.open();
  await screens.upload(invoiceFile(3, 'seguridad.xlsx'));
  await screens.send();
  await screens.sentLoadId();
  await sandbox.setFaults([{ kind: '500', match: 'operations/Factoring/HistoryLoads' }]);
  await page.goto('/factoring/historica');
  await expect(page.getByRole('alert').filter({ hasText: 'No se pudo cargar el historial de cargas.' })).toBeVisible({
    timeout: 20_000,
  });
  await sandbox.setFaults([]);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('table', { name: 'Cargas de facturas' })).toBeVisible();

  // The token was in use all along, in the one place it belongs: the Authorization header.
  expect(authorizations).toContain(`Bearer ${token}`);

  expect(urls.length).toBeGreaterThan(10);
  expect(
    urls.filter((url) => url.includes(token)),
    'URLs con el token',
  ).toEqual([]);
  expect(page.url()).not.toContain(token);

  const lines = await Promise.all(consoleLines);
  expect(lines.length, 'the walk did log (the failed read at least)').toBeGreaterThan(0);
  expect(
    lines.filter((line) => line.includes(token)),
    'líneas de consola con el token',
  ).toEqual([]);

  const entries = await page.evaluate(async (): Promise<CacheEntry[]> => {
    const found: CacheEntry[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const headers = [...request.headers.entries(), ...(response ? [...response.headers.entries()] : [])].map(
          ([key, value]) => `${key}: ${value}`,
        );
        const body = response ? await response.text() : '';
        found.push({ cache: name, url: request.url, text: `${headers.join('\n')}\n${body}` });
      }
    }
    return found;
  });
  expect(entries.length, 'the service worker cached the app').toBeGreaterThan(0);
  expect(
    entries
      .filter((entry) => entry.url.includes(token) || entry.text.includes(token))
      .map((entry) => `${entry.cache} ${entry.url}`),
    'entradas de Cache Storage con el token',
  ).toEqual([]);
  expect(
    entries.filter((entry) => new URL(entry.url).pathname.startsWith('/api/')).map((entry) => entry.url),
    'respuestas de la API en caché',
  ).toEqual([]);
});
