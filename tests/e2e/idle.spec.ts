import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { LoginPage } from './support/login-page';
import { listShown } from './support/lists';

const start = new Date('2026-11-23T14:00:00Z');
// By name and role: the idle warning is an alert dialog (the update offer is a non-modal status).
const idleWarning = (page: Page) => page.getByRole('alertdialog', { name: 'Su sesión está por expirar' });

const storedToken = async (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('portal_token_prod') ?? 'null') as string | null);

test('warns one minute before the idle limit and logs out at it', async ({ page, request }) => {
  await page.clock.install({ time: start });
  await new LoginPage(page).signInAs('deudor');
  const token = await storedToken(page);

  await page.clock.runFor('13:50');
  await expect(idleWarning(page)).toBeHidden();
  await page.clock.runFor('00:15');
  const warning = idleWarning(page);
  await expect(warning).toBeVisible();
  // WCAG 2.2.1: announced as an alert dialog, with the time left and at least 20 seconds to react.
  await expect(warning).toHaveAttribute('aria-modal', 'true');
  await expect(warning).toHaveAccessibleDescription(/cerraremos la sesión por inactividad en (5\d|60) segundos/);
  await expect(warning.getByRole('button', { name: 'Seguir conectado' })).toBeFocused();
  await expectAccessible(page, 'aviso de inactividad');
  await page.clock.runFor('00:30');
  await expect(warning).toHaveAccessibleDescription(/en (2\d|30) segundos/);
  await page.clock.runFor('00:30');
  await expect(page).toHaveURL(/\/auth\/login\?reason=idle/);
  await expect(page.getByText('Su sesión se cerró por inactividad.')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('portal_token_prod'))).toBeNull();
  // The server no longer accepts the old token either.
  await expect
    .poll(async () =>
      (await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token ?? ''}` } })).status(),
    )
    .toBe(401);
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("'Cerrar sesión ahora' in the warning logs out at once, on the server too", async ({ page, request }) => {
  await page.clock.install({ time: start });
  await new LoginPage(page).signInAs('proveedor');
  const token = await storedToken(page);
  await page.clock.runFor('14:05');
  await idleWarning(page).getByRole('button', { name: 'Cerrar sesión ahora' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(idleWarning(page)).toHaveCount(0);
  await expect
    .poll(async () =>
      (await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token ?? ''}` } })).status(),
    )
    .toBe(401);
});

test('staying signed in from the warning, with the keyboard, keeps the session', async ({ page }) => {
  await page.clock.install({ time: start });
  await new LoginPage(page).signInAs('deudor');
  await page.clock.runFor('14:05');
  const stay = page.getByRole('button', { name: 'Seguir conectado' });
  await expect(stay).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(idleWarning(page)).toBeHidden();
  await page.clock.runFor('10:00');
  await expect(page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
  await expect(idleWarning(page)).toBeHidden();
  // The new limit counts from the moment the user chose to stay.
  await page.clock.runFor('04:00');
  await expect(idleWarning(page)).toBeVisible();
});

test('the idle limit is measured on the wall clock, and signing in again returns to the page', async ({ page }) => {
  await page.clock.install({ time: start });
  const login = new LoginPage(page);
  await login.seedSession('proveedor');
  await page.goto('/factoring/desembolsos');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Desembolsos históricos');
  // The list answered before the session ends: the title shows before the list is asked for.
  await listShown(page, 'Desembolsos históricos');
  // A background tab whose timers did not run: the clock jumps without firing any of them.
  await page.clock.fastForward('16:00');
  await expect(page).toHaveURL('/auth/login?reason=idle&redirect=%2Ffactoring%2Fdesembolsos');
  await expect(page.getByText('Su sesión se cerró por inactividad.')).toBeVisible();
  await login.signIn('proveedor@demo.ni');
  await expect(page).toHaveURL('/factoring/desembolsos');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Desembolsos históricos');
});

test('activity in a second tab keeps the first alive, and both end together without it', async ({ context }) => {
  // One fake clock for the whole context: page.clock is the context's clock, so every page
  // moves together and each step is run once, not once per page.
  await context.clock.install({ time: start });
  const first = await context.newPage();
  await new LoginPage(first).signInAs('autorizador');

  // The second tab joins the first one's session over the tabs' channel, without a login.
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();

  // Ten minutes pass; then the user works in the second tab only.
  await context.clock.runFor('10:00');
  // The activity crosses to the first tab asynchronously: wait until it has arrived before the
  // clock jumps again, as it always would in real time. Channels of one page receive a message in
  // creation order, so the app's own listener has run when this one has.
  await first.evaluate(() => {
    const channel = new BroadcastChannel('portal-events');
    const heard = new Promise<number>((resolve) => {
      channel.addEventListener('message', (event: MessageEvent<{ name: string; payload: { at: number } }>) => {
        if (event.data.name !== 'session:activity') return;
        channel.close();
        resolve(event.data.payload.at);
      });
    });
    Object.defineProperty(window, '__heardActivity', { value: heard });
  });
  await second.mouse.click(600, 400);
  const heardAt = await first.evaluate(
    () => (window as unknown as { __heardActivity: Promise<number> }).__heardActivity,
  );
  expect(heardAt).toBeGreaterThanOrEqual(start.getTime() + 10 * 60_000);
  await context.clock.runFor('10:00');

  // Twenty minutes after sign-in, past the 15-minute limit, but only ten after the last activity.
  await expect(first.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
  await expect(first).not.toHaveURL(/\/auth\/login/);
  await expect(idleWarning(first)).toBeHidden();

  // With no further activity anywhere, both tabs end at the same limit.
  await context.clock.runFor('05:30');
  await expect(first).toHaveURL(/\/auth\/login/);
  await expect(second).toHaveURL(/\/auth\/login/);
});
