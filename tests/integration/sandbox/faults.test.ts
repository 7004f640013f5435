import { describe, expect, it } from 'vitest';
import { contract } from '@contract/contract';
import type { Load } from '@contract/schemas';
import { FaultInjector, type FaultRule } from '../../../sandbox/faults';
import { faultInvoice, testSandbox } from './sandbox-client';

const load = { Invoices: [faultInvoice] };

async function faulty(rules: FaultRule[]) {
  const client = testSandbox();
  const token = await client.login('deudor@demo.ni');
  client.sandbox.faults.set(rules);
  return { client, token };
}

describe('sandbox fault injection', () => {
  it('drop: the in-process fetch fails like a closed connection', async () => {
    const { client, token } = await faulty([{ kind: 'drop', match: 'auth/me' }]);
    await expect(client.get('auth/me', token)).rejects.toThrow(new TypeError('fetch failed'));
    expect((await client.get('auth/validate', token)).status).toBe(200);
  });

  it('drop: the call is processed and only the answer is lost, so a keyed retry replays it', async () => {
    const { client, token } = await faulty([{ kind: 'drop', match: 'LoadInvoices', times: 1 }]);
    const count = async () => (await client.json<Load[]>('operations/Factoring/HistoryLoads', token)).length;
    const before = await count();
    const send = () =>
      client.post('operations/Factoring/LoadInvoices', load, token, { 'Idempotency-Key': 'perdida-1' });
    await expect(send()).rejects.toThrow('fetch failed');
    expect(await count()).toBe(before + 1);
    const retry = await send();
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await count()).toBe(before + 1);
  });

  it('drop with when "before": nothing is processed', async () => {
    const { client, token } = await faulty([{ kind: 'drop', match: 'LoadInvoices', when: 'before' }]);
    const before = (await client.json<Load[]>('operations/Factoring/HistoryLoads', token)).length;
    await expect(client.post('operations/Factoring/LoadInvoices', load, token)).rejects.toThrow('fetch failed');
    expect((await client.json<Load[]>('operations/Factoring/HistoryLoads', token)).length).toBe(before);
  });

  it.each([
    ['500', 500, 'Ocurrió un error interno. Por favor, inténtelo de nuevo.'],
    ['503', 503, 'Servicio no disponible temporalmente. Por favor, inténtelo de nuevo en unos momentos.'],
  ] as const)(
    '%s: answers that status with a Spanish JSON message, before processing',
    async (kind, status, message) => {
      const { client, token } = await faulty([{ kind, match: 'LoadInvoices' }]);
      const response = await client.post('operations/Factoring/LoadInvoices', load, token);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ message });
      expect(response.headers.get('cache-control')).toBe('no-store');
      client.sandbox.faults.clear();
      expect((await client.json<Load[]>('operations/Factoring/RecentImports', token))[0]?.uploadedBy).toBe(
        'María José Pérez Lacayo',
      );
      expect(
        (await client.json<Load[]>('operations/Factoring/HistoryLoads', token)).some(
          (row) => row.totalAmountNIO === 900,
        ),
      ).toBe(false);
    },
  );

  it('delay: answers normally, after the delay', async () => {
    const { client, token } = await faulty([{ kind: 'delay', delayMs: 150 }]);
    const started = performance.now();
    const response = await client.get('auth/me', token);
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('delay combines with a later fault of another kind', async () => {
    const { client, token } = await faulty([{ kind: 'delay', delayMs: 50 }, { kind: '503' }]);
    const started = performance.now();
    expect((await client.get('auth/me', token)).status).toBe(503);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('timeout: never answers until the caller aborts', async () => {
    const { client, token } = await faulty([{ kind: 'timeout' }]);
    const controller = new AbortController();
    const pending = client.call('auth/me', { token, signal: controller.signal });
    const outcome = await Promise.race([
      pending.then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 100, 'waiting')),
    ]);
    expect(outcome).toBe('waiting');
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });

  it('timeout: gives up with 504 after delayMs', async () => {
    const { client, token } = await faulty([{ kind: 'timeout', delayMs: 30 }]);
    const response = await client.get('auth/me', token);
    expect(response.status).toBe(504);
  });

  it('not-json: answers 200 with an HTML body', async () => {
    const { client, token } = await faulty([{ kind: 'not-json' }]);
    const response = await client.get('auth/me', token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe('<html>oops</html>');
  });

  it('bad-contract: answers 200 JSON that the contract response schema rejects', async () => {
    const { client, token } = await faulty([{ kind: 'bad-contract' }]);
    for (const [name, path] of [
      ['me', 'auth/me'],
      ['historyLoads', 'operations/Factoring/HistoryLoads'],
    ] as const) {
      const response = await client.get(path, token);
      expect(response.status).toBe(200);
      expect(contract[name].response.safeParse(await response.json()).success).toBe(false);
    }
  });

  it('applies a rule only to matching paths (substring or regular expression) and at most "times" times', async () => {
    const { client, token } = await faulty([{ kind: '503', match: '^auth/(me|validate)$', times: 2 }]);
    expect((await client.get('auth/portal/getPermissions', token)).status).toBe(200);
    expect((await client.get('auth/me', token)).status).toBe(503);
    expect((await client.get('auth/validate', token)).status).toBe(503);
    expect((await client.get('auth/me', token)).status).toBe(200);
  });

  it('fires a share of calls given by the rate, with a seeded, repeatable sequence', () => {
    const draw = () => {
      const injector = new FaultInjector([{ kind: '503', rate: 0.3 }]);
      return Array.from({ length: 400 }, () => injector.draw('auth/me').length);
    };
    const first = draw();
    expect(draw()).toEqual(first);
    const share = first.filter((fired) => fired === 1).length / first.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.4);
    const never = new FaultInjector([{ kind: '503', rate: 0 }]);
    expect(Array.from({ length: 50 }, () => never.draw('auth/me').length).every((fired) => fired === 0)).toBe(true);
  });

  it('never applies to the control routes', async () => {
    const { client } = await faulty([{ kind: '503' }]);
    expect((await client.get('__test__/health')).status).toBe(200);
    expect((await client.post('__test__/reset', {})).status).toBe(200);
  });

  it('takes the rules given when the sandbox is created', async () => {
    const client = testSandbox({ faults: [{ kind: '500', match: 'authenticate' }] });
    expect((await client.authenticate('deudor@demo.ni')).status).toBe(500);
  });
});

describe('sandbox fault control route', () => {
  it('replaces the rules, validates them, and a reset clears them', async () => {
    const client = testSandbox();
    const token = await client.login('deudor@demo.ni');
    const set = await client.post('__test__/faults', { rules: [{ kind: '503', match: 'auth/me' }] });
    expect(set.status).toBe(200);
    expect((await client.get('auth/me', token)).status).toBe(503);

    const invalid = await client.post('__test__/faults', { rules: [{ kind: 'explode' }] });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { message: string }).message).toMatch(/^La solicitud no es válida/);

    await client.post('__test__/reset', {});
    const again = await client.login('deudor@demo.ni');
    expect((await client.get('auth/me', again)).status).toBe(200);
  });
});
