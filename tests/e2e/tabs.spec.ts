import { randomUUID } from 'node:crypto';
import { submitLoadAsDebtor } from './support/factoring-api';
import { expect, test } from './support/fixtures';
import { LoginPage } from './support/login-page';

const loadsTable = 'Cargas de facturas';

test('a protected page opened in a new tab is signed in without a login, and a logout in one tab ends both', async ({
  context,
}) => {
  const first = await context.newPage();
  await new LoginPage(first).signInAs('autorizador');

  // The second tab asks the first for the session: no login page, no second sign-in.
  const second = await context.newPage();
  await second.goto('/factoring/historica');
  await expect(second.getByRole('table', { name: loadsTable })).toBeVisible();
  await expect(second).toHaveURL('/factoring/historica');
  // The session is the second tab's own now, in its own sessionStorage.
  expect(await second.evaluate(() => sessionStorage.getItem('portal_token_prod'))).toBe(
    await first.evaluate(() => sessionStorage.getItem('portal_token_prod')),
  );

  await first.getByRole('button', { name: /Menú de usuario$/ }).click();
  await first.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(first).toHaveURL('/auth/login');
  await expect(second).toHaveURL('/auth/login', { timeout: 1000 });
  expect(await second.evaluate(() => sessionStorage.getItem('portal_token_prod'))).toBeNull();

  // Signed out everywhere: a new tab finds no session to join and goes to login.
  const third = await context.newPage();
  await third.goto('/factoring/historica');
  await expect(third).toHaveURL(/\/auth\/login\?redirect=/);
});

test('the login opened in a new tab beside a signed-in one goes on to its page, signed in', async ({ context }) => {
  const first = await context.newPage();
  await new LoginPage(first).signInAs('deudor');

  const second = await context.newPage();
  await second.goto('/auth/login');
  await expect(second).toHaveURL('/');
  await expect(second.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();

  // With the address it was sent back from, it continues there.
  const third = await context.newPage();
  await third.goto('/auth/login?redirect=%2Ffactoring%2Fhistorica');
  await expect(third).toHaveURL('/factoring/historica');
  await expect(third.getByRole('table', { name: loadsTable })).toBeVisible();
});

test("a decision in one tab takes the load off the other tab's pending list, without a reload", async ({
  page,
  context,
  request,
}) => {
  const load = await submitLoadAsDebtor(request, [
    {
      providerIdentification: 'J0310000123456',
      providerName: 'Cafetalera Las Segovias, S.A.',
      invoiceNumber: `E2E-TAB-${randomUUID().slice(0, 8)}`,
      invoiceDate: '2026-10-01',
      dueDate: '2026-12-30',
      amountNIO: 52_000,
      amountUSD: 0,
    },
  ]);
  await new LoginPage(page).seedSession('autorizador');
  await page.goto('/factoring/aprobar');
  const pending = (tab: typeof page) =>
    tab
      .getByRole('table', { name: 'Solicitudes pendientes de aprobación' })
      .getByRole('link', { name: `#${String(load.idLoad)}`, exact: true });
  await expect(pending(page)).toBeVisible();

  // The same session in a second tab (window.open copies sessionStorage, like a middle click).
  const [second] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => window.open('/factoring/aprobar')),
  ]);
  await expect(pending(second)).toBeVisible();

  await page.goto(`/factoring/aprobar/aprobar/${String(load.idLoad)}`);
  await page.getByRole('button', { name: `Aprobar carga #${String(load.idLoad)}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `La carga #${String(load.idLoad)} fue aprobada.` }),
  ).toBeVisible();

  // The other tab was told, read its list again, and no longer offers the load.
  await expect(pending(second)).toHaveCount(0);
});
