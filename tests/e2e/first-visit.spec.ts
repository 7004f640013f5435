import { demoPassword, demoUsers, expect, expectAccessible, test } from './support/fixtures';
import { LoginPage } from './support/login-page';

test('the login form painted before any script takes typing, and the live form keeps every keystroke and the focus', async ({
  page,
}) => {
  // Every script is held at the network until the visitor has typed: only HTML and CSS have arrived.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const heldScripts: string[] = [];
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    heldScripts.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });

  const accessReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/auth/me')) accessReads.push(request.url());
  });

  const login = new LoginPage(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  const painted = page.locator('#prerendered-login');
  await expect(painted).toHaveCount(1);
  // Nothing can be sent before the live form is there: no credentials in a URL by accident.
  await expect(login.submit()).toBeDisabled();
  await expectAccessible(page, 'inicio de sesión prerenderizado');

  const email = demoUsers.deudor.email;
  await login.email().pressSequentially(email);
  await login.password().pressSequentially(demoPassword.slice(0, 4));
  await expect(login.password()).toBeFocused();
  expect(heldScripts.length).toBeGreaterThan(0);

  release();
  await expect(painted).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toHaveCount(1);
  await expect(login.email()).toHaveValue(email);
  await expect(login.password()).toHaveValue(demoPassword.slice(0, 4));
  await expect(login.password()).toBeFocused();

  // Typing goes on in the live form where it stopped, and the live form signs in.
  await page.keyboard.type(demoPassword.slice(4));
  await expect(login.password()).toHaveValue(demoPassword);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
  // The login page had the user's access confirmed and handed it to the app it opened.
  expect(accessReads).toHaveLength(1);
});
