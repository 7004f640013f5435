import type { Browser, Page } from '@playwright/test';
import { factoringApiAs, submitLoadAsDebtor, type LoadSummary } from './support/factoring-api';
import { expect, expectAccessible, test, type DemoUser } from './support/fixtures';
import { LoginPage } from './support/login-page';

const pollInterval = 60_000;
const bell = (page: Page) => page.getByRole('button', { name: /^Notificaciones/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notificaciones' });

/** Whether this tab's first poll has set the user's baseline on this device. */
const baselineSet = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).some((key) => {
      if (!/^portal_notifications_\d+$/.test(key)) return false;
      const state = JSON.parse(localStorage.getItem(key) ?? '{}') as { snapshot?: unknown };
      return state.snapshot !== null && state.snapshot !== undefined;
    }),
  );

/** A user's own browser (their own storage), signed in, with a clock the test moves. */
async function signedInBrowser(browser: Browser, baseURL: string | undefined, user: DemoUser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.clock.install();
  await new LoginPage(page).signInAs(user);
  await expect.poll(() => baselineSet(page)).toBe(true);
  await expect(bell(page)).toHaveAccessibleName('Notificaciones');
  return page;
}

const invoice = (number: string) => ({
  providerIdentification: 'J0310000012345',
  providerName: 'Proveedora del Norte',
  invoiceNumber: number,
  invoiceDate: '2026-11-02',
  dueDate: '2027-01-30',
  amountNIO: 18_250.5,
  amountUSD: 0,
});

test('a load the debtor sends reaches the authoriser’s bell within one poll, and the decision the debtor’s', async ({
  browser,
  baseURL,
  request,
}) => {
  const authoriser = await signedInBrowser(browser, baseURL, 'autorizador');
  const debtor = await signedInBrowser(browser, baseURL, 'deudor');

  const pendingCount = authoriser
    .getByRole('article', { name: 'Solicitudes por aprobar' })
    .getByText(/^\d+ cargas? pendientes?$/);
  const pendingBefore = Number.parseInt((await pendingCount.textContent()) ?? '', 10);
  const load: LoadSummary = await submitLoadAsDebtor(request, [invoice('AVISO-0001'), invoice('AVISO-0002')]);
  await bell(authoriser).focus();
  await authoriser.clock.runFor(pollInterval);
  await expect(bell(authoriser)).toHaveAccessibleName('Notificaciones, 1 sin leer');
  // The news makes the lists on screen read again: the dashboard counts the new load without a reload.
  await expect(pendingCount).toHaveText(`${pendingBefore + 1} cargas pendientes`);
  // The toast says it too, politely, without taking the focus.
  const toast = authoriser
    .getByRole('region', { name: /^Novedades/ })
    .getByRole('listitem')
    .filter({ hasText: `Nueva carga #${load.idLoad} pendiente de aprobación` });
  await expect(toast).toBeVisible();
  await expect(bell(authoriser)).toBeFocused();
  await toast.getByRole('button', { name: 'Cerrar aviso' }).click();
  await expect(toast).toBeHidden();

  await bell(authoriser).click();
  const pending = panel(authoriser).getByRole('link', { name: new RegExp(`Nueva carga #${load.idLoad} pendiente`) });
  await expect(pending).toContainText('Deudor:');
  await pending.click();
  await expect(authoriser).toHaveURL(`/factoring/aprobar/detalle/${load.idLoad}`);
  await expect(bell(authoriser)).toHaveAccessibleName('Notificaciones');

  const authoriserApi = await factoringApiAs(request, 'autorizador');
  await authoriserApi.post('UpdateLoadStatus', { IdLoad: load.idLoad, Status: 'deny', Reason: 'Facturas sin firma.' });
  await debtor.clock.runFor(pollInterval);
  await expect(bell(debtor)).toHaveAccessibleName('Notificaciones, 1 sin leer');
  await bell(debtor).click();
  const decision = panel(debtor).getByRole('link', { name: new RegExp(`La carga #${load.idLoad} fue rechazada`) });
  await expect(decision).toContainText('Motivo: Facturas sin firma.');

  // Read on this device: after a reload the item is still there, read.
  await panel(debtor).getByRole('button', { name: 'Marcar todo como leído' }).click();
  await expect(bell(debtor)).toHaveAccessibleName('Notificaciones');
  await debtor.reload();
  await expect(bell(debtor)).toHaveAccessibleName('Notificaciones');
  await bell(debtor).click();
  await expect(decision).toBeVisible();
  await decision.click();
  await expect(debtor).toHaveURL(`/factoring/historica/detalle/${load.idLoad}`);
});

test('news since the user last looked on this device is told at the next sign-in', async ({ page, request }) => {
  await page.clock.install();
  await new LoginPage(page).signInAs('autorizador');
  await expect.poll(() => baselineSet(page)).toBe(true);
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('about:blank');

  const load = await submitLoadAsDebtor(request, [invoice('AVISO-0101')]);
  // Later that day, so that the last tab's poll no longer stands for this one.
  await page.clock.fastForward('02:00:00');
  await new LoginPage(page).signInAs('autorizador');
  await expect(bell(page)).toHaveAccessibleName('Notificaciones, 1 sin leer');
  await bell(page).click();
  await expect(panel(page).getByRole('link', { name: new RegExp(`Nueva carga #${load.idLoad}`) })).toBeVisible();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
]) {
  test(`the open bell is accessible at ${viewport.width}×${viewport.height}`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await page.clock.install();
    await new LoginPage(page).signInAs('autorizador');
    await expect.poll(() => baselineSet(page)).toBe(true);
    await submitLoadAsDebtor(request, [invoice(`AVISO-${viewport.width}`)]);
    await page.clock.runFor(pollInterval);
    await expect(bell(page)).toHaveAccessibleName('Notificaciones, 1 sin leer');
    await bell(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toBeInViewport({ ratio: 1 });
    await expectAccessible(page, `campana abierta a ${viewport.width}×${viewport.height}`);
    await page.screenshot({ path: `/tmp/notify-bell-${viewport.width}.png` });
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(bell(page)).toBeFocused();
  });
}
