import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, type DemoUser } from './support/fixtures';
import { LoginPage } from './support/login-page';

const factoringRoutes = [
  { label: 'Importar facturas', path: '/factoring/importar', title: 'Importar facturas' },
  { label: 'Aprobar facturas', path: '/factoring/aprobar', title: 'Aprobar facturas' },
  { label: 'Solicitar factoraje', path: '/factoring/descontar', title: 'Solicitar factoraje' },
  { label: 'Carga histórica', path: '/factoring/historica', title: 'Carga histórica' },
  { label: 'Factorajes históricos', path: '/factoring/desembolsos', title: 'Desembolsos históricos' },
] as const;

type MenuLabel = (typeof factoringRoutes)[number]['label'];

const expectations: Record<DemoUser, { menu: MenuLabel[]; forbidden: string; products: string[] }> = {
  deudor: { menu: ['Importar facturas', 'Carga histórica', 'Factorajes históricos'], forbidden: '/factoring/aprobar', products: [] },
  autorizador: { menu: ['Aprobar facturas', 'Carga histórica', 'Factorajes históricos'], forbidden: '/factoring/importar', products: [] },
  proveedor: { menu: ['Solicitar factoraje', 'Factorajes históricos'], forbidden: '/factoring/historica', products: [] },
  multi: { menu: ['Importar facturas', 'Carga histórica', 'Factorajes históricos'], forbidden: '/factoring/descontar', products: ['Card Marca', 'Tarjeta Empresarial', 'Zü'] },
};

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const pageTitle = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });

for (const [user, expected] of Object.entries(expectations) as [DemoUser, (typeof expectations)[DemoUser]][]) {
  test(`${user}: sees exactly the menu its permissions allow, reaches its routes, is refused others, and logs out`, async ({ page }) => {
    await new LoginPage(page).signInAs(user);

    await sidebar(page).getByRole('button', { name: 'Factoraje' }).click();
    const labels = factoringRoutes.map((route) => route.label);
    for (const label of labels) {
      const link = sidebar(page).getByRole('link', { name: label, exact: true });
      if (expected.menu.includes(label)) await expect(link).toBeVisible();
      else await expect(link).toHaveCount(0);
    }
    for (const product of expected.products) {
      await expect(sidebar(page).getByRole('link', { name: product })).toBeVisible();
    }

    for (const route of factoringRoutes.filter((candidate) => expected.menu.includes(candidate.label))) {
      await sidebar(page).getByRole('link', { name: route.label, exact: true }).click();
      await expect(page).toHaveURL(route.path);
      await expect(pageTitle(page)).toHaveText(route.title);
    }

    await page.goto(expected.forbidden);
    await expect(page).toHaveURL(/\/401/);
    await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
    await expect(page.getByText('No tienes el rol necesario para acceder a esta página.')).toBeVisible();

    await page.goto('/');
    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login/);
  });
}

test('a deep link while signed out goes to login and returns after it', async ({ page }) => {
  await page.goto('/factoring/historica');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  const login = new LoginPage(page);
  await login.signIn('autorizador@demo.ni');
  await expect(page).toHaveURL('/factoring/historica');
  await expect(pageTitle(page)).toHaveText('Carga histórica');
});

test('wrong credentials show a Spanish message and keep the email', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('deudor@demo.ni', 'incorrecta');
  await expect(login.error()).toHaveText(/El correo o la contraseña no son correctos/);
  await expect(login.email()).toHaveValue('deudor@demo.ni');
});

test('a login without connection says so, distinct from wrong credentials', async ({ page, sandbox }) => {
  const login = new LoginPage(page);
  await login.goto();
  await sandbox.setFaults([{ match: 'auth/secure/authenticate', kind: 'drop' }]);
  await login.signIn('deudor@demo.ni');
  await expect(login.error()).toHaveText(/No hay conexión con el servidor/);
  await sandbox.setFaults([{ match: 'auth/secure/authenticate', kind: '503' }]);
  await login.signIn('deudor@demo.ni');
  await expect(login.error()).toHaveText(/El servicio no está disponible/);
  await expect(login.email()).toHaveValue('deudor@demo.ni');
});

