import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandbox } from '../../sandbox/app';
import type { StoredLoad } from '../../sandbox/factoring-data';
import { createHttpClient } from '@/lib/http/client';
import { unreadableOf } from '@/lib/http/unreadable-records';
import { session } from '@/lib/session/session';
import { withFreshStorages } from '../unit/lib/memory-storage';
import { SandboxClient } from './sandbox/sandbox-client';

withFreshStorages();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * A record the contract refuses, written beside the API (by a migration or another system): a
 * load whose total no double holds to the cent. Its debtor's and the authoriser's lists must still
 * answer, and the portal must show the other loads with a notice.
 */
function poisonedLoad(sandbox: ReturnType<typeof createSandbox>): StoredLoad {
  const [model] = sandbox.state.factoring.loads.filter((stored) => stored.status === 'PENDIENTE');
  if (!model) throw new Error('the seed has a pending load');
  const idLoad = sandbox.state.factoring.nextIds.load++;
  const poisoned: StoredLoad = { ...model, idLoad, totalAmountNIO: 1.7e308 };
  sandbox.state.factoring.addLoad(poisoned, []);
  return poisoned;
}

describe('a list with one record the contract refuses', () => {
  it('is answered by the sandbox, and read by the client without that record, which is noted', async () => {
    const sandbox = createSandbox({ mode: 'test' });
    const poisoned = poisonedLoad(sandbox);
    const sandboxClient = new SandboxClient(sandbox);
    const token = await sandboxClient.login('autorizador@demo.ni');
    const raw = await sandboxClient.get('operations/Factoring/GetFactoringRequests', token);
    expect(raw.status).toBe(200);
    const sent = (await raw.json()) as { idLoad: number; debtorId?: string }[];
    const sentPoisoned = sent.find((load) => load.idLoad === poisoned.idLoad);
    expect(sentPoisoned).toBeDefined();
    // Sent as stored, but only the contract's fields: nothing the sandbox keeps beside them.
    expect(sentPoisoned?.debtorId).toBeUndefined();

    session.signIn(token, {
      userId: 2,
      userName: 'autorizador@demo.ni',
      fullName: 'A',
      roleName: 'AUTORIZADOR',
      phone: '',
    });
    const api = createHttpClient({ baseUrl: 'http://sandbox.test/api/', fetch: sandbox.fetch, retryDelay: () => 0 });
    const requests = await api.callApi('factoringRequests');
    expect(requests.length).toBe(sent.length - 1);
    expect(requests.some((load) => load.idLoad === poisoned.idLoad)).toBe(false);
    expect(unreadableOf('factoringRequests')).toEqual({ count: 1, ids: [String(poisoned.idLoad)] });

    // The debtors' lists keep answering too.
    const debtorToken = await sandboxClient.login('deudor@demo.ni');
    session.signIn(debtorToken, {
      userId: 1,
      userName: 'deudor@demo.ni',
      fullName: 'D',
      roleName: 'DEUDOR',
      phone: '',
    });
    const history = await api.callApi('historyLoads');
    expect(history.length).toBeGreaterThan(0);
  });

  it('is still a contract error when the body is not a list at all', async () => {
    const api = createHttpClient({
      baseUrl: 'http://portal.test/api/',
      fetch: () =>
        Promise.resolve(new Response('{"unexpected":true}', { headers: { 'Content-Type': 'application/json' } })),
      retryDelay: () => 0,
    });
    await expect(api.callApi('historyLoads')).rejects.toMatchObject({ kind: 'contract' });
  });
});
