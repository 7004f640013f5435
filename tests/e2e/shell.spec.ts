import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, type DemoUser } from './support/fixtures';
import { LoginPage } from './support/login-page';
import { screenshot } from './support/screenshots';
import { smallTouchTargets } from './support/touch-targets';
import { listShown } from './support/lists';
import { openPath } from './support/router';

const factoringRoutes = [
  { label: 'Importar facturas', path: '/factoring/importar', title: 'Importar facturas' },
  { label: 'Aprobar facturas', path: '/factoring/aprobar', title: 'Aprobar facturas' },
  { label: 'Solicitar factoraje', path: '/factoring/descontar', title: 'Solicitar factoraje' },
  { label: 'Carga histórica', path: '/factoring/historica', title: 'Carga histórica' },
  { label: 'Factorajes históricos', path: '/factoring/desembolsos', title: 'Desembolsos históricos' },
] as const;

type MenuLabel = (typeof factoringRoutes)[number]['label'];
type Role = 'DEUDOR' | 'AUTORIZADOR' | 'PROVEEDOR';

/** SPEC section 2: every factoring route, the title it shows, and the roles that open it. */
const roleRoutes: readonly { path: string; title: string; roles: readonly Role[] }[] = [
  { path: '/factoring', title: 'Factoraje', roles: ['DEUDOR', 'AUTORIZADOR', 'PROVEEDOR'] },
  { path: '/factoring/importar', title: 'Importar facturas', roles: ['DEUDOR'] },
  { path: '/factoring/importar/resumen', title: 'Resumen de importación', roles: ['DEUDOR'] },
  { path: '/factoring/aprobar', title: 'Aprobar facturas', roles: ['AUTORIZADOR'] },
  { path: '/factoring/aprobar/detalle/1', title: 'Detalle de solicitud', roles: ['AUTORIZADOR'] },
  { path: '/factoring/aprobar/aprobar/1', title: 'Aprobar solicitud', roles: ['AUTORIZADOR'] },
  { path: '/factoring/aprobar/rechazar/1', title: 'Rechazar solicitud', roles: ['AUTORIZADOR'] },
  { path: '/factoring/descontar', title: 'Solicitar factoraje', roles: ['PROVEEDOR'] },
  { path: '/factoring/historica', title: 'Carga histórica', roles: ['DEUDOR', 'AUTORIZADOR'] },
  { path: '/factoring/historica/detalle/1', title: 'Detalle de carga histórica', roles: ['DEUDOR', 'AUTORIZADOR'] },
  { path: '/factoring/desembolsos', title: 'Desembolsos históricos', roles: ['DEUDOR', 'AUTORIZADOR', 'PROVEEDOR'] },
  {
    path: '/factoring/desembolsos/detalle/1',
    title: 'Detalle de Desembolso #1',
    roles: ['DEUDOR', 'AUTORIZADOR', 'PROVEEDOR'],
  },
];

const expectations: Record<DemoUser, { role: Role; menu: MenuLabel[]; products: string[] }> = {
  deudor: { role: 'DEUDOR', menu: ['Importar facturas', 'Carga histórica', 'Factorajes históricos'], products: [] },
  autorizador: {
    role: 'AUTORIZADOR',
    menu: ['Aprobar facturas', 'Carga histórica', 'Factorajes históricos'],
    products: [],
  },
  proveedor: { role: 'PROVEEDOR', menu: ['Solicitar factoraje', 'Factorajes históricos'], products: [] },
  multi: {
    role: 'DEUDOR',
    menu: ['Importar facturas', 'Carga histórica', 'Factorajes históricos'],
    products: ['Card Marca', 'Tarjeta Empresarial', 'Zü'],
  },
};

/**
 * Which role test loads a route cold (`page.goto`): the first role, in `expectations`' order, that
 * may open it, and the first that may not. The other role tests open it through the router
 * (`openPath`), as the app's links do: the guard that allows or refuses is the same, and loading the
 * whole app 48 times was most of these tests' time. The offline spec loads every route of every role
 * cold, offline.
 */
