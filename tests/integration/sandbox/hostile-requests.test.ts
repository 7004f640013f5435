import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../sandbox/app';
import type { Load } from '@contract/schemas';
import { boundsCases, reasonCases, validInvoice } from '../../fixtures/bounds-cases';
import { serveDuringTests } from './served-sandbox';
import { SandboxClient, testSandbox } from './sandbox-client';

const path = (name: string) => `operations/Factoring/${name}`;

describe('the sandbox stores only what it can answer for', () => {
  it.each(boundsCases)('refuses $name with a 400 and stores nothing', async ({ patch }) => {
    const client = testSandbox();
    const token = await client.login('deudor@demo.ni');
    const before = await client.json<Load[]>(path('HistoryLoads'), token);
    const response = await client.post(path('LoadInvoices'), { Invoices: [{ ...validInvoice, ...patch }] }, token);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^La solicitud no es válida/);
    expect(await client.json<Load[]>(path('HistoryLoads'), token)).toEqual(before);
  });

  it.each(reasonCases)('refuses a rejection reason with $name, and the load stays pending', async ({ reason }) => {
    const client = testSandbox();
    const authoriser = await client.login('autorizador@demo.ni');
    const [pending] = await client.json<Load[]>(path('GetFactoringRequests'), authoriser);
    if (!pending) throw new Error('the seed has no pending load');
    const response = await client.post(
      path('UpdateLoadStatus'),
      { IdLoad: pending.idLoad, Status: 'deny', Reason: reason },
      authoriser,
    );
    expect(response.status).toBe(400);
    const still = await client.json<Load[]>(path('GetFactoringRequests'), authoriser);
    expect(still.map((load) => load.idLoad)).toContain(pending.idLoad);
  });

  it('keeps answering the authoriser and the debtor after a load of 1.7e308 is refused', async () => {
    const client = testSandbox();
    const debtor = await client.login('deudor@demo.ni');
    const poisoned = { ...validInvoice, amountNIO: 1.7e308, amount: 1.7e308 };
    const second = { ...poisoned, invoiceNumber: 'F-101' };
    expect((await client.post(path('LoadInvoices'), { Invoices: [poisoned, second] }, debtor)).status).toBe(400);
    const authoriser = await client.login('autorizador@demo.ni');
    expect((await client.get(path('GetFactoringRequests'), authoriser)).status).toBe(200);
    expect((await client.get(path('HistoryLoads'), authoriser)).status).toBe(200);
    expect((await client.get(path('HistoryLoads'), debtor)).status).toBe(200);
  });
});

describe('a body is limited while it streams', () => {
  const hugeChunks = (pulled: { bytes: number }) =>
    new ReadableStream<Uint8Array>({
      pull(controller) {
        // 250 MB if read whole; the sandbox must stop long before.
        if (pulled.bytes >= 250 * 1024 * 1024) controller.close();
        const chunk = new Uint8Array(64 * 1024).fill(0x20);
        pulled.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });

  it('answers 413 to a body without a length after reading little more than 2 MiB of it', async () => {
    const client = new SandboxClient(createSandbox({ mode: 'test' }));
    const pulled = { bytes: 0 };
    const response = await client.sandbox.fetch(
      new Request('http://sandbox.test/api/auth/secure/authenticate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: hugeChunks(pulled),
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(pulled.bytes).toBeLessThan(3 * 1024 * 1024);
  });

  const served = serveDuringTests(createSandbox({ mode: 'test' }));

  it('answers 413 over HTTP to a chunked body, and stops reading it', async () => {
    let sent = 0;
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port: served.port,
          method: 'POST',
          path: '/api/auth/secure/authenticate',
          headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on('error', (error) => {
        if (sent < 250 * 1024 * 1024) return; // the server hung up on the rest: expected
        reject(error);
      });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const write = () => {
        while (sent < 250 * 1024 * 1024) {
          sent += chunk.byteLength;
          if (!request.write(chunk)) {
            request.once('drain', write);
            return;
          }
        }
        request.end();
      };
      write();
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(250 * 1024 * 1024);
  });
});
