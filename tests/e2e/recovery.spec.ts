import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { serveDemoSandbox } from './support/demo-sandbox';
import { LoginPage } from './support/login-page';
import { screenshot } from './support/screenshots';

const expiredText = 'Sesión expirada. Por favor, comience de nuevo.';
const imageFailedText = 'Verificación fallida. Por seguridad, comience de nuevo.';

async function lastCode(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.get(`/api/__test__/otp?username=${encodeURIComponent(username)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { code: string }).code;
}

async function registeredImage(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.get(`/api/__test__/recovery-image?username=${encodeURIComponent(username)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { label: string }).label;
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const rule = (page: Page, label: string) =>
  page.getByRole('list', { name: 'La contraseña debe:' }).getByRole('listitem').filter({ hasText: label });
const images = (page: Page) => page.getByRole('group', { name: 'Imágenes de verificación' }).getByRole('radio');

/** From the login page's link to the image step; waits for each screen before typing into it. */
async function startRecovery(page: Page, username: string) {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page).toHaveURL('/recovery/username');
  await expect(stepHeading(page, 'Ingrese su usuario')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(username);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/recovery/image-verification');
  await expect(stepHeading(page, 'Verifique su imagen de seguridad')).toBeVisible();
  await expect(images(page)).toHaveCount(6);
}

async function imageLabels(page: Page): Promise<string[]> {
  return images(page).evaluateAll((inputs) => inputs.map((input) => input.closest('label')?.textContent.trim() ?? ''));
}

test('a full recovery changes the password: the new one works, the old one fails; the password form passes axe', async ({
  page,
  request,
}) => {
  const username = 'proveedor@demo.ni';
  await page.goto('/recovery/username');
  await expect(stepHeading(page, 'Ingrese su usuario')).toBeVisible();

  await startRecovery(page, username);
  await page.getByRole('radio', { name: await registeredImage(request, username) }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/recovery/otp-validation');
  await expect(stepHeading(page, 'Ingrese el código de verificación')).toBeVisible();
  await expect(
    page.getByText('Enviamos un código de 6 dígitos por SMS al +505 ****-7716. Vence en 5 minutos.'),
  ).toBeVisible();
  // A sandbox in test mode answers like the lender's API: no demo notice, no code on the screen.
  await expect(page.getByRole('complementary', { name: 'Modo demostración' })).toHaveCount(0);

  await page.getByLabel('Código de 6 dígitos').fill(await lastCode(request, username));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL('/recovery/update-credentials');
  await expect(stepHeading(page, 'Cree su nueva contraseña')).toBeVisible();
  await expectAccessible(page, 'recuperación: nueva contraseña');

  // Both new-password fields can be shown, like the login's.
  const showButtons = page.getByRole('button', { name: 'Mostrar contraseña' });
  await expect(showButtons).toHaveCount(2);
  await showButtons.first().click();
  await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('corta');
  await page.getByLabel('Confirmar nueva contraseña').fill('corta');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'La contraseña todavía debe: tener al menos 10 caracteres, tener mayúsculas y minúsculas y tener al menos un número.',
  );
  await expect(rule(page, 'Tener al menos 10 caracteres')).toContainText('pendiente');
  await expectAccessible(page, 'recuperación: contraseña rechazada');

  await page.getByLabel('Nueva contraseña', { exact: true }).fill('NuevaClave2026!');
  await page.getByLabel('Confirmar nueva contraseña').fill('NuevaClave2026?');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('alert')).toHaveText('Las contraseñas no coinciden.');

  await page.getByLabel('Confirmar nueva contraseña').fill('NuevaClave2026!');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL('/recovery/completed');
  await expect(stepHeading(page, 'Contraseña actualizada')).toBeVisible();
  await page.getByRole('link', { name: 'Ir al inicio de sesión' }).click();
  await expect(page).toHaveURL('/auth/login');

  const login = new LoginPage(page);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await login.signIn(username, 'Portal2025!');
  await expect(login.error()).toHaveText(/El correo o la contraseña no son correctos/);
  await login.signIn(username, 'NuevaClave2026!');
  await expect(page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
});

test.describe("with `npm start`'s demo sandbox", () => {
  let demo: { readonly url: string; readonly stop: () => Promise<void> } | undefined;
  test.beforeAll(async () => {
    demo = await serveDemoSandbox();
  });
  test.afterAll(async () => {
    await demo?.stop();
  });

  test('a recovery is finished with the code the screen shows, marked as a demo, and the image the README names', async ({
    page,
  }) => {
    if (!demo) throw new Error('el sandbox de demostración no arrancó');
    const username = 'deudor@demo.ni';
    await page.goto(`${demo.url}/recovery/username`);
    await page.getByLabel('Correo electrónico').fill(username);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Verifique su imagen de seguridad')).toBeVisible();
    // README: deudor's image is the lighthouse.
    await page.getByRole('radio', { name: 'Faro' }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Ingrese el código de verificación')).toBeVisible();

    const notice = page.getByRole('complementary', { name: 'Modo demostración' });
    await expect(notice).toContainText('Este sandbox no envía SMS. El código enviado es:');
    const first = (await notice.locator('strong').textContent()) ?? '';
    expect(first).toMatch(/^\d{6}$/);
    await expectAccessible(page, 'recuperación: código de demostración');
    await screenshot(page, 'recuperacion-codigo-demostracion');

    // A new code replaces the one shown; the old one no longer works.
    await page.getByRole('button', { name: 'Enviar un código nuevo' }).click();
    await expect(page.getByText(/Le enviamos un código nuevo/)).toBeVisible();
    await expect(notice.locator('strong')).toHaveText(/^\d{6}$/);
    const second = (await notice.locator('strong').textContent()) ?? '';
    await page.getByLabel('Código de 6 dígitos').fill(second);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(stepHeading(page, 'Cree su nueva contraseña')).toBeVisible();
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('NuevaClave2026!');
    await page.getByLabel('Confirmar nueva contraseña').fill('NuevaClave2026!');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(stepHeading(page, 'Contraseña actualizada')).toBeVisible();
  });
});

/** Steps 1 to 3 with the registered image and the code the sandbox sent, up to the new password. */
async function reachNewPassword(page: Page, request: APIRequestContext, username: string) {
  await startRecovery(page, username);
  await page.getByRole('radio', { name: await registeredImage(request, username) }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepHeading(page, 'Ingrese el código de verificación')).toBeVisible();
  await page.getByLabel('Código de 6 dígitos').fill(await lastCode(request, username));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(stepHeading(page, 'Cree su nueva contraseña')).toBeVisible();
}

test('the password rules follow typing, a password that breaks one is never sent, and a valid one is', async ({
  page,
  request,
}) => {
  const username = 'deudor@demo.ni';
  // Every reset call the page makes passes through here, so a refused password would be seen.
  const sent: unknown[] = [];
  await page.route('**/api/auth/portal/resetPassword', async (route) => {
    sent.push(route.request().postDataJSON());
    await route.continue();
  });
  await reachNewPassword(page, request, username);
  const password = page.getByLabel('Nueva contraseña', { exact: true });
  const confirmation = page.getByLabel('Confirmar nueva contraseña');
  const progress = page.getByRole('status').filter({ hasText: /^(Requisitos cumplidos|La contraseña cumple)/ });
  const allRules = [
    'Tener al menos 10 caracteres',
    'Tener mayúsculas y minúsculas',
    'Tener al menos un número',
    'No ser ni contener su usuario',
    'Coincidir con la confirmación',
  ];
  const states = async () =>
    Promise.all(allRules.map(async (label) => /\((\w+)\)$/.exec((await rule(page, label).textContent()) ?? '')?.[1]));

  // Before typing: every rule pending, and nothing announced yet.
  expect(await states()).toEqual(['pendiente', 'pendiente', 'pendiente', 'pendiente', 'pendiente']);
  await expect(page.locator('.password-rules [role="status"]')).toHaveText('');
  // The field is described by the checklist, so a screen reader reads each rule and its state with it.
  await expect(password).toHaveAccessibleDescription(
    /^La contraseña debe: Tener al menos 10 caracteres \(pendiente\) Tener mayúsculas/,
  );

  await password.pressSequentially('Deudor');
  await expect(rule(page, 'Tener mayúsculas y minúsculas')).toContainText('cumplido');
  await expect(progress).toHaveText('Requisitos cumplidos: 1 de 5.');
  await password.pressSequentially('2026x');
  await expect(rule(page, 'Tener al menos 10 caracteres')).toContainText('cumplido');
  expect(await states()).toEqual(['cumplido', 'cumplido', 'cumplido', 'pendiente', 'pendiente']);
  await confirmation.pressSequentially('Deudor2026x');
  await expect(progress).toHaveText('Requisitos cumplidos: 4 de 5.');
  await expect(password).toHaveAccessibleDescription(/No ser ni contener su usuario \(pendiente\)/);

  // The user name inside the password: refused in the page, the field says why and takes the focus.
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('alert')).toHaveText('La contraseña todavía debe: no ser ni contener su usuario.');
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'recuperación: contraseña con el usuario');
  // Enter in the field is refused the same way.
  await password.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('La contraseña todavía debe: no ser ni contener su usuario.');

  // Only the confirmation wrong: the confirmation field takes the focus.
  await password.fill('Granada2026Sol');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('alert')).toHaveText('Las contraseñas no coinciden.');
  await expect(confirmation).toBeFocused();
  expect(sent).toEqual([]);

  await confirmation.fill('Granada2026Sol');
  await expect(progress).toHaveText('La contraseña cumple todos los requisitos.');
  expect(await states()).toEqual(['cumplido', 'cumplido', 'cumplido', 'cumplido', 'cumplido']);
  await expectAccessible(page, 'recuperación: contraseña válida');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL('/recovery/completed');
  // One request, the valid password's: had a refused one gone out, it would have been first.
  const hash = createHash('sha256').update('Granada2026Sol').digest('hex');
  expect(sent).toEqual([{ requestId: expect.any(String) as unknown, newPassword: hash, confirmNewPassword: hash }]);
});

