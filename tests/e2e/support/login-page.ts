import { expect, type Page } from '@playwright/test';
import { demoPassword, demoUsers, type DemoUser } from './fixtures';

/** Page model of /auth/login. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  readonly email = () => this.page.getByLabel('Correo electrónico');
  readonly password = () => this.page.getByLabel('Contraseña', { exact: true });
  readonly submit = () => this.page.getByRole('button', { name: 'Ingresar' });
  readonly error = () => this.page.getByRole('alert');

  async goto(): Promise<void> {
    await this.page.goto('/auth/login');
    await expect(this.page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  }

  async signIn(email: string, password = demoPassword): Promise<void> {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.submit().click();
  }

  /** Signs a demo user in from the login page and waits for the dashboard. */
  async signInAs(user: DemoUser): Promise<void> {
    await this.goto();
    await this.signIn(demoUsers[user].email);
    await expect(this.page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
  }
}
