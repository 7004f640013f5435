import type { Browser, Locator, Page } from '@playwright/test';
import { factoringApiAs, money, submitLoadAsDebtor, type LoadSummary } from './support/factoring-api';
import { expect, expectAccessible, test, type DemoUser } from './support/fixtures';
import { LoginPage } from './support/login-page';
import { newsSettled } from './support/news';

const pollInterval = 60_000;
const bell = (page: Page) => page.getByRole('button', { name: /^Notificaciones/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notificaciones' });
const toasts = (page: Page) => page.getByRole('region', { name: /^Novedades/ }).getByRole('listitem');

/** How many unread news the bell says it holds. */
async function unread(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) sin leer/.exec(name)?.[1] ?? 0);
}

/** A user's own browser (their own storage), signed in, with a clock the test moves. */
async function signedInBrowser(browser: Browser, baseURL: string | undefined, user: DemoUser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.clock.install();
  await new LoginPage(page).signInAs(user);
  await newsSettled(page);
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
/** Two invoices of 18,250.50: the load's total as the notices write it. */
const twoInvoicesTotal = `Total: ${money(36_501, 'NIO')}`;

test('while signed in, a sent load reaches the authoriser’s bell within one poll, and its approval the debtor’s, with its total', async ({
  browser,
  baseURL,
  request,
}) => {
  const authoriser = await signedInBrowser(browser, baseURL, 'autorizador');
  const debtor = await signedInBrowser(browser, baseURL, 'deudor');
  const authoriserUnread = await unread(authoriser);
  const debtorUnread = await unread(debtor);

  const pendingCount = authoriser
    .getByRole('article', { name: 'Solicitudes por aprobar' })
    .getByText(/^\d+ cargas? pendientes?$/);
  const pendingBefore = Number.parseInt((await pendingCount.textContent()) ?? '', 10);
  const load: LoadSummary = await submitLoadAsDebtor(request, [invoice('AVISO-0001'), invoice('AVISO-0002')]);
  await bell(authoriser).focus();
  await authoriser.clock.runFor(pollInterval);
  await expect(bell(authoriser)).toHaveAccessibleName(`Notificaciones, ${authoriserUnread + 1} sin leer`);
  // The news makes the lists on screen read again: the dashboard counts the new load without a reload.
  await expect(pendingCount).toHaveText(`${pendingBefore + 1} cargas pendientes`);
  // One toast says it too, politely, without taking the focus.
  const toast = toasts(authoriser).filter({ hasText: `Nueva carga #${load.idLoad} pendiente de aprobación` });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(twoInvoicesTotal);
  await expect(bell(authoriser)).toBeFocused();
  await toast.getByRole('button', { name: 'Cerrar aviso' }).click();
  await expect(toast).toBeHidden();

  await bell(authoriser).click();
  const pending = panel(authoriser).getByRole('link', { name: new RegExp(`Nueva carga #${load.idLoad} pendiente`) });
  await expect(pending).toContainText(`Deudor: `);
  await pending.click();
  await expect(authoriser).toHaveURL(`/factoring/aprobar/detalle/${load.idLoad}`);
  await expect(bell(authoriser)).toHaveAccessibleName(
    authoriserUnread === 0 ? 'Notificaciones' : `Notificaciones, ${authoriserUnread} sin leer`,
  );

  const authoriserApi = await factoringApiAs(request, 'autorizador');
  await authoriserApi.post('UpdateLoadStatus', { IdLoad: load.idLoad, Status: 'approve', Reason: '' });
  await debtor.clock.runFor(pollInterval);
  await expect(bell(debtor)).toHaveAccessibleName(`Notificaciones, ${debtorUnread + 1} sin leer`);
  await bell(debtor).click();
  const decision = panel(debtor).getByRole('link', { name: new RegExp(`La carga #${load.idLoad} fue aprobada`) });
  await expect(decision).toContainText(twoInvoicesTotal);

  // Read on this device: after a reload the item is still there, read, and nothing is left to mark.
  const markAll = panel(debtor).getByRole('button', { name: 'Marcar todo como leído' });
  await markAll.click();
  await expect(bell(debtor)).toHaveAccessibleName('Notificaciones');
  await expect(markAll).toBeDisabled();
  await debtor.reload();
  await expect(bell(debtor)).toHaveAccessibleName('Notificaciones');
  await bell(debtor).click();
  await expect(decision).toBeVisible();
  await decision.click();
  await expect(debtor).toHaveURL(`/factoring/historica/detalle/${load.idLoad}`);
});

test('at sign-in, the bell holds the pending work of a first visit, grouped, then what came while signed out', async ({
  page,
  request,
}) => {
  await new LoginPage(page).signInAs('autorizador');
  // The seed's loads waiting for a decision, as one notice, not one per load.
  await expect(bell(page)).toHaveAccessibleName('Notificaciones, 1 sin leer');
  await bell(page).click();
  await expect(panel(page).getByRole('link')).toHaveText([/^\d+ cargas pendientes de aprobación/]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  const load = await submitLoadAsDebtor(request, [invoice('AVISO-0101'), invoice('AVISO-0102')]);
  await new LoginPage(page).signInAs('autorizador');
  // What was read before is forgotten with the session; only the new load is news.
  await expect(bell(page)).toHaveAccessibleName('Notificaciones, 1 sin leer');
  await bell(page).click();
  const pending = panel(page).getByRole('link', { name: new RegExp(`Nueva carga #${load.idLoad} pendiente`) });
  await expect(pending).toContainText(twoInvoicesTotal);
  await expect(panel(page).getByRole('link')).toHaveCount(1);
  await pending.click();
  await expect(page).toHaveURL(`/factoring/aprobar/detalle/${load.idLoad}`);
});

/** Controls on the page (outside the toasts) that `box` overlaps. */
async function controlsUnder(page: Page, toast: Locator): Promise<string[]> {
  const box = await toast.boundingBox();
  if (!box) return [];
  return page.evaluate((area) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    return [...controls]
      .filter((control) => !control.closest('[role="region"][aria-label^="Novedades"]'))
      .filter((control) => {
        const rect = control.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return false;
        return (
          rect.left < area.x + area.width &&
          rect.right > area.x &&
          rect.top < area.y + area.height &&
          rect.bottom > area.y
        );
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent.trim());
  }, box);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}×${viewport.height} the toast covers no control and the open bell is accessible`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await new LoginPage(page).signInAs('autorizador');
    const toast = toasts(page).filter({ hasText: /cargas pendientes de aprobación/ });
    await expect(toast).toBeVisible();
    await expect(toast).toBeInViewport({ ratio: 1 });
    expect(await controlsUnder(page, toast)).toEqual([]);
    await expectAccessible(page, `aviso a ${viewport.width}×${viewport.height}`);

    await bell(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toBeInViewport({ ratio: 1 });
    await expectAccessible(page, `campana abierta a ${viewport.width}×${viewport.height}`);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(bell(page)).toBeFocused();
  });
}