const coldLoads = new Set(
  roleRoutes.flatMap((route) =>
    [true, false].flatMap((allowed) => {
      const first = (Object.keys(expectations) as DemoUser[]).find(
        (user) => route.roles.includes(expectations[user].role) === allowed,
      );
      return first === undefined ? [] : [`${first} ${route.path}`];
    }),
  ),
);

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const pageTitle = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });

for (const [user, expected] of Object.entries(expectations) as [DemoUser, (typeof expectations)[DemoUser]][]) {
  test(`${user}: sees exactly the menu its permissions allow, reaches its routes, is refused others, and logs out`, async ({
    page,
  }) => {
    await new LoginPage(page).signInAs(user);

    await sidebar(page).getByRole('button', { name: 'Factoraje' }).click();
    // Exactly these links, in this order, and no others.
    await expect(sidebar(page).getByRole('link')).toHaveText(['Inicio', ...expected.menu, ...expected.products]);

    for (const route of factoringRoutes.filter((candidate) => expected.menu.includes(candidate.label))) {
      await sidebar(page).getByRole('link', { name: route.label, exact: true }).click();
      await expect(page).toHaveURL(route.path);
      await expect(pageTitle(page)).toHaveText(route.title);
    }

    for (const route of roleRoutes) {
      if (coldLoads.has(`${user} ${route.path}`)) await page.goto(route.path);
      else await openPath(page, route.path);
      if (route.roles.includes(expected.role)) {
        // The route's own title, then its path: a refusal on its way would have changed the path by then.
        await expect(pageTitle(page)).toHaveText(route.title);
        await expect(page).toHaveURL(route.path);
      } else {
        await expect(page).toHaveURL('/401?reason=role');
        await expect(page.getByRole('heading', { name: 'Unauthorized' })).toBeVisible();
        await expect(page.getByText('No tienes el rol necesario para acceder a esta página.')).toBeVisible();
      }
    }

    // Unmanaged products open only for the users who hold them.
    if (expected.products.length > 0) {
      await openPath(page, '/');
      await sidebar(page).getByRole('link', { name: 'Zü' }).click();
      await expect(page).toHaveURL('/zu');
      await expect(pageTitle(page)).toHaveText('Zü');
      // Each product's page is titled by its product, as Zü's is; 'Mis productos' is the menu.
      await sidebar(page).getByRole('link', { name: 'Card Marca' }).click();
      await expect(page).toHaveURL('/productos/card-marca');
      await expect(pageTitle(page)).toHaveText('Card Marca');
      await expect(page).toHaveTitle('Card Marca · Portal Corporativo');
    } else {
      await page.goto('/zu');
      await expect(page).toHaveURL(/\/401/);
      await expect(page.getByText('No tienes los permisos necesarios para acceder a esta página.')).toBeVisible();
    }

    await openPath(page, '/');
    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL('/auth/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage].flatMap((area) =>
        ['portal_token_prod', 'portal_refresh_token_prod', 'portal_current_user_prod'].map((key) => area.getItem(key)),
      ),
    );
    expect(stored.every((value) => value === null)).toBe(true);
    // The back button shows nothing of the closed session.
    await page.goBack();
    await expect(page.getByRole('button', { name: /Menú de usuario/ })).toHaveCount(0);
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login/);
  });
}

test.describe('an answer held in the page', () => {
  // A service worker controlling the page sends its calls itself, past page.route(); without one,
  // the page's own call is the one held.
  test.use({ serviceWorkers: 'block' });

  test('the dashboard says "Cargando..." while the user data loads, then welcomes the user', async ({ page }) => {
    await new LoginPage(page).signInAs('deudor');
    // The profile's answer waits until the test has seen the loader, however slow the machine.
    let release: (value: undefined) => void = () => undefined;
    const released = new Promise<undefined>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/me', async (route) => {
      await released;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Cargando...' })).toBeVisible();
    release(undefined);
    await expect(page.getByRole('heading', { name: '¡Bienvenido María José Pérez Lacayo!' })).toBeVisible();
    await expect(
      page.getByText('Gestiona tus productos y servicios financieros desde tu panel de control.'),
    ).toBeVisible();
    await expect(page.locator('.welcome-card .avatar')).toHaveAttribute('data-initials', 'MP');
    await expect(pageTitle(page)).toHaveText('Inicio');
  });
});

