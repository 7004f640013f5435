import type { Locator, Page } from '@playwright/test';
import { factoringApiAs, type LoadSummary } from './support/factoring-api';
import { demoPassword, expect, test } from './support/fixtures';
import { ImportScreens, invoiceFile } from './support/import-page';
import { listShown } from './support/lists';

/**
 * Issue 8.5: every main flow with the keyboard alone. The page is only ever driven by
 * keyboard.press / keyboard.type (page.goto stands for typing an address); each control is reached by
 * Tab from wherever the focus is, so an unreachable control, a lost focus or a broken order fails.
 */

const main = (page: Page) => page.locator('#main-content');

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it takes more than `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}): Promise<void> {
  // Marked once, so each step is one cheap check rather than a fresh locator search.
  await target.evaluate((element) => element.setAttribute('data-tab-target', ''));
  try {
    for (let press = 0; press <= max; press += 1) {
      if (await page.evaluate(() => document.activeElement?.hasAttribute('data-tab-target') === true)) {
        await expectVisibleFocus(page);
        return;
      }
      await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    }
  } finally {
    await target.evaluate((element) => element.removeAttribute('data-tab-target')).catch(() => undefined);
  }
  throw new Error(`${target.toString()} no se alcanzó con ${max} pulsaciones de Tab`);
}

/** The focused control shows it: an outline or a ring on itself, or on the label that stands for it. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const visible = await page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement)) return false;
    const shows = (element: Element) => {
      const style = getComputedStyle(element);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const hidden = active.getBoundingClientRect().width <= 1;
    return hidden ? Boolean(active.closest('label') && shows(active.closest('label') as Element)) : shows(active);
  });
  expect(visible, 'el control con el foco lo muestra').toBe(true);
}

async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await tabTo(page, page.getByLabel('Correo electrónico'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Contraseña', { exact: true }), { max: 3 });
  await page.keyboard.type(demoPassword);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
}

test('a page opened by its address starts at the top: the first Tab is the skip link, not the page content', async ({
  page,
}) => {
  await signInByKeyboard(page, 'deudor@demo.ni');
  await page.goto('/factoring/historica');
  await listShown(page, 'Cargas de facturas');
  // Nothing moved the focus when the first page resolved: a keyboard user starts where a page starts.
  await expect(main(page)).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
});

test('login, the skip link, the sidebar, the header menu and logout, by keyboard', async ({ page }) => {
  await signInByKeyboard(page, 'deudor@demo.ni');

  // The very first Tab after signing in is the skip link; it lands in the page's content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main(page)).toBeFocused();

  // The sidebar: open the factoring group, choose a page; the focus moves to the new page.
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await tabTo(page, nav.getByRole('button', { name: 'Factoraje' }), { back: true, max: 10 });
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('button', { name: 'Factoraje' })).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, nav.getByRole('link', { name: 'Carga histórica' }), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/factoring/historica');
  await expect(main(page)).toBeFocused();
  // From there, the next Tab is in the page, not back in the menu: the list's first filter.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Desde')).toBeFocused();

  // Collapse and expand the sidebar from its toggle.
  await tabTo(page, nav.getByRole('button', { name: 'Contraer menú' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('button', { name: 'Expandir menú' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('button', { name: 'Contraer menú' })).toBeFocused();

  // The home link, then the user menu and logout.
  await tabTo(page, nav.getByRole('link', { name: 'Inicio' }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(main(page)).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: /Menú de usuario/ }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeFocused();
  // Escape closes the menu and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Menú de usuario/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});

test('a wrong password by keyboard: the message is announced and the focus goes back to the password', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await tabTo(page, page.getByLabel('Correo electrónico'));
  await page.keyboard.type('deudor@demo.ni');
  await page.keyboard.press('Tab');
  await page.keyboard.type('incorrecta');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
});

test('DEUDOR: import a file, review it and submit it, by keyboard', async ({ page }) => {
  await signInByKeyboard(page, 'deudor@demo.ni');
  const screens = new ImportScreens(page);
  await page.goto('/factoring/importar');
  await expect(page.getByRole('heading', { name: 'Cargar archivo de facturas' })).toBeVisible();

  // The file control is reached by Tab and is the browser's own file input, which Enter and Space
  // open. The native chooser itself is not driven here: Chromium's report that it opened, which
  // Playwright waits for, now and then never comes, and it is the browser's behaviour, not ours.
  await tabTo(page, screens.fileInput());
  await expect(screens.fileInput()).toHaveAttribute('type', 'file');
  await screens.fileInput().setInputFiles(invoiceFile(6));
  await expect(page).toHaveURL(/\/factoring\/importar\/resumen\?borrador=/, { timeout: 15_000 });
  await expect(screens.totalInvoices()).toBeVisible();
  await expect(main(page)).toBeFocused();

  // The review shows the draft while the device still stores it, with 'Enviar facturas' disabled
  // (out of the Tab order) until it is stored: the badge says when, and a user waits for it too.
  await expect(page.getByText('Guardado en este dispositivo')).toBeVisible();
  await tabTo(page, screens.submit());
  await page.keyboard.press('Enter');
  // The confirmation opens on its confirm button: Enter again sends.
  await expect(screens.confirmation().getByRole('button', { name: 'Confirmar y enviar' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await screens.sentLoadId()).toBeGreaterThan(0);
  // The send button is gone with the draft: the focus is on the result, not the page's body.
  await expect(page.getByRole('heading', { name: /^Carga n\.º \d+ enviada$/ })).toBeFocused();
});

test('AUTORIZADOR: approve one load and reject another, by keyboard', async ({ page, request }) => {
  const pending = await (await factoringApiAs(request, 'autorizador')).get<LoadSummary[]>('GetFactoringRequests');
  const [first, second] = pending;
  if (!first || !second) throw new Error('el sandbox no tiene dos solicitudes pendientes');
  await signInByKeyboard(page, 'autorizador@demo.ni');
  await page.goto('/factoring/aprobar');

  // Approve from the row's action menu (the filters, and each row's selection checkbox, on the way).
  await tabTo(page, page.getByRole('button', { name: `Acciones de la carga #${first.idLoad}` }), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Ver detalle' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Aprobar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/factoring/aprobar/aprobar/${first.idLoad}`);
  await expect(main(page)).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: `Aprobar carga #${first.idLoad}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `La carga #${first.idLoad} fue aprobada.` })).toBeVisible();

  // Reject through the detail page; the missing reason sends the focus to the field.
  await tabTo(page, page.getByRole('link', { name: `#${second.idLoad}`, exact: true }), { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/factoring/aprobar/detalle/${second.idLoad}`);
  await expect(main(page)).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'Rechazar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/factoring/aprobar/rechazar/${second.idLoad}`);
  const reject = page.getByRole('button', { name: `Rechazar carga #${second.idLoad}` });
  await tabTo(page, reject);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Indique el motivo del rechazo.')).toBeVisible();
  await expect(page.getByLabel('Motivo del rechazo')).toBeFocused();
  await page.keyboard.type('Falta la orden de compra.');
  await tabTo(page, reject, { max: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `La carga #${second.idLoad} fue rechazada.` })).toBeVisible();
});

