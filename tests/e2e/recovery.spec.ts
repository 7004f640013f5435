import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LoginPage } from './support/login-page';

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

async function startRecovery(page: Page, username: string) {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page).toHaveURL('/recovery/username');
  await page.getByLabel('Correo electrónico').fill(username);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/recovery/image-verification');
  await expect(page.getByRole('group', { name: 'Imágenes de verificación' }).getByRole('radio')).toHaveCount(6);
}

test('a full recovery changes the password: the new one works, the old one fails', async ({ page, request }) => {
  const username = 'proveedor@demo.ni';
  await startRecovery(page, username);
  await page.getByRole('radio', { name: await registeredImage(request, username) }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/recovery/otp-validation');

  await page.getByLabel('Código de 6 dígitos').fill(await lastCode(request, username));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL('/recovery/update-credentials');

  await page.getByLabel('Nueva contraseña', { exact: true }).fill('corta');
  await page.getByLabel('Confirmar nueva contraseña').fill('corta');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('alert')).toHaveText('La contraseña no cumple todos los requisitos.');

  await page.getByLabel('Nueva contraseña', { exact: true }).fill('NuevaClave2026!');
  await page.getByLabel('Confirmar nueva contraseña').fill('NuevaClave2026?');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('alert')).toHaveText('Las contraseñas no coinciden.');

  await page.getByLabel('Confirmar nueva contraseña').fill('NuevaClave2026!');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL('/recovery/completed');
  await page.getByRole('link', { name: 'Ir al inicio de sesión' }).click();

  const login = new LoginPage(page);
  await login.signIn(username, 'Portal2025!');
  await expect(login.error()).toHaveText(/El correo o la contraseña no son correctos/);
  await login.signIn(username, 'NuevaClave2026!');
  await expect(page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
});

test('an unknown user gets the same screen as a real one', async ({ page }) => {
  await startRecovery(page, 'nadie@ejemplo.ni');
  await expect(page.getByRole('heading', { name: 'Verifique su imagen de seguridad' })).toBeVisible();
});

test('a wrong image ends the flow', async ({ page, request }) => {
  const username = 'deudor@demo.ni';
  await startRecovery(page, username);
  const right = await registeredImage(request, username);
  const radios = page.getByRole('radio');
  const labels = await radios.evaluateAll((inputs) => inputs.map((input) => input.parentElement?.textContent.trim() ?? ''));
  const wrong = labels.find((label) => label !== right) ?? '';
  await page.getByRole('radio', { name: wrong }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comenzar de nuevo' })).toBeVisible();
});

test('five wrong codes end the flow', async ({ page, request }) => {
  const username = 'autorizador@demo.ni';
  await startRecovery(page, username);
  await page.getByRole('radio', { name: await registeredImage(request, username) }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/recovery/otp-validation');
  const right = await lastCode(request, username);
  const wrong = right === '000000' ? '111111' : '000000';
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await page.getByLabel('Código de 6 dígitos').fill(wrong);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Comenzar de nuevo' })).toBeVisible();
  const check = await request.post('/api/auth/portal/checkCodeChangePassword', { data: { requestId: 'x', code: right } });
  expect(check.ok()).toBe(false);
});

test('a deep link to a later step shows the expired-session message', async ({ page }) => {
  await page.goto('/recovery/otp-validation');
  await expect(page).toHaveURL('/recovery/username');
  await expect(page.getByRole('alert')).toHaveText('Sesión expirada. Por favor, comience de nuevo.');
});

test('the whole flow works with the keyboard alone', async ({ page, request }) => {
  const username = 'multi@demo.ni';
  await page.goto('/recovery');
  await expect(page).toHaveURL('/recovery/username');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Correo electrónico')).toBeFocused();
  await page.keyboard.type(username);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/recovery/image-verification');
  const right = await registeredImage(request, username);
  const radio = page.getByRole('radio', { name: right });
  await expect(radio).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio').first()).toBeFocused();
  for (let step = 0; step < 6 && !(await radio.evaluate((input) => input === document.activeElement)); step += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/recovery/otp-validation');
  await page.keyboard.press('Tab');
  await page.keyboard.type(await lastCode(request, username));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/recovery/update-credentials');
  await page.keyboard.press('Tab');
  await page.keyboard.type('OtraClave2026#');
  await page.keyboard.press('Tab');
  await page.keyboard.type('OtraClave2026#');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/recovery/completed');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Ir al inicio de sesión' })).toBeFocused();
});
