import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeCharacterFault } from '@contract/characters';
import { identifierFault } from '@contract/invoice-key';
import { identityCases, PLAIN_NUMBER, PLAIN_PROVIDER } from '../../fixtures/identity-cases';
import { contract } from '@contract/contract';
import { factoringConflictBody, loadConflictBody } from '@contract/invoice-conflicts';
import type { AvailableInvoice, Load, LoadInvoice } from '@contract/schemas';
import { sampleInvoice, testSandbox, type SandboxClient } from './sandbox-client';

const path = (name: string) => `operations/Factoring/${name}`;

interface Session {
  readonly client: SandboxClient;
  readonly debtor: string;
}

async function debtorSession(): Promise<Session> {
  const client = testSandbox();
  return { client, debtor: await client.login('deudor@demo.ni') };
}

function send(session: Session, invoices: readonly unknown[], key: string, token = session.debtor) {
  return session.client.post(path('LoadInvoices'), { Invoices: invoices }, token, { 'Idempotency-Key': key });
}

async function decide(client: SandboxClient, idLoad: number, Status: 'approve' | 'deny'): Promise<void> {
  const authoriser = await client.login('autorizador@demo.ni');
  const response = await client.post(
    path('UpdateLoadStatus'),
    { IdLoad: idLoad, Status, Reason: Status === 'deny' ? 'Montos por revisar.' : '' },
    authoriser,
  );
  expect(response.status).toBe(200);
}

/** `count` pending loads of five invoices each, stored as the API would, none sharing an invoice with the tests. */
function storeOtherLoads({ sandbox }: SandboxClient, count: number): void {
  const data = sandbox.state.factoring;
  const [model] = data.loadsWhere({ status: 'PENDIENTE', limit: 1 });
  if (!model) throw new Error('the seed has a pending load');
  data.transaction(() => {
    for (let index = 0; index < count; index += 1) {
      const idLoad = data.nextIds.load++;
      const invoices = Array.from({ length: 5 }, (_, row) => ({
        ...(sampleInvoice(`OTRA-${index}-${row}`) as LoadInvoice),
        idInvoice: data.nextIds.invoice++,
        idLoad,
        debtorId: model.debtorId,
        debtorName: model.debtor,
      }));
      data.addLoad({ ...model, idLoad, totalInvoices: invoices.length }, invoices);
    }
  });
}

