import { createHash } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { demoPassword } from './fixtures';

export interface ApiSession {
  readonly token: string;
  /** The user record exactly as the API returns it, which the app stores beside the token. */
  readonly user: unknown;
}

/** Signs in through the API, as the login form does (the password travels as its SHA-256). */
export async function apiSignIn(request: APIRequestContext, email: string, baseURL = ''): Promise<ApiSession> {
  const response = await request.post(`${baseURL}/api/auth/secure/authenticate`, {
    data: {
      userName: email,
      password: createHash('sha256').update(demoPassword, 'utf8').digest('hex'),
      scope: 'Portal',
    },
  });
  expect(response.ok(), `inicio de sesión por la API de ${email}`).toBe(true);
  const body = (await response.json()) as { access_token: string; user_data: unknown };
  return { token: body.access_token, user: body.user_data };
}