test('PROVEEDOR: select invoices and request early payment, the dialog keeps and returns the focus', async ({
  page,
}) => {
  await signInByKeyboard(page, 'proveedor@demo.ni');
  await page.goto('/factoring/descontar');
  const table = page.getByRole('table', { name: 'Facturas disponibles para factoraje' });
  const boxes = table.getByRole('checkbox');
  await expect(boxes.nth(2)).toBeVisible();

  await tabTo(page, boxes.nth(1));
  await page.keyboard.press('Space');
  await tabTo(page, boxes.nth(2), { max: 4 });
  await page.keyboard.press('Space');
  await expect(page.getByTestId('selection-count')).toHaveText('2 facturas seleccionadas');

  const open = page.getByRole('button', { name: 'Solicitar factoraje' });
  await tabTo(page, open, { back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirmar solicitud de factoraje' });
  await expect(dialog).toBeVisible();
  // The focus is in the dialog and Tab never takes it to the page behind.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    const outside = await dialog.evaluate((element) => {
      const active = document.activeElement;
      return !element.contains(active);
    });
    expect(outside, 'el foco salió del diálogo').toBe(false);
  }
  // Escape closes it and the focus goes back to the button that opened it; nothing was sent.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByTestId('selection-count')).toHaveText('2 facturas seleccionadas');

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Confirmar solicitud' }), { max: 8 });
  await page.keyboard.press('Enter');
  const notice = page
    .getByRole('status')
    .filter({ hasText: /Se registró la solicitud de factoraje #\d+ con 2 facturas\./ });
  await expect(notice).toBeVisible();
  await tabTo(page, notice.getByRole('link', { name: 'Ver desembolso' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/factoring\/desembolsos\/detalle\/\d+$/);
  await expect(main(page)).toBeFocused();
});

test('history: search, sort, page size and paging, then a disbursement from the list to its detail and back, by keyboard', async ({
  page,
}) => {
  await signInByKeyboard(page, 'autorizador@demo.ni');
  await page.goto('/factoring/historica');
  const table = page.getByRole('table', { name: 'Cargas de facturas' });
  const range = page.getByText(/^Mostrando \d+–\d+ de \d+$/);
  await expect(table.getByRole('link', { name: /^#\d+$/ }).first()).toBeVisible();
  const total = Number(/de (\d+)$/.exec((await range.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(10);

  // Paging: 'Siguiente' then back with 'Anterior'.
  await tabTo(page, page.getByRole('button', { name: 'Página siguiente' }), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(range).toHaveText(`Mostrando 11–${Math.min(20, total)} de ${total}`);
  await tabTo(page, page.getByRole('button', { name: 'Página anterior' }), { back: true, max: 5 });
  await page.keyboard.press('Enter');
  await expect(range).toHaveText(`Mostrando 1–10 de ${total}`);

  // Page size from its select with the arrow keys.
  await tabTo(page, page.getByLabel('Filas por página'), { back: true, max: 80 });
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Filas por página')).toHaveValue('25');
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(25, total));

  // Sorting from a column heading.
  const header = table.getByRole('columnheader', { name: /Carga/ });
  await tabTo(page, header.getByRole('button'), { max: 5 });
  const before = await header.getAttribute('aria-sort');
  await page.keyboard.press('Enter');
  await expect(header).not.toHaveAttribute('aria-sort', before ?? 'none');

  // Search: only matching rows remain.
  await tabTo(page, page.getByLabel('Buscar'), { back: true, max: 10 });
  await page.keyboard.type('Rechazada');
  await expect.poll(() => table.locator('tbody tr').count()).toBeLessThan(Math.min(25, total));
  const statuses = await table.locator('tbody tr').allInnerTexts();
  expect(statuses.length).toBeGreaterThan(0);
  for (const row of statuses) expect(row).toContain('Rechazada');

  // Disbursements: list, detail, and back to the list.
  await page.goto('/factoring/desembolsos');
  const list = page.getByRole('table', { name: 'Desembolsos históricos' });
  const link = list.getByRole('link', { name: /^#\d+$/ }).first();
  await expect(link).toBeVisible();
  const id = ((await link.textContent()) ?? '').replace('#', '');
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/factoring/desembolsos/detalle/${id}`);
  await expect(main(page)).toBeFocused();
  await expect(page.getByRole('table', { name: `Operaciones del desembolso #${id}` })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Volver a la lista' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/factoring/desembolsos');
  await expect(main(page)).toBeFocused();
});

test('a section that fails while the user is on a control says so, and leaves the focus on that control', async ({
  page,
}) => {
  // The dashboard's pending-loads card reads HistoryLoads: its answer waits until the user is on the menu.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/operations/Factoring/HistoryLoads**', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Falla' }) });
  });
  await signInByKeyboard(page, 'deudor@demo.ni');
  const userMenu = page.getByRole('button', { name: /Menú de usuario/ });
  await tabTo(page, userMenu);
  answer();
  await expect(page.getByText('No se pudieron cargar sus cargas.')).toBeVisible();
  await expect(userMenu).toBeFocused();
});

test("idle warning: the focus goes to 'Seguir conectado', stays in the warning, and returns where it was", async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-11-23T14:00:00Z') });
  await signInByKeyboard(page, 'deudor@demo.ni');
  const userMenu = page.getByRole('button', { name: /Menú de usuario/ });
  await tabTo(page, userMenu);
  await page.clock.runFor('14:05');
  const warning = page.getByRole('alertdialog', { name: 'Su sesión está por expirar' });
  const stay = warning.getByRole('button', { name: 'Seguir conectado' });
  await expect(stay).toBeFocused();
  for (let press = 0; press < 4; press += 1) {
    await page.keyboard.press('Tab');
    const outside = await warning.evaluate((element) => {
      const active = document.activeElement;
      return !element.contains(active);
    });
    expect(outside, 'el foco salió del aviso').toBe(false);
  }
  await tabTo(page, stay, { max: 4 });
  await page.keyboard.press('Enter');
  await expect(warning).toBeHidden();
  await expect(userMenu).toBeFocused();
  await expect(page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
});