test('a deep link while signed out goes to login and returns after it', async ({ page }) => {
  await page.goto('/factoring/historica');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  const login = new LoginPage(page);
  await login.signIn('autorizador@demo.ni');
  await expect(page).toHaveURL('/factoring/historica');
  await expect(pageTitle(page)).toHaveText('Carga histórica');
});

test('a login link whose redirect hides another site behind a tab goes home after signing in', async ({
  page,
  baseURL,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL ?? '')) elsewhere.push(request.url());
  });
  await page.goto('/auth/login?redirect=%2F%09%2Fevil.example%2F');
  await new LoginPage(page).signIn('autorizador@demo.ni');
  await expect(pageTitle(page)).toHaveText('Inicio');
  expect(new URL(page.url()).pathname).toBe('/');
  expect(elsewhere).toEqual([]);
});

test('the login footer offers support, the copyright, the regulator and the terms', async ({ page, request }) => {
  await new LoginPage(page).goto();
  // Inside the auth card, so not a page-level contentinfo landmark.
  const footer = page.locator('footer');
  await expect(footer.getByRole('button', { name: 'Contactar a soporte' })).toBeVisible();
  await expect(footer).toContainText(
    `© ${new Date().getFullYear()} Portal Corporativo. Todos los derechos reservados.`,
  );
  await expect(footer).toContainText('Superintendencia de Bancos y de Otras Instituciones Financieras (SIBOIF)');
  const terms = footer.getByRole('link', { name: 'Términos y condiciones' });
  const href = await terms.getAttribute('href');
  expect(href).toBeTruthy();
  const served = await request.get(href ?? '');
  expect(served.ok()).toBe(true);
  expect(await served.text()).toContain('Términos y condiciones');
});

test('wrong credentials show a Spanish message and keep the email', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('deudor@demo.ni', 'incorrecta');
  await expect(login.error()).toHaveText(/El correo o la contraseña no son correctos/);
  await expect(login.email()).toHaveValue('deudor@demo.ni');
});

test('after repeated failures the login says in Spanish how long to wait, and a new attempt clears it', async ({
  page,
  request,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  // Nine wrong passwords from the browser itself (its own client address), each delay waited out
  // on the sandbox's clock: the next try must wait 32 s.
  let offsetMs = 0;
  for (let failures = 0; failures < 9;) {
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/auth/secure/authenticate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userName: 'multi@demo.ni', password: '0'.repeat(64), scope: 'Portal' }),
      });
      return { status: response.status, retryAfter: Number(response.headers.get('Retry-After')) };
    });
    if (answer.status === 429) {
      offsetMs += answer.retryAfter * 1000;
      expect((await request.post('/api/__test__/clock', { data: { offsetMs } })).ok()).toBe(true);
    } else {
      expect(answer.status).toBe(401);
      failures += 1;
    }
  }
  await login.signIn('multi@demo.ni');
  await expect(login.error()).toHaveText(
    /^Demasiados intentos fallidos\. Espere (2\d|3[0-2]) segundos antes de volver a intentarlo\.$/,
  );
  await expectAccessible(page, 'login: espera tras intentos fallidos');
  // The next attempt fails the email check before reaching the server: the old answer goes.
  await login.email().fill('multi@demo');
  await login.submit().click();
  await expect(page.getByText('Ingrese un correo electrónico válido, por ejemplo nombre@empresa.com.')).toBeVisible();
  await expect(login.error()).toHaveCount(0);
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

  // Retrying once the service is back reaches the dashboard.
  await sandbox.setFaults([]);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
});

