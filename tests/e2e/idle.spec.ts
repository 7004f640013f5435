import { expect, test } from './support/fixtures';
import { LoginPage } from './support/login-page';

const start = new Date('2026-11-23T14:00:00Z');

test('warns one minute before the idle limit and logs out at it', async ({ page }) => {
  await page.clock.install({ time: start });
  await new LoginPage(page).signInAs('deudor');

  await page.clock.runFor('13:50');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.clock.runFor('00:15');
  const warning = page.getByRole('alertdialog', { name: 'Su sesión está por expirar' });
  await expect(warning).toBeVisible();
  await page.clock.runFor('01:00');
  await expect(page).toHaveURL(/\/auth\/login\?reason=idle/);
  await expect(page.getByText('Su sesión se cerró por inactividad.')).toBeVisible();
});

test('staying signed in from the warning keeps the session', async ({ page }) => {
  await page.clock.install({ time: start });
  await new LoginPage(page).signInAs('deudor');
  await page.clock.runFor('14:05');
  await page.getByRole('button', { name: 'Seguir conectado' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.clock.runFor('10:00');
  await expect(page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
});

test('activity in a second tab keeps the first alive', async ({ context }) => {
  const first = await context.newPage();
  await first.clock.install({ time: start });
  await new LoginPage(first).signInAs('autorizador');
  const token = await first.evaluate(() => sessionStorage.getItem('portal_token_prod'));
  const user = await first.evaluate(() => sessionStorage.getItem('portal_current_user_prod'));

  const second = await context.newPage();
  await second.clock.install({ time: start });
  await second.addInitScript(
    ([savedToken, savedUser]) => {
      if (savedToken && savedUser) {
        sessionStorage.setItem('portal_token_prod', savedToken);
        sessionStorage.setItem('portal_current_user_prod', savedUser);
      }
    },
    [token, user] as const,
  );
  await second.goto('/');
  await expect(second.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();

  // Ten minutes pass in both tabs; the user works in the second one.
  await Promise.all([first.clock.runFor('10:00'), second.clock.runFor('10:00')]);
  await second.mouse.click(600, 400);
  await Promise.all([first.clock.runFor('10:00'), second.clock.runFor('10:00')]);

  await expect(first).not.toHaveURL(/\/auth\/login/);
  await expect(first.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
});
