import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { apiSignIn } from './api-session';
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

  /**
   * Opens the dashboard already signed in as a demo user. The login form has tests of its own;
   * elsewhere the session comes from the API (see `seedSession`).
   */
  async signInAs(user: DemoUser): Promise<void> {
    await this.seedSession(user);
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
  }

  /**
   * Signs in as a demo user without opening a page: the next page the test opens is signed in.
   * The session comes from the API and is put where the app keeps it (the tab's sessionStorage)
   * before the app starts, which spares each test a form and, when it goes straight to the screen
   * it is about, the dashboard's load too. It is put there once, so a logout later in the test
   * stays a logout across navigations.
   */
  async seedSession(user: DemoUser): Promise<void> {
    const session = await apiSignIn(this.page.request, demoUsers[user].email);
    await this.page.addInitScript(
      ({ marker, token, currentUser }) => {
        if (sessionStorage.getItem(marker) !== null) return;
        sessionStorage.setItem(marker, '1');
        sessionStorage.setItem('portal_token_prod', JSON.stringify(token));
        sessionStorage.setItem('portal_current_user_prod', JSON.stringify(currentUser));
      },
      { marker: `e2e-session-${randomUUID()}`, token: session.token, currentUser: session.user },
    );
  }
}
