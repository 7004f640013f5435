import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/schemas';
import { config } from '@/config/config';
import { events } from '@/lib/events';
import { createHttpClient, setNavigator, type HttpClientOptions } from '@/lib/http/client';
import { fakeFetch, hangUntilAborted, jsonResponse, textResponse } from './fake-fetch';
import { failureOf } from './failure-of';
import { withFreshStorages } from './memory-storage';

const baseUrl = 'http://portal.test/api/';
const { storageKeys } = config;

const demoUser: User = {
  userId: 7,
  userName: 'deudor@demo.ni',
  fullName: 'Ana Deudora',
  roleName: 'DEUDOR',
  phone: '+505 8888 0000',
};

function client(handler: Parameters<typeof fakeFetch>[0], options: HttpClientOptions = {}) {
  const fake = fakeFetch(handler);
  return {
    api: createHttpClient({ baseUrl, fetch: fake.fetch, retryDelay: () => 0, ...options }),
    requests: fake.requests,
  };
}

withFreshStorages();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  setNavigator(null);
});

describe('requests', () => {
  it('resolves to the body only, validated by the contract', async () => {
    const { api, requests } = client(() => jsonResponse(demoUser));
    await expect(api.callApi('me')).resolves.toEqual(demoUser);
    expect(requests[0]?.url).toBe('http://portal.test/api/auth/me');
    expect(requests[0]?.method).toBe('GET');
  });

  it('sends a JSON content type on every request and the body of a POST', async () => {
    const { api, requests } = client(() => jsonResponse({ access_token: 'tok', user_data: demoUser }));
    const body = { userName: 'deudor@demo.ni', password: 'a'.repeat(64), scope: 'Portal' } as const;
    await api.callApi('authenticate', { body });
    await api.request('get', 'auth/validate').catch(() => undefined);
    expect(requests.map((request) => request.headers.get('content-type'))).toEqual([
      'application/json',
      'application/json',
    ]);
    expect(await requests[0]?.json()).toEqual(body);
  });

  it('fills path parameters and query strings from the call', async () => {
    const { api, requests } = client(() => jsonResponse([]));
    await api.callApi('factoringInvoicesByLoad', { params: { idLoad: 12 } });
    await api.callApi('initialImages', { query: { sessionId: 'abc 1' } });
    expect(requests.map((request) => request.url)).toEqual([
      'http://portal.test/api/operations/Factoring/GetFactoringInvoicesByLoad/12',
      'http://portal.test/api/auth/secure/InitialImages?sessionId=abc+1',
    ]);
  });

  it('adds the stored token as a Bearer header', async () => {
    sessionStorage.setItem(storageKeys.token, JSON.stringify('stored-token'));
    const { api, requests } = client(() => jsonResponse(demoUser));
    await api.callApi('me');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer stored-token');
  });

  it('prefers the token in localStorage over sessionStorage', async () => {
    localStorage.setItem(storageKeys.token, JSON.stringify('persistent'));
    sessionStorage.setItem(storageKeys.token, JSON.stringify('tab'));
    const { api, requests } = client(() => jsonResponse(demoUser));
    await api.callApi('me');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer persistent');
  });

  it('keeps an Authorization header the caller set', async () => {
    sessionStorage.setItem(storageKeys.token, JSON.stringify('stored-token'));
    const { api, requests } = client(() => jsonResponse(demoUser));
    await api.callApi('me', { headers: { Authorization: 'Bearer explicit' } });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer explicit');
  });

  it('sends no Authorization header when no token is stored', async () => {
    const { api, requests } = client(() => jsonResponse(demoUser));
    await api.callApi('me');
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('reads the token when the call is made, so a logout right after cannot strip it', async () => {
    sessionStorage.setItem(storageKeys.token, JSON.stringify('before-logout'));
    const { api, requests } = client(() => jsonResponse({ ok: true }));
    const call = api.callApi('logout');
    sessionStorage.clear();
    await call;
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer before-logout');
  });

  it('resolves a relative base URL against the page origin', async () => {
    vi.stubGlobal('location', { origin: 'https://portal.example.ni', assign: vi.fn() });
    const { api, requests } = client(() => jsonResponse(demoUser), { baseUrl: '/api/' });
    await api.callApi('me');
    expect(requests[0]?.url).toBe('https://portal.example.ni/api/auth/me');
  });

  it('sends a plain request with the method it is given', async () => {
    const { api, requests } = client((request) => jsonResponse({ method: request.method }));
    await expect(api.request('put', 'x/1', { json: { a: 1 } })).resolves.toEqual({ method: 'PUT' });
    await expect(api.request('patch', 'x/1', { json: { a: 1 } })).resolves.toEqual({ method: 'PATCH' });
    await expect(api.request('delete', '/x/1')).resolves.toEqual({ method: 'DELETE' });
    expect(requests.map((request) => request.url)).toEqual(Array(3).fill('http://portal.test/api/x/1'));
  });
});

describe('error normalisation', () => {
  const failWith = (response: () => Response) => failureOf(client(response).api.callApi('me'));

  it('takes the body error field first', async () => {
    const error = await failWith(() => jsonResponse({ error: 'Credenciales inválidas', message: 'otra cosa' }, 400));
    expect(error).toMatchObject({ message: 'Credenciales inválidas', statusCode: 400, isApiError: true, kind: 'http' });
  });

  it('takes the message field when error is not a string', async () => {
    const error = await failWith(() => jsonResponse({ error: { code: 7 }, message: 'Carga no encontrada' }, 404));
    expect(error).toMatchObject({ message: 'Carga no encontrada', statusCode: 404 });
  });

  it('takes the body itself when it is a string', async () => {
    const error = await failWith(() => textResponse('Servicio en mantenimiento', 503));
    expect(error).toMatchObject({ message: 'Servicio en mantenimiento', statusCode: 503, kind: 'http' });
  });

  it('falls back to the generic text', async () => {
    const error = await failWith(() => jsonResponse({ detail: 'nothing usable' }, 422));
    expect(error).toMatchObject({ message: 'An unexpected error occurred', statusCode: 422 });
  });

  it('falls back to the generic text for an empty body', async () => {
    const error = await failWith(() => new Response(null, { status: 403 }));
    expect(error).toMatchObject({ message: 'An unexpected error occurred', statusCode: 403 });
  });

  it('keeps the original error', async () => {
    const error = await failWith(() => jsonResponse({ error: 'No' }, 400));
    expect(error.original).toBeInstanceOf(Error);
    expect((error.original as Error).name).toBe('HTTPError');
  });

  it('tells a lost connection apart, with status 500 by default', async () => {
    const error = await failureOf(
      client(() => {
        throw new TypeError('fetch failed');
      }).api.callApi('me'),
    );
    expect(error).toMatchObject({
      kind: 'network',
      statusCode: 500,
      message: 'No se pudo conectar con el servidor. Verifique su conexión.',
    });
  });

  it('says so in plain words when the browser knows it is offline, and does not retry', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { api, requests } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(api.callApi('me'));
    expect(error).toMatchObject({
      kind: 'network',
      message:
        'Sin conexión a internet. Esta información necesita la red: pulse «Reintentar» cuando vuelva la conexión.',
    });
    expect(requests).toHaveLength(1);
  });

  it('reports a timeout', async () => {
    const error = await failureOf(client(hangUntilAborted, { timeoutMs: 20 }).api.callApi('me'));
    expect(error).toMatchObject({
      kind: 'timeout',
      statusCode: 500,
      message: 'El servidor tardó demasiado en responder. Inténtelo de nuevo.',
    });
  });

  it('reports a response that breaks the contract, never passing it on', async () => {
    const error = await failWith(() => jsonResponse({ userId: 'seven' }));
    expect(error).toMatchObject({
      kind: 'contract',
      statusCode: 502,
      message: 'La respuesta del servidor no tiene el formato esperado.',
    });
  });

  it('reports a body that is not JSON as a contract failure', async () => {
    const error = await failWith(() => textResponse('<!doctype html><title>Portal</title>', 200, 'text/html'));
    expect(error).toMatchObject({ kind: 'contract', statusCode: 502 });
  });

  it('logs every failure and rethrows it', async () => {
    await failWith(() => jsonResponse({ error: 'Fallo' }, 500));
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('GET auth/me'),
      expect.objectContaining({ message: 'Fallo' }),
    );
  });

  it('never logs the token', async () => {
    sessionStorage.setItem(storageKeys.token, JSON.stringify('secret-token-value'));
    await failWith(() => jsonResponse({ error: 'Fallo' }, 500));
    await failWith(() => jsonResponse({ error: 'Prohibido' }, 403));
    const logged = JSON.stringify([vi.mocked(console.error).mock.calls, vi.mocked(console.warn).mock.calls]);
    expect(logged).not.toContain('secret-token-value');
  });

  it('passes a cancellation through unchanged', async () => {
    const controller = new AbortController();
    const { api } = client(hangUntilAborted);
    const call = api.callApi('me', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('retries', () => {
  const flaky =
    (failures: number, status = 503) =>
    (_request: Request, attempt: number) =>
      attempt <= failures ? jsonResponse({ error: 'No disponible' }, status) : jsonResponse({ ok: true });

  it('retries a GET on a 5xx up to the configured attempts', async () => {
    const { api, requests } = client(flaky(10));
    const error = await failureOf(api.request('get', 'auth/validate'));
    expect(error.statusCode).toBe(503);
    expect(requests).toHaveLength(config.retryAttempts + 1);
  });

  it('retries a GET after a network error', async () => {
    const { api, requests } = client((_request, attempt) => {
      if (attempt === 1) throw new TypeError('fetch failed');
      return jsonResponse(demoUser);
    });
    await expect(api.callApi('me')).resolves.toEqual(demoUser);
    expect(requests).toHaveLength(2);
  });

  it('never retries a POST without an idempotency key', async () => {
    const { api, requests } = client(flaky(1));
    // logout: a POST the contract does not mark idempotent, so the client sends it with no key.
    const error = await failureOf(api.callApi('logout'));
    expect(error.statusCode).toBe(503);
    expect(requests).toHaveLength(1);
  });

  it('never retries a POST after a network error without a key', async () => {
    const { api, requests } = client(() => {
      throw new TypeError('fetch failed');
    });
    await failureOf(api.post('operations/Factoring/UpdateLoadStatus', { json: {} }));
    expect(requests).toHaveLength(1);
  });

  it.each(['put', 'patch', 'delete'] as const)('never retries %s without a key', async (method) => {
    const { api, requests } = client(flaky(1));
    await failureOf(api.request(method, 'x/1'));
    expect(requests).toHaveLength(1);
  });

  it('retries a POST that carries an Idempotency-Key on 503, with the same key', async () => {
    const { api, requests } = client(flaky(1));
    await expect(
      api.post('operations/Factoring/LoadInvoices', { json: { Invoices: [] }, idempotencyKey: 'draft-1' }),
    ).resolves.toEqual({ ok: true });
    expect(requests.map((request) => request.headers.get('idempotency-key'))).toEqual(['draft-1', 'draft-1']);
  });

  it('gives idempotent contract calls a key of their own, so their retries are safe', async () => {
    const load = {
      idLoad: 3,
      loadDate: '2026-01-02',
      debtor: 'D',
      uploadedBy: 'u',
      totalInvoices: 1,
      totalAmountNIO: 1,
      totalAmountUSD: 0,
      status: 'PENDIENTE',
      reason: null,
      decidedAt: null,
    };
    const { api, requests } = client((_request, attempt) =>
      attempt === 1 ? jsonResponse({}, 503) : jsonResponse(load),
    );
    await api.callApi('loadInvoices', { body: { Invoices: [] } });
    const keys = requests.map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('does not retry a 4xx', async () => {
    const { api, requests } = client(flaky(5, 400));
    await failureOf(api.request('get', 'auth/validate'));
    expect(requests).toHaveLength(1);
  });
});

describe('a 401', () => {
  const unauthorized = () => jsonResponse({ error: 'Token inválido' }, 401);

  function storeSession() {
    for (const storage of [localStorage, sessionStorage]) {
      storage.setItem(storageKeys.token, JSON.stringify('tok'));
      storage.setItem(storageKeys.refreshToken, JSON.stringify('refresh'));
      storage.setItem(storageKeys.currentUser, JSON.stringify(demoUser));
      storage.setItem(storageKeys.sidebarCollapsed, 'true');
    }
  }

  it('clears the session in both storages, publishes the expiry and goes to login after 300 ms', async () => {
    vi.useFakeTimers();
    storeSession();
    const navigate = vi.fn();
    const expired = vi.fn();
    setNavigator(navigate);
    const off = events.on('auth:token-expired', expired);

    const error = await failureOf(client(unauthorized).api.callApi('me'));
    off();

    expect(error).toMatchObject({ statusCode: 401, message: 'Token inválido' });
    for (const storage of [localStorage, sessionStorage]) {
      expect(storage.getItem(storageKeys.token)).toBeNull();
      expect(storage.getItem(storageKeys.refreshToken)).toBeNull();
      expect(storage.getItem(storageKeys.currentUser)).toBeNull();
      expect(storage.getItem(storageKeys.sidebarCollapsed)).toBe('true');
    }
    expect(expired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(299);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/auth/login?reason=expired');
  });

  it('leaves everything alone when the failing call is the login call', async () => {
    vi.useFakeTimers();
    storeSession();
    const navigate = vi.fn();
    setNavigator(navigate);
    const { api } = client(unauthorized);
    const body = { userName: 'deudor@demo.ni', password: 'b'.repeat(64), scope: 'Portal' } as const;

    await expect(api.callApi('authenticate', { body })).rejects.toMatchObject({ statusCode: 401 });
    vi.advanceTimersByTime(1000);
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(storageKeys.token)).not.toBeNull();
  });

  it('redirects once when several calls fail together, and again only for a later session', async () => {
    vi.useFakeTimers();
    storeSession();
    const navigate = vi.fn();
    const expired = vi.fn();
    setNavigator(navigate);
    const off = events.on('auth:token-expired', expired);
    const { api } = client(unauthorized);

    await Promise.all([
      failureOf(api.callApi('me')),
      failureOf(api.callApi('userProducts')),
      failureOf(api.callApi('permissions')),
    ]);
    vi.advanceTimersByTime(300);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);

    // A call made after the session ended carries no token: its 401 ends nothing.
    await failureOf(api.callApi('me'));
    vi.advanceTimersByTime(300);
    expect(expired).toHaveBeenCalledTimes(1);

    storeSession();
    await failureOf(api.callApi('me'));
    vi.advanceTimersByTime(300);
    off();
    expect(expired).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('ignores the 401 of a call sent with a token the tab no longer holds, so a new sign-in stays', async () => {
    vi.useFakeTimers();
    sessionStorage.setItem(storageKeys.token, JSON.stringify('old-session'));
    const navigate = vi.fn();
    const expired = vi.fn();
    setNavigator(navigate);
    const off = events.on('auth:token-expired', expired);
    const { api } = client(() => {
      // The user signs in again while the old session's call is still on its way back.
      sessionStorage.setItem(storageKeys.token, JSON.stringify('new-session'));
      return unauthorized();
    });

    const late = failureOf(api.callApi('me'));
    expect(await late).toMatchObject({ statusCode: 401 });
    vi.advanceTimersByTime(1000);
    off();

    expect(expired).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(storageKeys.token)).toBe(JSON.stringify('new-session'));
  });

  it('falls back to a full page load without a router', async () => {
    vi.useFakeTimers();
    storeSession();
    const location = { origin: 'http://portal.test', assign: vi.fn() };
    vi.stubGlobal('location', location);
    await failureOf(client(unauthorized).api.callApi('me'));
    vi.advanceTimersByTime(300);
    expect(location.assign).toHaveBeenCalledWith('/auth/login?reason=expired');
  });

  it('uses the handler a client was created with', async () => {
    storeSession();
    const onUnauthorized = vi.fn();
    await failureOf(client(unauthorized, { onUnauthorized }).api.request('get', '/auth/me'));
    await failureOf(client(unauthorized, { onUnauthorized }).api.post('auth/secure/authenticate', { json: {} }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
