import { describe, expect, it } from 'vitest';
import type { AvailableInvoice, Disbursement, Load } from '@contract/schemas';
import { testSandbox } from './sandbox-client';

const path = (name: string) => `operations/Factoring/${name}`;

function row(invoiceNumber: string, amountNIO = 1_500) {
  return {
    providerIdentification: 'J0310000671209',
    providerName: 'Transportes Río San Juan, S.A.',
    invoiceDate: '2026-01-02',
    invoiceDateFormatted: '02/01/2026',
    dueDate: '2026-02-01',
    dueDateFormatted: '01/02/2026',
    invoiceNumber,
    amountNIO,
    amountUSD: 0,
    amount: amountNIO,
    taxes: 100,
    opType: 1,
    currency: 'USD',
    deductionsLocalTaxes: true,
    deductionsDGI: true,
  };
}

async function debtor() {
  const client = testSandbox();
  const token = await client.login('deudor@demo.ni');
  const count = async () => (await client.json<Load[]>(path('HistoryLoads'), token)).length;
  const load = (body: unknown, key?: string) =>
    client.post(path('LoadInvoices'), body, token, key === undefined ? undefined : { 'Idempotency-Key': key });
  return { client, token, count, load };
}

describe('sandbox idempotency keys on LoadInvoices', () => {
  it('replays the stored answer for the same key and body, never creating a second load', async () => {
    const { count, load } = await debtor();
    const before = await count();
    const body = { Invoices: [row('TRSJ-1'), row('TRSJ-2')] };
    const first = await load(body, 'borrador-7f3a');
    const second = await load(body, 'borrador-7f3a');
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const [a, b] = [(await first.json()) as Load, (await second.json()) as Load];
    expect(b).toEqual(a);
    expect(await count()).toBe(before + 1);
  });

  it('treats the same content with keys in another order as the same body', async () => {
    const { load } = await debtor();
    const invoiceRow = row('TRSJ-9');
    const reordered = Object.fromEntries(Object.entries(invoiceRow).reverse());
    const first = (await (await load({ Invoices: [invoiceRow] }, 'k-orden')).json()) as Load;
    const second = await load({ Invoices: [reordered] }, 'k-orden');
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(((await second.json()) as Load).idLoad).toBe(first.idLoad);
  });

  it('answers 422 when the same key comes with another body', async () => {
    const { count, load } = await debtor();
    await load({ Invoices: [row('TRSJ-3')] }, 'k-422');
    const before = await count();
    const other = await load({ Invoices: [row('TRSJ-3', 99)] }, 'k-422');
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ message: 'La clave de idempotencia ya se usó con otro contenido' });
    expect(await count()).toBe(before);
  });

  it('creates one load for two concurrent requests with the same key', async () => {
    const { count, load } = await debtor();
    const before = await count();
    const body = { Invoices: [row('TRSJ-4'), row('TRSJ-5')] };
    const answers = await Promise.all([load(body, 'k-carrera'), load(body, 'k-carrera'), load(body, 'k-carrera')]);
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as Load).idLoad));
    expect(new Set(ids).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);
    expect(await count()).toBe(before + 1);
  });

  it('scopes keys per user', async () => {
    const { client, load } = await debtor();
    const body = { Invoices: [row('TRSJ-6')] };
    const mine = (await (await load(body, 'k-compartida')).json()) as Load;
    const multi = await client.login('multi@demo.ni');
    const theirs = await client.post(path('LoadInvoices'), body, multi, { 'Idempotency-Key': 'k-compartida' });
    // Not a replay of the first user's answer: run as a request of its own, it finds the invoice
    // already loaded.
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.status).toBe(409);
    // The load is another company's: the conflict says so without naming it.
    expect(mine.idLoad).toBeGreaterThan(0);
    expect(((await theirs.json()) as { conflicts: { heldBy: string }[] }).conflicts[0]?.heldBy).toBe('other');
  });

  it('creates a new load for each request without a key', async () => {
    const { count, load } = await debtor();
    const before = await count();
    expect((await load({ Invoices: [row('TRSJ-7')] })).status).toBe(201);
    expect((await load({ Invoices: [row('TRSJ-7B')] })).status).toBe(201);
    expect(await count()).toBe(before + 2);
  });

  it('rejects a malformed key with 400', async () => {
    const { load } = await debtor();
    expect((await load({ Invoices: [row('TRSJ-8')] }, 'x'.repeat(256))).status).toBe(400);
    expect((await load({ Invoices: [row('TRSJ-8')] }, 'con espacios')).status).toBe(400);
  });

  it('does not store invalid bodies under a key: the corrected body may use it', async () => {
    const { load } = await debtor();
    expect((await load({ Invoices: [] }, 'k-corregir')).status).toBe(400);
    const corrected = await load({ Invoices: [row('TRSJ-10')] }, 'k-corregir');
    expect(corrected.status).toBe(201);
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
  });
});

describe('sandbox idempotency keys on AddNewFactoringForm', () => {
  it('replays the disbursement for the same key and body, and 422 for another body', async () => {
    const client = testSandbox();
    const token = await client.login('proveedor@demo.ni');
    const available = await client.json<AvailableInvoice[]>(path('GetAvailableInvoicesByProvider'), token);
    const ids = available.slice(0, 3).map((invoice) => invoice.idInvoice);
    const send = (invoices: number[]) =>
      client.post(path('AddNewFactoringForm'), { invoices }, token, { 'Idempotency-Key': 'solicitud-42' });
    const before = (await client.json<Disbursement[]>(path('HistoricalDisbursements'), token)).length;

    const first = await send(ids);
    const second = await send(ids);
    expect(second.status).toBe(first.status);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect((await client.json<Disbursement[]>(path('HistoricalDisbursements'), token)).length).toBe(before + 1);

    const other = await send(ids.slice(0, 1));
    expect(other.status).toBe(422);
  });

  it('lets a key be retried after a refused request, since only successes are stored', async () => {
    const client = testSandbox();
    const token = await client.login('proveedor@demo.ni');
    const available = await client.json<AvailableInvoice[]>(path('GetAvailableInvoicesByProvider'), token);
    const headers = { 'Idempotency-Key': 'reintento-1' };
    expect((await client.post(path('AddNewFactoringForm'), { invoices: [1] }, token, headers)).status).toBe(409);
    const retry = await client.post(
      path('AddNewFactoringForm'),
      { invoices: [available[0]?.idInvoice] },
      token,
      headers,
    );
    expect(retry.status).toBe(201);
  });
});
