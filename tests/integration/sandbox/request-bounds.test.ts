import { describe, expect, it, vi } from 'vitest';
import { SandboxDb } from '../../../sandbox/db';
import { defaultBodyBudgetBytes, maxBodyBytes } from '../../../sandbox/request-body';
import type { Load } from '@contract/schemas';
import { origin, sampleInvoice, testSandbox } from './sandbox-client';

const loadPath = 'operations/Factoring/LoadInvoices';

describe('a load and its idempotent answer are stored together', () => {
  it('a crash between storing the load and its answer stores neither: the retry answers the load, not 409', async () => {
    const client = testSandbox();
    const debtor = await client.login('deudor@demo.ni');
    const loads = async () => (await client.json<Load[]>('operations/Factoring/HistoryLoads', debtor)).length;
    const before = await loads();
    const body = { Invoices: [sampleInvoice('CAIDA-1'), sampleInvoice('CAIDA-2')] };
    const key = { 'Idempotency-Key': 'carga-con-caida' };

    // The method itself, to call on the database it is asked of.
    const statement = Object.getOwnPropertyDescriptor(SandboxDb.prototype, 'statement')
      ?.value as SandboxDb['statement'];
    const crash = vi.spyOn(SandboxDb.prototype, 'statement').mockImplementation(function (this: SandboxDb, source) {
      if (source.startsWith('INSERT INTO idempotency')) throw new Error('El proceso se detuvo aquí (simulado).');
      return Reflect.apply<SandboxDb, [string], ReturnType<SandboxDb['statement']>>(statement, this, [source]);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await client.post(loadPath, body, debtor, key)).status).toBe(500);
    crash.mockRestore();
    expect(await loads()).toBe(before);

    const retry = await client.post(loadPath, body, debtor, key);
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as Load).totalInvoices).toBe(2);
    const replay = await client.post(loadPath, body, debtor, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await loads()).toBe(before + 1);
    client.sandbox.close();
  });
});

describe('nesting depth', () => {
  it('refuses a valid load with one extra field nested 100,000 deep with 400, before fingerprinting it', async () => {
    const client = testSandbox();
    const debtor = await client.login('deudor@demo.ni');
    const load = JSON.stringify({ Invoices: [sampleInvoice('HONDO-1')] });
    const deep = `${load.slice(0, -1)},"extra":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const answer = await client.post(loadPath, deep, debtor, { 'Idempotency-Key': 'carga-honda' });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(/más de 64 niveles/);
    const shallow = `${load.slice(0, -1)},"extra":${'['.repeat(60)}${']'.repeat(60)}}`;
    expect((await client.post(loadPath, shallow, debtor, { 'Idempotency-Key': 'carga-honda' })).status).toBe(201);
    client.sandbox.close();
  });
});

/** A POST whose body sends `bytes` and then holds, unfinished, until `release()`. */
function heldBody(bytes: number): { body: ReadableStream<Uint8Array>; read: Promise<void>; release: () => void } {
  let read: () => void = () => undefined;
  let release: () => void = () => undefined;
  const readPromise = new Promise<void>((resolve) => {
    read = resolve;
  });
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls += 1;
      if (pulls === 1) controller.enqueue(new Uint8Array(bytes).fill(0x20));
      else {
        // The server has taken the chunk and waits for more.
        read();
        release = () => controller.error(new Error('El cliente se fue.'));
      }
    },
  });
  return { body, read: readPromise, release: () => release() };
}

describe('the bytes of all bodies being read at once', () => {
  it('answers 503 with Retry-After past the budget, and takes bodies again once they are gone', async () => {
    const client = testSandbox();
    const debtor = await client.login('deudor@demo.ni');
    // Just under the cap each, so the held ones leave less room than one more small load.
    const size = maxBodyBytes - 16;
    const holders = Math.floor(defaultBodyBudgetBytes / size);
    const held = [];
    const answers: Promise<Response>[] = [];
    for (let index = 0; index < holders; index += 1) {
      const holder = heldBody(size);
      answers.push(
        client.sandbox
          .fetch(
            new Request(`${origin}/api/${loadPath}`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${debtor}` },
              body: holder.body,
              duplex: 'half',
            } as RequestInit),
          )
          .catch(() => new Response(null, { status: 599 })),
      );
      await holder.read;
      held.push(holder);
    }

    const refused = await client.post(loadPath, { Invoices: [sampleInvoice('LLENO-1')] }, debtor);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    for (const holder of held) holder.release();
    await Promise.all(answers);
    expect((await client.post(loadPath, { Invoices: [sampleInvoice('LLENO-1')] }, debtor)).status).toBe(201);
    client.sandbox.close();
  });
});
