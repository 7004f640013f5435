import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../sandbox/app';
import { sha256 } from './sandbox-client';
import { serveDuringTests } from './served-sandbox';

/** The sandbox behind @hono/node-server, as `npm start` and the e2e tests run it. */
describe('sandbox over HTTP', () => {
  const sandbox = createSandbox({ mode: 'test' });
  const http = serveDuringTests(sandbox);

  it('signs in and protects the profile call', async () => {
    const login = await fetch(`${http.base}/api/auth/secure/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: 'deudor@demo.ni', password: sha256('Portal2025!'), scope: 'Portal' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const { access_token: token } = (await login.json()) as { access_token: string };
    expect((await fetch(`${http.base}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(
      200,
    );
    expect((await fetch(`${http.base}/api/auth/me`)).status).toBe(401);
  });

  it('drops the connection for a drop fault: the client sees a network error', async () => {
    sandbox.faults.set([{ kind: 'drop', match: 'auth/validate', times: 1 }]);
    await expect(fetch(`${http.base}/api/auth/validate`)).rejects.toThrow('fetch failed');
    expect((await fetch(`${http.base}/api/auth/validate`)).status).toBe(401);
  });

  it('holds a timeout fault until the client gives up', async () => {
    sandbox.faults.set([{ kind: 'timeout', match: 'auth/validate', times: 1 }]);
    const started = performance.now();
    await expect(fetch(`${http.base}/api/auth/validate`, { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    sandbox.faults.clear();
  });

  it('serves the control routes in test mode', async () => {
    const response = await fetch(`${http.base}/api/__test__/health`);
    expect(await response.json()).toEqual({ ok: true, mode: 'test' });
  });
});
