import { createSandbox, type Sandbox } from '../../sandbox/app';
import type { ResponseOf } from '@contract/contract';
import { config } from '@/config/config';
import { sha256Hex } from '@/lib/crypto';
import { createHttpClient, type HttpClient } from '@/lib/http/client';
import { saveSession } from '@/lib/session/auth-storage';

/** A fresh test-mode sandbox and the UI's HTTP client over it, in process, retrying without delay. */
export function clientOnSandbox(): { sandbox: Sandbox; api: HttpClient } {
  const sandbox = createSandbox({ mode: 'test' });
  const api = createHttpClient({ fetch: sandbox.fetch, baseUrl: 'http://portal.test/api/', retryDelay: () => 0 });
  return { sandbox, api };
}

/** Signs a demo user in through the client, as the login screen does, and keeps the session in storage. */
export async function signInThroughClient(
  api: HttpClient,
  userName = 'deudor@demo.ni',
): Promise<ResponseOf<'authenticate'>> {
  const login = await api.callApi('authenticate', {
    body: { userName, password: await sha256Hex('Portal2025!'), scope: config.scope },
  });
  saveSession(login.access_token, login.user_data);
  return login;
}