describe('LoadInvoices refuses invoices already loaded', () => {
  it('answers 409 listing every invoice already in a pending load, whatever its case and spaces', async () => {
    const session = await debtorSession();
    const first = await send(
      session,
      [sampleInvoice('DUP-1'), sampleInvoice('DUP-2'), sampleInvoice('DUP-3')],
      'key-first',
    );
    expect(first.status).toBe(201);
    const load = contract.loadInvoices.response.parse(await first.json());

    const again = await send(
      session,
      [sampleInvoice('NEW-1'), sampleInvoice(' dup-2 '), sampleInvoice('DUP-3')],
      'key-again',
    );
    expect(again.status).toBe(409);
    const body = loadConflictBody.parse(await again.json());
    expect(body.conflicts).toEqual([
      {
        providerIdentification: 'J0310000204517',
        invoiceNumber: ' dup-2 ',
        heldBy: 'own',
        idLoad: load.idLoad,
        status: 'PENDIENTE',
      },
      {
        providerIdentification: 'J0310000204517',
        invoiceNumber: 'DUP-3',
        heldBy: 'own',
        idLoad: load.idLoad,
        status: 'PENDIENTE',
      },
    ]);
    expect(body.message).toBe(
      `2 facturas ya están en cargas pendientes o aprobadas (la primera,  dup-2  del proveedor J0310000204517, en la carga n.º ${load.idLoad}). Una factura no se financia dos veces.`,
    );
    const loads = await session.client.json<Load[]>(path('HistoryLoads'), session.debtor);
    expect(loads.filter((stored) => stored.idLoad > load.idLoad)).toEqual([]);
  });

  it('refuses an invoice that another company already has in an approved load, without naming that load', async () => {
    const session = await debtorSession();
    const other = await session.client.login('multi@demo.ni');
    const created = contract.loadInvoices.response.parse(
      await (await send(session, [sampleInvoice('SHARED-9')], 'key-other', other)).json(),
    );
    await decide(session.client, created.idLoad, 'approve');
    const refused = await send(session, [sampleInvoice('shared-9')], 'key-mine');
    expect(refused.status).toBe(409);
    const body = loadConflictBody.parse(await refused.json());
    expect(body.conflicts).toEqual([
      { providerIdentification: 'J0310000204517', invoiceNumber: 'shared-9', heldBy: 'other' },
    ]);
    // Neither the id nor the status of the other company's load, which a direct read hides too.
    expect(body.message).not.toContain(String(created.idLoad));
    expect(body.message).toContain('otra empresa');
    const direct = await session.client.get(path(`GetFactoringInvoicesByLoad/${created.idLoad}`), session.debtor);
    expect(direct.status).toBe(404);
  });

  it('accepts the same invoices again once their load is rejected', async () => {
    const session = await debtorSession();
    const created = contract.loadInvoices.response.parse(
      await (await send(session, [sampleInvoice('REJ-1')], 'key-one')).json(),
    );
    await decide(session.client, created.idLoad, 'deny');
    const resent = await send(session, [sampleInvoice('REJ-1')], 'key-two');
    expect(resent.status).toBe(201);
    expect(contract.loadInvoices.response.parse(await resent.json()).idLoad).toBe(created.idLoad + 1);
  });

  it('answers a replay of the same key and body with the original load, and a new key with 409', async () => {
    const session = await debtorSession();
    const invoices = [sampleInvoice('IDEM-1'), sampleInvoice('IDEM-2')];
    const first = await send(session, invoices, 'key-replay');
    const original = contract.loadInvoices.response.parse(await first.json());

    const replay = await send(session, invoices, 'key-replay');
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(contract.loadInvoices.response.parse(await replay.json())).toEqual(original);

    const newKey = await send(session, invoices, 'key-new');
    expect(newKey.status).toBe(409);
    expect(
      loadConflictBody
        .parse(await newKey.json())
        .conflicts.map((conflict) => (conflict.heldBy === 'own' ? conflict.idLoad : undefined)),
    ).toEqual([original.idLoad, original.idLoad]);
  });

  // The check reads an index inside the transaction that stores the load: the answer is the same
  // on the seed alone and after thousands of loads.
  it.each([0, 3000])(
    'gives one load and one 409 to two concurrent requests that share an invoice, beside %i other loads',
    async (extra) => {
      const session = await debtorSession();
      storeOtherLoads(session.client, extra);
      const [a, b] = await Promise.all([
        send(session, [sampleInvoice('RACE-1'), sampleInvoice('RACE-A')], 'key-tab-a'),
        send(session, [sampleInvoice('RACE-1'), sampleInvoice('RACE-B')], 'key-tab-b'),
      ]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
    },
  );
});

describe('the seed holds overlapping loads from before the rule', () => {
  it('has a pending load that repeats invoices of an earlier pending load of the same debtor', async () => {
    const session = await debtorSession();
    const loads = await session.client.json<Load[]>(path('HistoryLoads'), session.debtor);
    const byId = (idLoad: number) => loads.find((stored) => stored.idLoad === idLoad);
    const earlier = byId(512);
    const later = byId(516);
    expect(earlier && later && earlier.loadDate < later.loadDate).toBe(true);
    expect(earlier?.status).toBe('PENDIENTE');
    expect(later?.status).toBe('PENDIENTE');
    const invoicesOf = async (idLoad = 0) =>
      (await session.client.json<LoadInvoice[]>(path(`GetFactoringInvoicesByLoad/${idLoad}`), session.debtor)).map(
        (row) => `${row.providerIdentification}/${row.invoiceNumber}`,
      );
    const earlierKeys = new Set(await invoicesOf(earlier?.idLoad));
    const laterKeys = await invoicesOf(later?.idLoad);
    expect(laterKeys).toHaveLength(4);
    expect(laterKeys.filter((key) => earlierKeys.has(key))).toEqual(laterKeys.slice(0, 3));
  });
});

describe('AddNewFactoringForm refuses invoices already in an open disbursement', () => {
  it('answers 409 for the copy, from another approved load, of an invoice already factored', async () => {
    const client = testSandbox();
    const provider = await client.login('proveedor@demo.ni');
    const available = await client.json<AvailableInvoice[]>(path('GetAvailableInvoicesByProvider'), provider);
    const copies = available.filter(
      (row) => available.filter((other) => other.invoiceNumber === row.invoiceNumber).length > 1,
    );
    expect(copies).toHaveLength(4);
    const [original, copy] = copies.filter((row) => row.invoiceNumber === copies[0]?.invoiceNumber);
    if (!original || !copy) throw new Error('la semilla no tiene la factura repetida');

    const both = await client.post(
      path('AddNewFactoringForm'),
      { invoices: [original.idInvoice, copy.idInvoice] },
      provider,
    );
    expect(both.status).toBe(400);
    expect(((await both.json()) as { message: string }).message).toBe(
      'La lista tiene dos veces la misma factura (mismo proveedor y número).',
    );

    const factored = await client.post(path('AddNewFactoringForm'), { invoices: [original.idInvoice] }, provider);
    expect(factored.status).toBe(201);
    const disbursement = contract.addNewFactoringForm.response.parse(await factored.json());

    const refused = await client.post(path('AddNewFactoringForm'), { invoices: [copy.idInvoice] }, provider);
    expect(refused.status).toBe(409);
    expect(factoringConflictBody.parse(await refused.json())).toEqual({
      message: `La factura ${copy.invoiceNumber} ya está en el desembolso n.º ${disbursement.idCreditForm}. Una factura no se financia dos veces.`,
      conflicts: [
        {
          idInvoice: copy.idInvoice,
          providerIdentification: 'J0310000123456',
          invoiceNumber: copy.invoiceNumber,
          idCreditForm: disbursement.idCreditForm,
        },
      ],
    });
  });
});

describe('LoadInvoices compares invoices by what a person sees', () => {
  it.each(identityCases)('refuses a copy with $name of an invoice in a pending load', async (identityCase) => {
    const session = await debtorSession();
    const plain = sampleInvoice(PLAIN_NUMBER, { providerIdentification: PLAIN_PROVIDER });
    expect((await send(session, [plain], 'key-plain')).status).toBe(201);
    const copy = { ...plain, [identityCase.field]: identityCase.variant };
    const response = await send(session, [copy], 'key-copy');
    const fault = identifierFault(identityCase.variant);
    if (fault) {
      // The character is named, so that the person can find it in a cell that looks right.
      expect(response.status).toBe(400);
      const body = (await response.json()) as { issues: { path: string; message: string }[] };
      expect(body.issues).toEqual([
        {
          path: `Invoices.0.${identityCase.field}`,
          message: `Tiene ${describeCharacterFault(fault)} (solo se admiten letras, números, espacios y - . / _ #)`,
        },
      ]);
    } else {
      expect(response.status).toBe(409);
      expect(loadConflictBody.parse(await response.json()).conflicts).toEqual([
        expect.objectContaining({ heldBy: 'own', status: 'PENDIENTE' }),
      ]);
    }
  });

  it('offers the provider an invoice its debtor wrote with separators in the RUC', async () => {
    const session = await debtorSession();
    const written = sampleInvoice('SEP-1', { providerIdentification: 'j-031-0000123456' });
    const created = contract.loadInvoices.response.parse(await (await send(session, [written], 'key-sep')).json());
    await decide(session.client, created.idLoad, 'approve');
    const provider = await session.client.login('proveedor@demo.ni');
    const available = await session.client.json<AvailableInvoice[]>(path('GetAvailableInvoicesByProvider'), provider);
    expect(available.map((invoice) => invoice.invoiceNumber)).toContain('SEP-1');
  });

  it('keeps an accepted identifier exactly as it was written', async () => {
    const session = await debtorSession();
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(fc.constantFrom(...'ABCÑñáÜ0123456789 -./_#'.split('')), { minLength: 1, maxLength: 20 })
          .map((characters) => `RT ${characters.join('')}`.trimEnd()),
        async (invoiceNumber) => {
          const response = await send(session, [sampleInvoice(invoiceNumber)], crypto.randomUUID());
          if (response.status === 409) return; // The same key drawn twice: one invoice, refused again.
          expect(response.status).toBe(201);
          const created = contract.loadInvoices.response.parse(await response.json());
          const stored = await session.client.json<LoadInvoice[]>(
            path(`GetFactoringInvoicesByLoad/${created.idLoad}`),
            session.debtor,
          );
          expect(stored.map((invoice) => invoice.invoiceNumber)).toEqual([invoiceNumber]);
        },
      ),
      { numRuns: 30 },
    );
  });
});