test('after a failed user refresh, going back to login really reaches the login page', async ({ page, sandbox }) => {
  const login = new LoginPage(page);
  await login.goto();
  await sandbox.setFaults([{ match: 'auth/me', kind: '500' }]);
  await login.signIn('deudor@demo.ni');
  await expect(page).toHaveURL('/error');
  await page.getByRole('button', { name: 'Volver al inicio de sesión' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('portal_token_prod'))).toBeNull();
});

test('a 401 from the API mid-session lands on login, which then returns the user to their page', async ({
  page,
  request,
}) => {
  await page.clock.install({ time: new Date('2026-11-23T14:00:00Z') });
  await new LoginPage(page).signInAs('deudor');
  await sidebar(page).getByRole('button', { name: 'Factoraje' }).click();
  await sidebar(page).getByRole('link', { name: 'Carga histórica' }).click();
  await expect(pageTitle(page)).toHaveText('Carga histórica');
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('portal_token_prod') ?? 'null') as string | null,
  );
  expect(token).not.toBeNull();
  // The server ends the session behind the page's back; the user comes back to the tab later.
  await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token ?? ''}` } });
  await page.clock.runFor('01:00');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.clock.runFor(300);

  await expect(page).toHaveURL('/auth/login?reason=expired&redirect=%2Ffactoring%2Fhistorica');
  await expect(page.getByText('Su sesión expiró. Ingrese de nuevo para continuar.')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('portal_token_prod'))).toBeNull();
  await new LoginPage(page).signIn('deudor@demo.ni');
  await expect(page).toHaveURL('/factoring/historica');
  await expect(pageTitle(page)).toHaveText('Carga histórica');
});

test('a stored session the server no longer accepts is cleared on reload and goes to login', async ({
  page,
  request,
}) => {
  await new LoginPage(page).signInAs('deudor');
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('portal_token_prod') ?? 'null') as string | null,
  );
  await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token ?? ''}` } });
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => sessionStorage.getItem('portal_token_prod'))).toBeNull();
});

test('unreadable stored session data is cleared and the user goes to login', async ({ page }) => {
  await page.goto('/auth/login');
  await page.evaluate(() => {
    sessionStorage.setItem('portal_token_prod', '{not json');
    sessionStorage.setItem('portal_current_user_prod', '{"userId":"x"}');
    localStorage.setItem('portal_refresh_token_prod', '"r"');
  });
  await page.goto('/factoring/historica');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((area) =>
      ['portal_token_prod', 'portal_refresh_token_prod', 'portal_current_user_prod'].map((key) => area.getItem(key)),
    ),
  );
  expect(stored.every((value) => value === null)).toBe(true);
});

async function twoTabs(context: BrowserContext, user: DemoUser): Promise<[Page, Page]> {
  const first = await context.newPage();
  await new LoginPage(first).seedSession(user);
  await openDisbursements(first);
  // The token lives in sessionStorage (DESIGN decision 4); a second tab opened from the first shares it.
  const token = await first.evaluate(() => sessionStorage.getItem('portal_token_prod'));
  const stored = await first.evaluate(() => sessionStorage.getItem('portal_current_user_prod'));
  const second = await context.newPage();
  await second.addInitScript(
    ([savedToken, savedUser]) => {
      if (savedToken && savedUser && !sessionStorage.getItem('portal_token_prod')) {
        sessionStorage.setItem('portal_token_prod', savedToken);
        sessionStorage.setItem('portal_current_user_prod', savedUser);
      }
    },
    [token, stored] as const,
  );
  await openDisbursements(second);
  return [first, second];
}

/** Opens the disbursements page with its list shown (see `listShown`), so no call of it is still in flight. */
async function openDisbursements(page: Page): Promise<void> {
  await page.goto('/factoring/desembolsos');
  await expect(pageTitle(page)).toHaveText('Desembolsos históricos');
  await listShown(page, 'Desembolsos históricos');
}

