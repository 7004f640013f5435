import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from '../../sandbox/app';
import { config } from '@/config/config';
import { sha256Hex } from '@/lib/crypto';
import { setNavigator, type HttpClient } from '@/lib/http/client';
import { readCurrentUser, readToken } from '@/lib/session/auth-storage';
import { failureOf } from '../unit/lib/failure-of';
import { withFreshStorages } from '../unit/lib/memory-storage';
import { clientOnSandbox, signInThroughClient } from './client-on-sandbox';

let sandbox: Sandbox;
let api: HttpClient;

const signIn = (userName: string) => signInThroughClient(api, userName);

withFreshStorages();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  ({ sandbox, api } = clientOnSandbox());
});

afterEach(() => {
  vi.useRealTimers();
  setNavigator(null);
});

describe('the client against the real sandbox', () => {
  it('signs in with the hashed password, then reads the user with the stored token', async () => {
    const login = await signIn('deudor@demo.ni');
    expect(login.user_data).toMatchObject({ userName: 'deudor@demo.ni', roleName: 'DEUDOR' });
    expect(readToken()).toBe(login.access_token);
    expect(readCurrentUser()).toEqual(login.user_data);

    await expect(api.callApi('me')).resolves.toEqual(login.user_data);
    const products = await api.callApi('userProducts');
    expect(products.map((product) => product.productName)).toContain('factoring');
    await expect(api.callApi('permissions')).resolves.toContainEqual({
      module: 'factoring',
      resource: 'ImportInvoices',
    });
  });

  it('rejects a wrong password with the server message and no redirect', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    setNavigator(navigate);
    const error = await failureOf(
      api.callApi('authenticate', {
        body: { userName: 'deudor@demo.ni', password: await sha256Hex('wrong'), scope: 'Portal' },
      }),
    );
    expect(error).toMatchObject({ statusCode: 401, kind: 'http', message: 'Usuario o contraseña incorrectos' });
    vi.advanceTimersByTime(1000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats a revoked token as expired: session cleared, login after 300 ms', async () => {
    await signIn('autorizador@demo.ni');
    await api.callApi('logout');
    vi.useFakeTimers();
    const navigate = vi.fn();
    setNavigator(navigate);

    const error = await failureOf(api.callApi('me'));
    expect(error).toMatchObject({ statusCode: 401, message: 'Sesión no válida o expirada' });
    expect(readToken()).toBeNull();
    expect(sessionStorage.getItem(config.storageKeys.currentUser)).toBeNull();
    vi.advanceTimersByTime(300);
    expect(navigate).toHaveBeenCalledWith('/auth/login?reason=expired');
  });

  it('retries a read the server briefly refused', async () => {
    await signIn('proveedor@demo.ni');
    sandbox.faults.set([{ match: 'HistoricalDisbursements', kind: '503', times: 1 }]);
    const disbursements = await api.callApi('historicalDisbursements');
    expect(Array.isArray(disbursements)).toBe(true);
  });

  it('does not retry a POST without a key', async () => {
    await signIn('autorizador@demo.ni');
    sandbox.faults.set([{ match: 'auth/logout', kind: '503', times: 1 }]);
    const error = await failureOf(api.callApi('logout'));
    expect(error.statusCode).toBe(503);
  });

  it('turns a lost connection into a network error', async () => {
    await signIn('deudor@demo.ni');
    sandbox.faults.set([{ match: 'auth/me', kind: 'drop', when: 'before' }]);
    await expect(failureOf(api.callApi('me'))).resolves.toMatchObject({ kind: 'network' });
  });

  it.each(['not-json', 'bad-contract'] as const)('reports a %s answer as a contract drift', async (kind) => {
    await signIn('deudor@demo.ni');
    sandbox.faults.set([{ match: 'auth/me', kind }]);
    const error = await failureOf(api.callApi('me'));
    expect(error).toMatchObject({
      kind: 'contract',
      message: 'La respuesta del servidor no tiene el formato esperado.',
    });
  });
});