test('a failed user refresh after login goes to the error page', async ({ page, sandbox }) => {
  const login = new LoginPage(page);
  await login.goto();
  await sandbox.setFaults([{ match: 'auth/portal/getPermissions', kind: '500' }]);
  await login.signIn('deudor@demo.ni');
  await expect(page).toHaveURL('/error');
  await expect(page.getByRole('heading', { name: 'An error occurred while loading the page.' })).toBeVisible();
});

test('a 401 from the API mid-session lands on login', async ({ page, request }) => {
  await new LoginPage(page).signInAs('deudor');
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('portal_token_prod') ?? 'null') as string | null);
  expect(token).not.toBeNull();
  // The server forgets the session behind the page's back.
  await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token ?? ''}` } });
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => sessionStorage.getItem('portal_token_prod'))).toBeNull();
});

test('a logout in one tab logs out the other', async ({ context }) => {
  const first = await context.newPage();
  await new LoginPage(first).signInAs('proveedor');
  // The token lives in sessionStorage (DESIGN decision 4); a second tab opened from the first shares it.
  const token = await first.evaluate(() => sessionStorage.getItem('portal_token_prod'));
  const user = await first.evaluate(() => sessionStorage.getItem('portal_current_user_prod'));
  const second = await context.newPage();
  await second.addInitScript(
    ([savedToken, savedUser]) => {
      if (savedToken && savedUser && !sessionStorage.getItem('portal_token_prod')) {
        sessionStorage.setItem('portal_token_prod', savedToken);
        sessionStorage.setItem('portal_current_user_prod', savedUser);
      }
    },
    [token, user] as const,
  );
  await second.goto('/');
  await expect(second.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();

  await first.getByRole('button', { name: /Menú de usuario/ }).click();
  await first.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(first).toHaveURL(/\/auth\/login/);
  await expect(second).toHaveURL(/\/auth\/login/);
});

test('fallback pages and the dashboard pass axe, the tour included', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expectAccessible(page, 'login');

  for (const path of ['/404', '/401', '/error', '/no-existe']) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
  await page.goto('/no-existe');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.goto('/error');
  await expect(page.getByRole('heading', { name: 'An error occurred while loading the page.' })).toBeVisible();

  await login.signInAs('multi');
  await expectAccessible(page, 'dashboard');
  await page.getByRole('button', { name: /recorrido/ }).click();
  await expect(page.getByRole('dialog', { name: 'Recorrido por el panel' })).toBeVisible();
  await expectAccessible(page, 'dashboard con recorrido');
});

test('the tour and the user menu work with the keyboard alone', async ({ page }) => {
  await new LoginPage(page).signInAs('deudor');
  await expect(page.getByRole('heading', { name: '¡Bienvenido María José Pérez Lacayo!' })).toBeVisible();

  const help = page.getByRole('button', { name: /recorrido/ });
  await help.focus();
  await page.keyboard.press('Enter');
  const tour = page.getByRole('dialog', { name: 'Recorrido por el panel' });
  await expect(tour.getByRole('heading', { name: 'Bienvenido al Dashboard' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tour.getByRole('heading', { name: 'Perfil de Usuario' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(tour.getByRole('heading', { name: 'Bienvenido al Dashboard' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(tour.getByRole('button', { name: 'Finalizar' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(tour).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('completed_tours'))).toBe('["dashboard"]');

  await help.focus();
  await page.keyboard.press('Enter');
  await expect(tour).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();

  const userMenu = page.getByRole('button', { name: /Menú de usuario/ });
  await userMenu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('the sidebar collapses to 64 px and remembers it', async ({ page }) => {
  await new LoginPage(page).signInAs('deudor');
  const nav = sidebar(page);
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(256);
  await nav.getByRole('button', { name: 'Contraer menú' }).click();
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(64);
  await page.reload();
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(64);
  await expect(nav.getByRole('button', { name: 'Expandir menú' })).toBeVisible();
});

test('the factoring group opens by itself on factoring paths', async ({ page }) => {
  await new LoginPage(page).signInAs('autorizador');
  await page.goto('/factoring/historica');
  await expect(sidebar(page).getByRole('link', { name: 'Aprobar facturas' })).toBeVisible();
});
