import type { Request } from '@playwright/test';
import { armFault, expectNoSpinner, expectSpanishError, FAULTS, waitThroughRetries, type Fault } from './support/fault-matrix';
import { demoPassword, demoUsers, expect, test } from './support/fixtures';
import { LoginPage } from './support/login-page';

/**
 * Issue 8's matrix for the session calls: the login itself, the user data loaded after it and at
 * every start (me, products, permissions), and the logout.
 */

test.describe.configure({ timeout: 120_000 });

/** How the login form words each failure (src/features/auth/messages.ts). */
const LOGIN_ERRORS: Readonly<Record<Fault, string>> = {
  drop: 'No hay conexión con el servidor. Verifique su conexión a internet e inténtelo de nuevo.',
  '500': 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
  '503': 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
  timeout: 'No hay conexión con el servidor. Verifique su conexión a internet e inténtelo de nuevo.',
  'not-json': 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
  'bad-contract': 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
};

/** The three calls that load the user's data, faulted together. */
const USER_DATA = '^auth/(me|portal/getUserProducts|portal/getPermissions)$';
const USER_DATA_ERROR = 'No pudimos cargar sus datos de usuario. Verifique su conexión e inténtelo de nuevo.';

test('login: every fault says why in Spanish, keeps what was typed, and the next try signs in', async ({ page, sandbox }) => {
  const login = new LoginPage(page);
  await page.clock.install();
  await login.goto();
  await login.email().fill(demoUsers.autorizador.email);
  await login.password().fill(demoPassword);
  for (const fault of FAULTS) {
    const label = `authenticate / ${fault}`;
    await armFault(sandbox, fault, '^auth/secure/authenticate$');
    await login.submit().click();
    const error = login.error().filter({ hasText: LOGIN_ERRORS[fault] });
    await waitThroughRetries(page, error, label);
    await expectSpanishError(error, label);
    await expectNoSpinner(page, label);
    await expect(login.submit(), `${label}: the form can be sent again`).toHaveText('Ingresar');
    await expect(login.email(), `${label}: the email is kept`).toHaveValue(demoUsers.autorizador.email);
    await expect(login.password(), `${label}: the password is kept`).toHaveValue(demoPassword);
  }
  await sandbox.setFaults([]);
  await login.submit().click();
  await expect(page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
});

test('user data after login and at start: every fault ends on a Spanish error with Reintentar, never a blank page', async ({ page, sandbox }) => {
  const login = new LoginPage(page);
  await page.clock.install();
  await login.goto();
  // Right after the login (SPEC section 2: the error page), then at each start (the protected layout).
  await armFault(sandbox, FAULTS[0], USER_DATA);
  await login.signIn(demoUsers.autorizador.email);
  const errorPage = page.getByText('No pudimos cargar sus datos. Inténtelo de nuevo en unos momentos.');
  await waitThroughRetries(page, errorPage, `user data after login / ${FAULTS[0]}`);
  await expect(page).toHaveURL('/error');
  await page.getByRole('button', { name: 'Reintentar' }).click();

  for (const fault of FAULTS) {
    const label = `user data at start / ${fault}`;
    await armFault(sandbox, fault, USER_DATA);
    if (fault !== FAULTS[0]) await page.getByRole('button', { name: 'Reintentar' }).click();
    const error = page.getByText(USER_DATA_ERROR);
    await waitThroughRetries(page, error, label);
    await expectSpanishError(page.locator('body'), label);
    await expectNoSpinner(page, label);
    await expect(page.getByRole('button', { name: 'Reintentar' }), label).toBeEnabled();
  }
  await sandbox.setFaults([]);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
});

test('logout: whatever happens to the call, the session ends here and the login page shows', async ({ page, sandbox }) => {
  const login = new LoginPage(page);
  const logouts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/auth/logout')) logouts.push(request);
  });
  await page.clock.install();
  for (const fault of FAULTS) {
    const label = `logout / ${fault}`;
    await login.signInAs('autorizador');
    await armFault(sandbox, fault, '^auth/logout$');
    await page.getByRole('button', { name: /^Menú de usuario de / }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    // SPEC section 4 and DESIGN decision 1: the logout call's failure is ignored, local state always goes.
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' }), label).toBeVisible();
    const stored = await page.evaluate(() => [sessionStorage.getItem('portal_token_prod'), localStorage.getItem('portal_token_prod')]);
    expect(stored, `${label}: no token left`).toEqual([null, null]);
    await page.goto('/');
    await expect(page, `${label}: protected pages need a new login`).toHaveURL(/\/auth\/login/);
    await sandbox.setFaults([]);
  }
  // Sent once per logout, never repeated (a logout is not retried).
  expect(logouts).toHaveLength(FAULTS.length);
});