test('a logout in one tab logs out the other', async ({ context }) => {
  const [first, second] = await twoTabs(context, 'proveedor');
  await first.getByRole('button', { name: /Menú de usuario/ }).click();
  await first.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(first).toHaveURL('/auth/login');
  await expect(second).toHaveURL('/auth/login');
  expect(await second.evaluate(() => sessionStorage.getItem('portal_token_prod'))).toBeNull();
});

test('a session that expires in one tab ends in the other, which can come back to its page', async ({
  context,
  request,
}) => {
  const [first, second] = await twoTabs(context, 'deudor');
  const token = await first.evaluate(
    () => JSON.parse(sessionStorage.getItem('portal_token_prod') ?? 'null') as string | null,
  );
  await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token ?? ''}` } });
  await first.reload();
  await expect(first).toHaveURL('/auth/login?reason=expired&redirect=%2Ffactoring%2Fdesembolsos');
  await expect(second).toHaveURL('/auth/login?reason=expired&redirect=%2Ffactoring%2Fdesembolsos');
  await expect(second.getByText('Su sesión expiró. Ingrese de nuevo para continuar.')).toBeVisible();
});

test('a logout elsewhere leaves a tab that is recovering a password where it is', async ({ context }) => {
  const [first] = await twoTabs(context, 'autorizador');
  const recovering = await context.newPage();
  await recovering.goto('/recovery/username');
  await expect(recovering.getByRole('heading', { name: 'Ingrese su usuario' })).toBeVisible();
  await first.getByRole('button', { name: /Menú de usuario/ }).click();
  await first.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(first).toHaveURL('/auth/login');
  await expect(recovering.getByRole('heading', { name: 'Ingrese su usuario' })).toBeVisible();
  await expect(recovering).toHaveURL('/recovery/username');
});

/** Presses Tab until `target` has focus: proves it is reachable from the keyboard, in a bounded walk. */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reachable within ${maxPresses} Tab presses`).toBeFocused();
}

