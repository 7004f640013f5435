import { test } from './support/fixtures';
import { LoginPage } from './support/login-page';

const shots = (process.env.SHOTS ?? '').split(',').filter(Boolean);

for (const spec of shots) {
  const [user, path, name] = spec.split('|') as ['deudor' | 'autorizador' | 'proveedor', string, string];
  test(`shot ${name}`, async ({ page }) => {
    await new LoginPage(page).signInAs(user);
    for (const [w, h, tag] of [[1280, 800, 'desktop'], [768, 1024, 'tablet']] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(path);
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `/tmp/shots/${name}-${tag}.png`, fullPage: true });
    }
  });
}
