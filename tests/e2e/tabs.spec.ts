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
