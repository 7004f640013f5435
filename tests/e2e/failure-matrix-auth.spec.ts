import type { Request } from '@playwright/test';
import {
  armFault,
  expectNoSpinner,
  expectSpanishError,
  FAULTS,
  waitThroughRetries,
  watchCalls,
  type Fault,
} from './support/fault-matrix';
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

/** The three calls that load the user's data (after the login, and at every start). */
const USER_DATA_CALLS = ['^auth/me$', '^auth/portal/getUserProducts$', '^auth/portal/getPermissions$'] as const;
const USER_DATA_ERROR = 'No pudimos cargar sus datos de usuario. Verifique su conexión e inténtelo de nuevo.';

test('login: every fault says why in Spanish, keeps what was typed, and the next try signs in', async ({
  page,
  sandbox,
}) => {
  const login = new LoginPage(page);
  const watch = watchCalls(page);
  await page.clock.install();
  await login.goto();
  await login.email().fill(demoUsers.autorizador.email);
  await login.password().fill(demoPassword);
  for (const fault of FAULTS) {
    const label = `authenticate / ${fault}`;
    const match = '^auth/secure/authenticate$';
    await armFault(sandbox, fault, match);
    const since = watch.sent(match);
    await login.submit().click();
    const error = login.error().filter({ hasText: LOGIN_ERRORS[fault] });
    await waitThroughRetries(page, error, label, { watch, match, since, fault });
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

test('user data after login and at start: each call under every fault ends on a Spanish error with Reintentar, never a blank page', async ({
  page,
  sandbox,
}) => {
  const login = new LoginPage(page);
  const retry = page.getByRole('button', { name: 'Reintentar' });
  const watch = watchCalls(page);
  await page.clock.install();
  await login.goto();
  // Right after the login (SPEC section 2: the error page), then at each start (the protected layout).
  await armFault(sandbox, FAULTS[0], USER_DATA_CALLS[0]);
  await login.signIn(demoUsers.autorizador.email);
  const errorPage = page.getByText('No pudimos cargar sus datos. Inténtelo de nuevo en unos momentos.');
  await waitThroughRetries(page, errorPage, `user data after login / ${FAULTS[0]}`);
  await expect(page).toHaveURL('/error');
  await expectNoSpinner(page, 'user data after login');

  for (const call of USER_DATA_CALLS) {
    for (const fault of FAULTS) {
      const label = `${call} at start / ${fault}`;
      await armFault(sandbox, fault, call);
      const since = watch.sent(call);
      // The first fault meets the error page's Reintentar (which starts the app again); each next
      // one, the protected layout's.
      await retry.click();
      const error = page.getByText(USER_DATA_ERROR);
      await waitThroughRetries(page, error, label, { watch, match: call, since, fault });
      await expectSpanishError(page.locator('body'), label);
      await expectNoSpinner(page, label);
      await expect(retry, label).toBeEnabled();
    }
  }
  await sandbox.setFaults([]);
  await retry.click();
  // Three user-data calls in a row after 36 faults: roomy on a loaded two-core CI machine.
  await expect(page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible({ timeout: 20_000 });
});

test('session check on return to the tab: every fault leaves the user where they were, signed in', async ({
  page,
  sandbox,
}) => {
  const validations: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/validate')) validations.push(request);
  });
  await page.clock.install();
  await new LoginPage(page).signInAs('autorizador');
  await page.goto('/factoring/aprobar');
  const table = page.getByRole('table', { name: 'Solicitudes pendientes de aprobación' });
  await expect(table).toBeVisible();
  for (const fault of FAULTS) {
    const label = `validate / ${fault}`;
    await armFault(sandbox, fault, '^auth/validate$');
    const before = validations.length;
    // A check runs at most every 30 s, when the tab becomes visible again.
    await page.clock.fastForward(31_000);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => validations.length, `${label}: the check was sent`).toBeGreaterThan(before);
    await page.clock.fastForward(35_000);
    // SPEC section 7: the check is simply false on any error; only a 401 ends the session. It runs
    // in the background with nothing for the user to do, so nothing is shown and nothing is lost.
    await expect(table, `${label}: the page stays`).toBeVisible();
    await expect(page, label).toHaveURL(/\/factoring\/aprobar/);
    await expectNoSpinner(page, label);
    const token = await page.evaluate(
      () => sessionStorage.getItem('portal_token_prod') ?? localStorage.getItem('portal_token_prod'),
    );
    expect(token, `${label}: still signed in`).not.toBeNull();
  }
});

test('logout: whatever happens to the call, the session ends here and the login page shows', async ({
  page,
  sandbox,
}) => {
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
    await page.getByRole('button', { name: /Menú de usuario$/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    // SPEC section 4 and DESIGN decision 1: the logout call's failure is ignored, local state always goes.
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' }), label).toBeVisible();
    const stored = await page.evaluate(() => [
      sessionStorage.getItem('portal_token_prod'),
      localStorage.getItem('portal_token_prod'),
    ]);
    expect(stored, `${label}: no token left`).toEqual([null, null]);
    await page.goto('/');
    await expect(page, `${label}: protected pages need a new login`).toHaveURL(/\/auth\/login/);
    await sandbox.setFaults([]);
  }
  // Sent once per logout, never repeated (a logout is not retried).
  expect(logouts).toHaveLength(FAULTS.length);
});