test('the tour and the user menu work with the keyboard alone', async ({ page }) => {
  await new LoginPage(page).signInAs('deudor');
  await expect(page.getByRole('heading', { name: '¡Bienvenido María José Pérez Lacayo!' })).toBeVisible();

  const help = page.getByRole('button', { name: /recorrido/ });
  await tabTo(page, help);
  await page.keyboard.press('Enter');
  const tour = page.getByRole('dialog', { name: 'Recorrido por el panel' });
  await expect(tour.getByRole('heading', { name: 'Bienvenido al Dashboard' })).toBeVisible();
  // The step takes focus so that keyboard and screen-reader users land in it.
  await expect(tour.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(tour.getByRole('heading', { name: 'Perfil de Usuario' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(tour.getByRole('heading', { name: 'Bienvenido al Dashboard' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(tour.getByRole('button', { name: 'Finalizar' })).toBeVisible();
  // Enter on a focused button presses that button, as anywhere else.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(tour.getByRole('button', { name: 'Anterior' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tour.getByRole('heading', { name: 'Bienvenido al Dashboard' })).toBeVisible();
  await expect(tour.getByRole('heading', { name: 'Bienvenido al Dashboard' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tour.getByRole('button', { name: 'Finalizar' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(tour).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('completed_tours'))).toBe('["dashboard"]');
  // Focus goes back to where the tour was started from.
  await expect(help).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(tour).toBeVisible();
  await expect(tour.getByRole('heading', { name: 'Bienvenido al Dashboard' })).toBeVisible();
  await expect(tour.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
  await expect(help).toBeFocused();

  const userMenu = page.getByRole('button', { name: /Menú de usuario/ });
  await tabTo(page, userMenu);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('the tour never starts by itself, and each step shows 300 ms after it is asked for', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-23T14:00:00Z') });
  await new LoginPage(page).signInAs('deudor');
  await page.clock.pauseAt(new Date('2026-11-23T14:00:30Z'));
  const tour = page.getByRole('dialog', { name: 'Recorrido por el panel' });
  await page.clock.runFor(5000);
  await expect(tour).toHaveCount(0);

  await page.getByRole('button', { name: /recorrido/ }).click();
  await page.clock.runFor(290);
  await expect(tour).toHaveCount(0);
  await page.clock.runFor(20);
  await expect(tour.getByRole('heading', { name: 'Bienvenido al Dashboard' })).toBeVisible();
  await expect(page.locator('[data-tour="dashboard-header"]')).toHaveAttribute('data-tour-active', 'true');

  await tour.getByRole('button', { name: 'Siguiente' }).click();
  await page.clock.runFor(290);
  await expect(tour.getByRole('heading', { name: 'Bienvenido al Dashboard' })).toBeVisible();
  await page.clock.runFor(20);
  await expect(tour.getByRole('heading', { name: 'Perfil de Usuario' })).toBeVisible();
  await expect(page.locator('[data-tour="user-profile"]')).toHaveAttribute('data-tour-active', 'true');
  await tour.getByRole('button', { name: 'Cerrar recorrido' }).click();
  await expect(tour).toHaveCount(0);
  // Closed without finishing: not recorded as completed.
  expect(await page.evaluate(() => localStorage.getItem('completed_tours'))).toBeNull();
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

test('collapsed, the sidebar tells the products apart by their icons, each named on hover', async ({ page }) => {
  await new LoginPage(page).signInAs('multi');
  const nav = sidebar(page);
  await nav.getByRole('button', { name: 'Contraer menú' }).click();
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(64);
  const products = ['Card Marca', 'Tarjeta Empresarial', 'Zü'];
  const drawings: string[] = [];
  for (const product of products) {
    const link = nav.getByRole('link', { name: product });
    await expect(link).toHaveAttribute('title', product);
    const icon = link.locator('svg');
    await expect(icon).toBeVisible();
    drawings.push(await icon.innerHTML());
  }
  // Three different drawings, none of them the factoring group's wallet.
  const wallet = await nav.getByRole('button', { name: 'Factoraje' }).locator('svg').first().innerHTML();
  expect(new Set([...drawings, wallet]).size).toBe(products.length + 1);
  await screenshot(page, 'menu-contraido-productos');
});

test('on a tablet the sidebar keeps to 64 px by itself and opens over the content', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await new LoginPage(page).signInAs('autorizador');
  const nav = sidebar(page);
  const content = page.locator('#main-content');
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(64);
  const contentWidth = (await content.boundingBox())?.width;
  // The header still names the user and the role.
  await expect(page.getByRole('banner').getByText('Carlos Andrés Chamorro Solórzano')).toBeVisible();
  await expect(page.getByRole('banner').getByText('AUTORIZADOR')).toBeVisible();

  await nav.getByRole('button', { name: 'Expandir menú' }).click();
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(256);
  expect((await content.boundingBox())?.width).toBe(contentWidth);
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(64);
  await expect(nav.getByRole('button', { name: 'Expandir menú' })).toBeFocused();

  // Opening the factoring group opens the sidebar; choosing a page closes it again.
  await nav.getByRole('button', { name: 'Factoraje' }).click();
  await nav.getByRole('link', { name: 'Aprobar facturas' }).click();
  await expect(page).toHaveURL('/factoring/aprobar');
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(64);
  // The tablet layout is not a choice the user made: nothing is stored.
  expect(await page.evaluate(() => localStorage.getItem('sidebar_collapsed'))).toBeNull();

  // Every control of the shell is at least 44 px each way for a finger (the page's own are its screen's).
  const small = await smallTouchTargets(page, 'nav.sidebar, header.header, .help-button, .skip-link');
  expect(small).toEqual([]);
});

test('the factoring group opens by itself on factoring paths', async ({ page }) => {
  await new LoginPage(page).seedSession('autorizador');
  await page.goto('/factoring/historica');
  await expect(sidebar(page).getByRole('link', { name: 'Aprobar facturas' })).toBeVisible();
});