test('an unknown user gets the same screens and the same failure as a real one with a wrong image', async ({
  page,
  request,
}) => {
  const screen = async () => ({
    heading: await page.getByRole('heading', { level: 2 }).textContent(),
    intro: await page.locator('form .auth-card__intro').textContent(),
    choices: await images(page).count(),
  });
  await startRecovery(page, 'nadie@ejemplo.ni');
  const unknown = await screen();
  await page.getByRole('radio', { name: (await imageLabels(page))[0] }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toHaveText(imageFailedText);

  await page.getByRole('link', { name: 'Volver al inicio de sesión' }).click();
  await expect(page).toHaveURL('/auth/login');
  const real = 'deudor@demo.ni';
  await startRecovery(page, real);
  expect(await screen()).toEqual(unknown);
  const right = await registeredImage(request, real);
  const wrong = (await imageLabels(page)).find((label) => label !== right) ?? '';
  await page.getByRole('radio', { name: wrong }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toHaveText(imageFailedText);
});

test('a wrong image ends the flow, and starting over begins at step 1', async ({ page, request }) => {
  const username = 'deudor@demo.ni';
  await startRecovery(page, username);
  const right = await registeredImage(request, username);
  const wrong = (await imageLabels(page)).find((label) => label !== right) ?? '';
  await page.getByRole('radio', { name: wrong }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toHaveText(imageFailedText);
  await expect(page.getByRole('button', { name: 'Continuar' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: right })).toBeDisabled();
  await expectAccessible(page, 'recuperación: imagen incorrecta');

  await page.getByRole('button', { name: 'Comenzar de nuevo' }).click();
  await expect(page).toHaveURL('/recovery/username');
  await expect(stepHeading(page, 'Ingrese su usuario')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a reload after a wrong image begins at step 1 and says the recovery must start over', async ({
  page,
  request,
}) => {
  const username = 'proveedor@demo.ni';
  await startRecovery(page, username);
  const right = await registeredImage(request, username);
  await page.getByRole('radio', { name: (await imageLabels(page)).find((label) => label !== right) ?? '' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toHaveText(imageFailedText);

  await page.reload();
  await expect(page).toHaveURL('/recovery/username');
  await expect(stepHeading(page, 'Ingrese su usuario')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(expiredText);
});

test('five wrong codes end the flow, and the right code no longer works', async ({ page, request }) => {
  const username = 'autorizador@demo.ni';
  const started = page.waitForResponse('**/auth/portal/requestChangePassword');
  await startRecovery(page, username);
  const { requestID: requestId } = (await (await started).json()) as { requestID: string };
  await page.getByRole('radio', { name: await registeredImage(request, username) }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/recovery/otp-validation');
  const right = await lastCode(request, username);
  const wrong = right === '000000' ? '111111' : '000000';
  const answers = [
    'Código incorrecto. Le quedan 4 intentos.',
    'Código incorrecto. Le quedan 3 intentos.',
    'Código incorrecto. Le quedan 2 intentos.',
    'Código incorrecto. Le queda 1 intento.',
    'Demasiados códigos incorrectos. Por seguridad, comience de nuevo.',
  ];
  for (const answer of answers) {
    await page.getByLabel('Código de 6 dígitos').fill(wrong);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('alert')).toHaveText(answer);
  }
  await expect(page.getByLabel('Código de 6 dígitos')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Verificar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Comenzar de nuevo' })).toBeVisible();
  await expectAccessible(page, 'recuperación: código bloqueado');
  // The server locked this very session: even the right code, sent with its real id, is refused.
  expect(requestId).not.toBe('');
  const sessionLocked = await request.post('/api/auth/portal/checkCodeChangePassword', {
    data: { requestId, code: right },
  });
  expect(sessionLocked.status()).toBeGreaterThanOrEqual(400);
  expect(sessionLocked.status()).toBeLessThan(500);
});

test('a new code can be asked for: it replaces the old one, and after three codes the flow ends', async ({
  page,
  request,
}) => {
  const username = 'multi@demo.ni';
  await startRecovery(page, username);
  await page.getByRole('radio', { name: await registeredImage(request, username) }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepHeading(page, 'Ingrese el código de verificación')).toBeVisible();
  const first = await lastCode(request, username);

  await page.getByRole('button', { name: 'Enviar un código nuevo' }).click();
  // The step's own status line (the app's update prompt is a status region too, empty here).
  const resent = page.getByRole('status').filter({ hasText: 'Le enviamos un código nuevo' });
  await expect(resent).toHaveText('Le enviamos un código nuevo al +505 ****-6640. El anterior ya no sirve.');
  await expect(page.getByLabel('Código de 6 dígitos')).toBeFocused();
  const second = await lastCode(request, username);
  expect(second).not.toBe(first);
  await expectAccessible(page, 'recuperación: código reenviado');

  await page.getByRole('button', { name: 'Enviar un código nuevo' }).click();
  await expect(resent).toBeVisible();
  await page.getByRole('button', { name: 'Enviar un código nuevo' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Ha solicitado demasiados códigos. Por seguridad, comience de nuevo.',
  );
  await expect(page.getByRole('button', { name: 'Comenzar de nuevo' })).toBeVisible();
  await expect(page.getByLabel('Código de 6 dígitos')).toBeDisabled();
});

for (const path of [
  '/recovery/image-verification',
  '/recovery/otp-validation',
  '/recovery/update-credentials',
  '/recovery/completed',
]) {
  test(`a deep link to ${path} shows the expired-session message at step 1`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL('/recovery/username');
    await expect(page.getByRole('alert')).toHaveText(expiredText);
    await expect(stepHeading(page, 'Ingrese su usuario')).toBeVisible();
  });
}

test('a reload resumes the recovery at its step, without starting over or asking the server again', async ({
  page,
  request,
}) => {
  const username = 'deudor@demo.ni';
  const restarts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/requestChangePassword')) restarts.push(sent.url());
  });
  await startRecovery(page, username);
  expect(restarts).toHaveLength(1);
  const shown = await imageLabels(page);

  await page.reload();
  await expect(page).toHaveURL('/recovery/image-verification');
  await expect(stepHeading(page, 'Verifique su imagen de seguridad')).toBeVisible();
  await expect(page.getByText(expiredText)).toHaveCount(0);
  // The step's heading shows before its images: they are read once all are there, as at the start.
  await expect(images(page)).toHaveCount(shown.length);
  expect(await imageLabels(page)).toEqual(shown);

  await page.getByRole('radio', { name: await registeredImage(request, username) }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepHeading(page, 'Ingrese el código de verificación')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL('/recovery/otp-validation');
  await expect(page.getByText(/al \+505 \*{4}-\d{4}\. Vence en 5 minutos\./)).toBeVisible();
  await page.getByLabel('Código de 6 dígitos').fill(await lastCode(request, username));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(stepHeading(page, 'Cree su nueva contraseña')).toBeVisible();
  expect(restarts).toHaveLength(1);
  // What the tab keeps holds no secret: no code, no image, no password.
  const kept = await page.evaluate(() => sessionStorage.getItem('portal_recovery_prod'));
  expect(Object.keys(JSON.parse(kept ?? '{}') as object).sort()).toEqual([
    'maskedPhone',
    'otpValidated',
    'sessionId',
    'step',
    'username',
  ]);
});

test('the back-to-login link leaves the flow from any step, and a later visit starts afresh', async ({ page }) => {
  await startRecovery(page, 'multi@demo.ni');
  await page.getByRole('link', { name: 'Volver al inicio de sesión' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/recovery/username');
  await expect(page.getByRole('alert')).toHaveText(expiredText);
});

test('the whole flow works with the keyboard alone', async ({ page, request }) => {
  const username = 'multi@demo.ni';
  // SPEC section 2: /recovery and /recovery/username both show step 1.
  await page.goto('/recovery');
  await expect(page).toHaveURL('/recovery');
  await expect(stepHeading(page, 'Ingrese su usuario')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Correo electrónico')).toBeFocused();
  await page.keyboard.type(username);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/recovery/image-verification');
  await expect(stepHeading(page, 'Verifique su imagen de seguridad')).toBeFocused();
  const right = await registeredImage(request, username);
  const radio = page.getByRole('radio', { name: right });
  await expect(radio).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(images(page).first()).toBeFocused();
  for (let step = 0; step < 6 && !(await radio.evaluate((input) => input === document.activeElement)); step += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/recovery/otp-validation');
  await expect(stepHeading(page, 'Ingrese el código de verificación')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Código de 6 dígitos')).toBeFocused();
  await page.keyboard.type(await lastCode(request, username));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/recovery/update-credentials');
  await expect(stepHeading(page, 'Cree su nueva contraseña')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Nueva contraseña', { exact: true })).toBeFocused();
  await page.keyboard.type('OtraClave2026#');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Mostrar contraseña' }).first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Confirmar nueva contraseña')).toBeFocused();
  await page.keyboard.type('OtraClave2026#');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/recovery/completed');
  await expect(stepHeading(page, 'Contraseña actualizada')).toBeFocused();
  await page.keyboard.press('Tab');
  const toLogin = page.getByRole('link', { name: 'Ir al inicio de sesión' });
  await expect(toLogin).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/auth/login');
});
