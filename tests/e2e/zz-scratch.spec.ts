import { test } from './support/fixtures';
import { LoginPage } from './support/login-page';

const sizes = [[1280, 800, 'desktop'], [768, 1024, 'tablet']] as const;

test('shots interactive', async ({ page }) => {
  await new LoginPage(page).signInAs('proveedor');
  for (const [w, h, tag] of sizes) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/factoring/descontar');
    await page.getByRole('checkbox').nth(1).check();
    await page.getByRole('checkbox').nth(2).check();
    await page.getByRole('checkbox').nth(4).check();
    await page.screenshot({ path: `/tmp/shots/req-selected-${tag}.png` });
    await page.getByRole('button', { name: 'Solicitar factoraje' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/req-dialog-${tag}.png` });
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await new LoginPage(page).signInAs('autorizador');
  for (const [w, h, tag] of sizes) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/factoring/aprobar/rechazar/511');
    await page.getByRole('button', { name: /Rechazar carga/ }).click();
    await page.screenshot({ path: `/tmp/shots/reject-error-${tag}.png` });
    await page.goto('/factoring/aprobar?decidida=511&resultado=rechazada');
    await page.getByRole('button', { name: 'Acciones de la carga #512' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/apr-notice-menu-${tag}.png` });
    await page.keyboard.press('Escape');
  }
});
