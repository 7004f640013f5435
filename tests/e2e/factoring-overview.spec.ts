import { expect, test, type DemoUser } from './support/fixtures';
import { LoginPage } from './support/login-page';

const expected: Record<Exclude<DemoUser, 'multi'>, string[]> = {
  deudor: ['Importar facturas', 'Carga histórica', 'Desembolsos históricos'],
  autorizador: ['Aprobar facturas', 'Carga histórica', 'Desembolsos históricos'],
  proveedor: ['Solicitar factoraje', 'Desembolsos históricos'],
};

for (const [user, actions] of Object.entries(expected) as [keyof typeof expected, string[]][]) {
  test(`${user}: /factoring offers exactly the actions its role and permissions allow, each a link to its screen`, async ({
    page,
  }) => {
    await new LoginPage(page).seedSession(user);
    await page.goto('/factoring');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(actions);
    const last = actions.at(-1) ?? '';
    await main.getByRole('link', { name: new RegExp(last) }).click();
    await expect(page).toHaveURL('/factoring/desembolsos');
  });
}
