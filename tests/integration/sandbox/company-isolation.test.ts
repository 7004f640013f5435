import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@contract/contract';
import type { AvailableInvoice, Disbursement, DisbursementOperation } from '@contract/schemas';
import { sampleInvoice, testSandbox, type DemoUserName, type SandboxClient } from './sandbox-client';

const path = (name: string) => `operations/Factoring/${name}`;

/** Two debtors' invoices to the same provider, which puts both into one disbursement. */
const companies = {
  'deudor@demo.ni': { name: 'Distribuidora Xolotlán, S.A.', invoice: 'ISO-XOLOTLAN-1', amount: 111.11 },
  'multi@demo.ni': { name: 'Comercial El Güegüense, S.A.', invoice: 'ISO-GUEGUENSE-1', amount: 2222.22 },
} as const;
type Debtor = keyof typeof companies;
const otherOf = (debtor: Debtor): Debtor => (debtor === 'deudor@demo.ni' ? 'multi@demo.ni' : 'deudor@demo.ni');

let client: SandboxClient;
const tokens = new Map<DemoUserName, string>();
const loadOf = new Map<Debtor, number>();
let idCreditForm = 0;

const token = (user: DemoUserName) => tokens.get(user) ?? '';

beforeAll(async () => {
  client = testSandbox();
  for (const user of ['deudor@demo.ni', 'multi@demo.ni', 'autorizador@demo.ni', 'proveedor@demo.ni'] as const)
    tokens.set(user, await client.login(user));
  for (const debtor of Object.keys(companies) as Debtor[]) {
    const { invoice, amount } = companies[debtor];
    const invoices = [sampleInvoice(invoice, { providerIdentification: 'J0310000123456', amountNIO: amount, amount })];
    const sent = await client.post(path('LoadInvoices'), { Invoices: invoices }, token(debtor), {
      'Idempotency-Key': `isolation-${debtor}`,
    });
    const load = contract.loadInvoices.response.parse(await sent.json());
    loadOf.set(debtor, load.idLoad);
    const decided = await client.post(
      path('UpdateLoadStatus'),
      { IdLoad: load.idLoad, Status: 'approve', Reason: '' },
      token('autorizador@demo.ni'),
    );
    expect(decided.status).toBe(200);
  }
  const available = await client.json<AvailableInvoice[]>(
    path('GetAvailableInvoicesByProvider'),
    token('proveedor@demo.ni'),
  );
  const ours = available.filter((invoice) => invoice.invoiceNumber.startsWith('ISO-'));
  expect(ours).toHaveLength(2);
  const created = await client.post(
    path('AddNewFactoringForm'),
    { invoices: ours.map((invoice) => invoice.idInvoice) },
    token('proveedor@demo.ni'),
  );
  expect(created.status).toBe(201);
  idCreditForm = contract.addNewFactoringForm.response.parse(await created.json()).idCreditForm;
});

/** Every read call of the contract, with the ids of this test's records. */
const readCalls = () => [
  path('RecentImports'),
  path('HistoryLoads'),
  path('GetFactoringRequests'),
  path(`GetFactoringInvoicesByLoad/${loadOf.get('deudor@demo.ni') ?? 0}`),
  path(`GetFactoringInvoicesByLoad/${loadOf.get('multi@demo.ni') ?? 0}`),
  path('GetAvailableInvoicesByProvider'),
  path('HistoricalDisbursements'),
  path(`HistoricalDisbursementDetail/${idCreditForm}`),
];

describe('each company sees only its own, with two debtors in one disbursement', () => {
  it.each(Object.keys(companies) as Debtor[])(
    'no read call tells %s the other company’s invoice, amount or name',
    async (debtor) => {
      const other = companies[otherOf(debtor)];
      for (const call of readCalls()) {
        const response = await client.get(call, token(debtor));
        expect([200, 403, 404], call).toContain(response.status);
        const text = await response.text();
        expect(text, call).not.toContain(other.invoice);
        expect(text, call).not.toContain(String(other.amount));
        expect(text, call).not.toContain(other.name);
      }
    },
  );

  it.each(Object.keys(companies) as Debtor[])(
    'shows %s its part of the disbursement: its invoice, its count and its total',
    async (debtor) => {
      const own = companies[debtor];
      const list = await client.json<Disbursement[]>(path('HistoricalDisbursements'), token(debtor));
      expect(list.find((each) => each.idCreditForm === idCreditForm)).toMatchObject({
        debtor: own.name,
        qty: 1,
        amountNIO: own.amount,
        amountUSD: 0,
      });
      const detail = await client.json<DisbursementOperation[]>(
        path(`HistoricalDisbursementDetail/${idCreditForm}`),
        token(debtor),
      );
      expect(detail.map((operation) => [operation.invoiceNumber, operation.debtor, operation.initialBalance])).toEqual([
        [own.invoice, own.name, own.amount],
      ]);
    },
  );

  it.each(['proveedor@demo.ni', 'autorizador@demo.ni'] as const)(
    'shows %s the whole disbursement, both debtors and their total',
    async (user) => {
      const list = await client.json<Disbursement[]>(path('HistoricalDisbursements'), token(user));
      expect(list.find((each) => each.idCreditForm === idCreditForm)).toMatchObject({
        debtor: 'Varios deudores',
        qty: 2,
        amountNIO: 2333.33,
      });
      const detail = await client.json<DisbursementOperation[]>(
        path(`HistoricalDisbursementDetail/${idCreditForm}`),
        token(user),
      );
      expect(detail.map((operation) => operation.invoiceNumber).sort()).toEqual(['ISO-GUEGUENSE-1', 'ISO-XOLOTLAN-1']);
    },
  );

  it.each(['proveedor@demo.ni', 'autorizador@demo.ni'] as const)(
    'answers %s every read call it may make, and refuses the rest',
    async (user) => {
      for (const call of readCalls()) {
        const response = await client.get(call, token(user));
        expect([200, 403], call).toContain(response.status);
      }
    },
  );

  it('answers a debtor’s read of the other company’s load exactly like a missing one', async () => {
    const response = await client.get(
      path(`GetFactoringInvoicesByLoad/${loadOf.get('multi@demo.ni') ?? 0}`),
      token('deudor@demo.ni'),
    );
    expect(response.status).toBe(404);
  });
});
