import { describe, expect, it } from 'vitest';
import { contract } from '@contract/contract';
import type { AvailableInvoice, Disbursement, DisbursementOperation, Load, LoadInvoice } from '@contract/schemas';
import { sampleInvoice, testSandbox, type SandboxClient } from './sandbox-client';

const path = (name: string) => `operations/Factoring/${name}`;
const sum = (values: readonly number[]) =>
  Math.round(values.reduce((total, value) => total + Math.round(value * 100), 0)) / 100;

async function signedIn(userName: string): Promise<{ client: SandboxClient; token: string }> {
  const client = testSandbox();
  return { client, token: await client.login(userName) };
}

describe('sandbox loads', () => {
  it('shows a debtor only the loads of its own company, newest first', async () => {
    const { client, token } = await signedIn('deudor@demo.ni');
    const loads = await client.json<Load[]>(path('HistoryLoads'), token);
    expect(loads.length).toBeGreaterThanOrEqual(8);
    expect(new Set(loads.map((load) => load.debtor))).toEqual(new Set(['Distribuidora Xolotlán, S.A.']));
    expect(new Set(loads.map((load) => load.status))).toEqual(new Set(['APROBADA', 'RECHAZADA', 'PENDIENTE']));
    const dates = loads.map((load) => load.loadDate);
    expect(dates).toEqual([...dates].sort().reverse());

    const multi = await client.json<Load[]>(path('HistoryLoads'), await client.login('multi@demo.ni'));
    expect(new Set(multi.map((load) => load.debtor))).toEqual(new Set(['Comercial El Güegüense, S.A.']));
  });

  it('shows the authoriser every load and, as factoring requests, only the pending ones', async () => {
    const { client, token } = await signedIn('autorizador@demo.ni');
    const all = await client.json<Load[]>(path('HistoryLoads'), token);
    expect(new Set(all.map((load) => load.debtor)).size).toBeGreaterThanOrEqual(4);
    const pending = await client.json<Load[]>(path('GetFactoringRequests'), token);
    expect(pending.length).toBeGreaterThanOrEqual(4);
    expect(
      pending.every((load) => load.status === 'PENDIENTE' && load.reason === null && load.decidedAt === null),
    ).toBe(true);
    expect(pending.length).toBe(all.filter((load) => load.status === 'PENDIENTE').length);
  });

  it('gives the debtor its 5 latest loads as recent imports', async () => {
    const { client, token } = await signedIn('deudor@demo.ni');
    const recent = await client.json<Load[]>(path('RecentImports'), token);
    const all = await client.json<Load[]>(path('HistoryLoads'), token);
    expect(recent).toEqual(all.slice(0, 5));
  });

  it('keeps every load total consistent with its invoices, and decided loads dated with a reason when rejected', async () => {
    const { client, token } = await signedIn('autorizador@demo.ni');
    for (const load of await client.json<Load[]>(path('HistoryLoads'), token)) {
      const invoices = await client.json<LoadInvoice[]>(path(`GetFactoringInvoicesByLoad/${load.idLoad}`), token);
      expect(invoices.length).toBe(load.totalInvoices);
      expect(sum(invoices.map((row) => row.amountNIO))).toBe(load.totalAmountNIO);
      expect(sum(invoices.map((row) => row.amountUSD))).toBe(load.totalAmountUSD);
      expect(invoices.every((row) => row.idLoad === load.idLoad && row.amount === row.amountNIO)).toBe(true);
      expect(invoices.every((row) => /^J\d{13}$/.test(row.providerIdentification))).toBe(true);
      if (load.status !== 'PENDIENTE') expect(load.decidedAt).toMatch(/^20(25|26)-\d{2}-\d{2}$/);
      if (load.status === 'RECHAZADA') expect(load.reason).toBeTruthy();
    }
  });

  it("answers 404, in Spanish, for an unknown load and for another debtor's load", async () => {
    const { client, token } = await signedIn('deudor@demo.ni');
    const others = await client.json<Load[]>(path('HistoryLoads'), await client.login('multi@demo.ni'));
    for (const id of [999_999, others[0]?.idLoad ?? 0]) {
      const response = await client.get(path(`GetFactoringInvoicesByLoad/${id}`), token);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'No se encontró la solicitud de factoraje.' });
    }
    expect((await client.get(path('GetFactoringInvoicesByLoad/abc'), token)).status).toBe(400);
  });

  it('creates a pending load from the invoices with computed totals, first in the recent imports', async () => {
    const { client, token } = await signedIn('deudor@demo.ni');
    const response = await client.post(
      path('LoadInvoices'),
      {
        Invoices: [
          sampleInvoice('LCH-100001'),
          sampleInvoice('LCH-100002', { amountNIO: 0, amount: 0, amountUSD: 2_500.25 }),
          sampleInvoice('LCH-100003', { observations: 'Urgente' }),
        ],
      },
      token,
    );
    expect(response.status).toBe(201);
    const created = contract.loadInvoices.response.parse(await response.json());
    expect(created).toMatchObject({
      status: 'PENDIENTE',
      debtor: 'Distribuidora Xolotlán, S.A.',
      uploadedBy: 'María José Pérez Lacayo',
      totalInvoices: 3,
      totalAmountNIO: 20_000.2,
      totalAmountUSD: 2_500.25,
      reason: null,
      decidedAt: null,
    });
    const recent = await client.json<Load[]>(path('RecentImports'), token);
    expect(recent[0]?.idLoad).toBe(created.idLoad);
    expect(recent).toHaveLength(5);
    const invoices = await client.json<LoadInvoice[]>(path(`GetFactoringInvoicesByLoad/${created.idLoad}`), token);
    expect(invoices.map((row) => row.invoiceNumber)).toEqual(['LCH-100001', 'LCH-100002', 'LCH-100003']);
    expect(invoices[2]?.observations).toBe('Urgente');
  });

  it('rejects the same invoice number twice for one provider with a Spanish 400, but allows it across providers', async () => {
    const { client, token } = await signedIn('deudor@demo.ni');
    const before = (await client.json<Load[]>(path('HistoryLoads'), token)).length;
    const repeated = await client.post(
      path('LoadInvoices'),
      { Invoices: [sampleInvoice('A-1'), sampleInvoice('a-1 ')] },
      token,
    );
    expect(repeated.status).toBe(400);
    expect(((await repeated.json()) as { message: string }).message).toBe(
      'La factura a-1  del proveedor J0310000204517 está repetida en la carga.',
    );
    expect((await client.json<Load[]>(path('HistoryLoads'), token)).length).toBe(before);

    const acrossProviders = await client.post(
      path('LoadInvoices'),
      {
        Invoices: [
          sampleInvoice('A-1'),
          sampleInvoice('A-1', {
            providerIdentification: 'J0310000058312',
            providerName: 'Plásticos del Pacífico, S.A.',
          }),
        ],
      },
      token,
    );
    expect(acrossProviders.status).toBe(201);
  });

  it('rejects an invalid invoice row against the contract with a Spanish message', async () => {
    const { client, token } = await signedIn('deudor@demo.ni');
    const response = await client.post(
      path('LoadInvoices'),
      { Invoices: [sampleInvoice('X-1', { amountNIO: -5 })] },
      token,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^La solicitud no es válida: Invoices\.0\.amountNIO: /,
    );
  });
});

describe('sandbox load decisions', () => {
  it('approves a pending load once, recording the date, and refuses a second decision with 409', async () => {
    const { client, token } = await signedIn('autorizador@demo.ni');
    const [first] = await client.json<Load[]>(path('GetFactoringRequests'), token);
    const approve = await client.post(
      path('UpdateLoadStatus'),
      { IdLoad: first?.idLoad, Status: 'approve', Reason: '' },
      token,
    );
    expect(approve.status).toBe(200);
    const decided = (await approve.json()) as Load;
    expect(decided).toMatchObject({ idLoad: first?.idLoad, status: 'APROBADA', reason: null });
    expect(decided.decidedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const again = await client.post(
      path('UpdateLoadStatus'),
      { IdLoad: first?.idLoad, Status: 'deny', Reason: 'Tarde' },
      token,
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'La solicitud ya fue resuelta (aprobada) y no admite cambios.' });
    const pending = await client.json<Load[]>(path('GetFactoringRequests'), token);
    expect(pending.some((load) => load.idLoad === first?.idLoad)).toBe(false);
  });

  it('denies with the reason recorded, and requires a reason to deny', async () => {
    const { client, token } = await signedIn('autorizador@demo.ni');
    const [first] = await client.json<Load[]>(path('GetFactoringRequests'), token);
    const noReason = await client.post(
      path('UpdateLoadStatus'),
      { IdLoad: first?.idLoad, Status: 'deny', Reason: '  ' },
      token,
    );
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { message: string }).message).toContain('El motivo del rechazo es obligatorio');
    const deny = await client.post(
      path('UpdateLoadStatus'),
      { IdLoad: first?.idLoad, Status: 'deny', Reason: 'Montos sin respaldo' },
      token,
    );
    expect((await deny.json()) as Load).toMatchObject({ status: 'RECHAZADA', reason: 'Montos sin respaldo' });
  });

  it('answers 404 for an unknown load and 409 for a load already decided in the seed', async () => {
    const { client, token } = await signedIn('autorizador@demo.ni');
    expect(
      (await client.post(path('UpdateLoadStatus'), { IdLoad: 999_999, Status: 'approve', Reason: '' }, token)).status,
    ).toBe(404);
    const rejected = (await client.json<Load[]>(path('HistoryLoads'), token)).find(
      (load) => load.status === 'RECHAZADA',
    );
    const response = await client.post(
      path('UpdateLoadStatus'),
      { IdLoad: rejected?.idLoad, Status: 'approve', Reason: '' },
      token,
    );
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(
      'La solicitud ya fue resuelta (rechazada) y no admite cambios.',
    );
  });

  it("makes the provider's invoices of an approved load available to factor", async () => {
    const { client, token } = await signedIn('deudor@demo.ni');
    const own = { providerIdentification: 'J0310000123456', providerName: 'Cafetalera Las Segovias, S.A.' };
    const created = (await (
      await client.post(path('LoadInvoices'), { Invoices: [sampleInvoice('CLS-900001', own)] }, token)
    ).json()) as Load;
    const provider = await client.login('proveedor@demo.ni');
    const numbers = async () =>
      (await client.json<AvailableInvoice[]>(path('GetAvailableInvoicesByProvider'), provider)).map(
        (row) => row.invoiceNumber,
      );
    expect(await numbers()).not.toContain('CLS-900001');
    await client.post(
      path('UpdateLoadStatus'),
      { IdLoad: created.idLoad, Status: 'approve', Reason: '' },
      await client.login('autorizador@demo.ni'),
    );
    expect(await numbers()).toContain('CLS-900001');
  });
});

describe('sandbox factoring and disbursements', () => {
  it('offers the provider at least 12 available invoices of its own', async () => {
    const { client, token } = await signedIn('proveedor@demo.ni');
    const available = await client.json<AvailableInvoice[]>(path('GetAvailableInvoicesByProvider'), token);
    expect(available.length).toBeGreaterThanOrEqual(12);
    expect(available.every((row) => row.invoiceNumber.startsWith('CLS-'))).toBe(true);
    expect(new Set(available.map((row) => row.idInvoice)).size).toBe(available.length);
  });

  it('turns chosen invoices into a disbursement whose totals are the sums of its operations', async () => {
    const { client, token } = await signedIn('proveedor@demo.ni');
    const available = await client.json<AvailableInvoice[]>(path('GetAvailableInvoicesByProvider'), token);
    const chosen = available.slice(0, 4);
    const response = await client.post(
      path('AddNewFactoringForm'),
      { invoices: chosen.map((row) => row.idInvoice) },
      token,
    );
    expect(response.status).toBe(201);
    const created = contract.addNewFactoringForm.response.parse(await response.json());
    expect(created.qty).toBe(4);
    expect(created.amountNIO).toBe(sum(chosen.map((row) => row.amountNIO)));
    expect(created.amountUSD).toBe(sum(chosen.map((row) => row.amountUSD)));

    const after = await client.json<AvailableInvoice[]>(path('GetAvailableInvoicesByProvider'), token);
    expect(after.length).toBe(available.length - 4);
    const list = await client.json<Disbursement[]>(path('HistoricalDisbursements'), token);
    expect(list.some((row) => row.idCreditForm === created.idCreditForm)).toBe(true);
    const operations = await client.json<DisbursementOperation[]>(
      path(`HistoricalDisbursementDetail/${created.idCreditForm}`),
      token,
    );
    expect(operations.map((row) => row.invoiceNumber)).toEqual(chosen.map((row) => row.invoiceNumber));
    expect(operations.every((row) => row.estadoOperacion === 'Registrado')).toBe(true);

    const reused = await client.post(path('AddNewFactoringForm'), { invoices: [chosen[0]?.idInvoice] }, token);
    expect(reused.status).toBe(409);
    expect(((await reused.json()) as { message: string }).message).toBe(
      `Las siguientes facturas no están disponibles para factoraje: ${String(chosen[0]?.idInvoice)}.`,
    );
  });

  it('finances an invoice with amounts in both currencies as one operation in each, as its load counted it', async () => {
    const { client, token } = await signedIn('deudor@demo.ni');
    const own = { providerIdentification: 'J0310000123456', providerName: 'Cafetalera Las Segovias, S.A.' };
    const both = sampleInvoice('CLS-900077', { ...own, amountNIO: 1_000, amount: 1_000, amountUSD: 250.5 });
    const load = (await (await client.post(path('LoadInvoices'), { Invoices: [both] }, token)).json()) as Load;
    expect(load).toMatchObject({ totalAmountNIO: 1_000, totalAmountUSD: 250.5 });
    await client.post(
      path('UpdateLoadStatus'),
      { IdLoad: load.idLoad, Status: 'approve', Reason: '' },
      await client.login('autorizador@demo.ni'),
    );
    const provider = await client.login('proveedor@demo.ni');
    const available = await client.json<AvailableInvoice[]>(path('GetAvailableInvoicesByProvider'), provider);
    const invoice = available.find((row) => row.invoiceNumber === 'CLS-900077');
    const response = await client.post(path('AddNewFactoringForm'), { invoices: [invoice?.idInvoice] }, provider);
    const created = contract.addNewFactoringForm.response.parse(await response.json());
    expect(created).toMatchObject({ qty: 2, amountNIO: 1_000, amountUSD: 250.5 });
    const operations = await client.json<DisbursementOperation[]>(
      path(`HistoricalDisbursementDetail/${created.idCreditForm}`),
      provider,
    );
    expect(
      operations.map(({ invoiceNumber, currency, initialBalance }) => [invoiceNumber, currency, initialBalance]),
    ).toEqual([
      ['CLS-900077', 'NIO', 1_000],
      ['CLS-900077', 'USD', 250.5],
    ]);
  });

  it('refuses unknown or repeated invoice ids without creating anything', async () => {
    const { client, token } = await signedIn('proveedor@demo.ni');
    const before = (await client.json<Disbursement[]>(path('HistoricalDisbursements'), token)).length;
    const available = await client.json<AvailableInvoice[]>(path('GetAvailableInvoicesByProvider'), token);
    expect(
      (await client.post(path('AddNewFactoringForm'), { invoices: [available[0]?.idInvoice, 1] }, token)).status,
    ).toBe(409);
    expect(
      (
        await client.post(
          path('AddNewFactoringForm'),
          { invoices: [available[0]?.idInvoice, available[0]?.idInvoice] },
          token,
        )
      ).status,
    ).toBe(400);
    expect((await client.json<Disbursement[]>(path('HistoricalDisbursements'), token)).length).toBe(before);
    expect((await client.json<AvailableInvoice[]>(path('GetAvailableInvoicesByProvider'), token)).length).toBe(
      available.length,
    );
  });

  it.each(['proveedor@demo.ni', 'autorizador@demo.ni'])(
    'lists at least 8 historical disbursements for %s',
    async (userName) => {
      const { client, token } = await signedIn(userName);
      expect((await client.json<Disbursement[]>(path('HistoricalDisbursements'), token)).length).toBeGreaterThanOrEqual(
        8,
      );
    },
  );

  it('shows a debtor only disbursements over its own invoices', async () => {
    const { client, token } = await signedIn('deudor@demo.ni');
    const list = await client.json<Disbursement[]>(path('HistoricalDisbursements'), token);
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(new Set(list.map((row) => row.debtor))).toEqual(new Set(['Distribuidora Xolotlán, S.A.']));
  });

  it('keeps every disbursement consistent with its operations, in NIO and USD, with every operation status', async () => {
    const { client, token } = await signedIn('autorizador@demo.ni');
    const statuses = new Set<string>();
    const currencies = new Set<string>();
    for (const row of await client.json<Disbursement[]>(path('HistoricalDisbursements'), token)) {
      const operations = await client.json<DisbursementOperation[]>(
        path(`HistoricalDisbursementDetail/${row.idCreditForm}`),
        token,
      );
      expect(operations.length).toBe(row.qty);
      expect(sum(operations.filter((op) => op.currency === 'NIO').map((op) => op.actualBalance))).toBe(row.amountNIO);
      expect(sum(operations.filter((op) => op.currency === 'USD').map((op) => op.actualBalance))).toBe(row.amountUSD);
      for (const op of operations) {
        statuses.add(op.estadoOperacion);
        currencies.add(op.currency);
        expect(op.actualBalance).toBeLessThanOrEqual(op.initialBalance);
        expect(op.fechaVencimiento > op.fechaOperacion).toBe(true);
        expect(op.debtor).toBe(row.debtor);
      }
    }
    expect(statuses).toEqual(new Set(['Autorizada', 'Activa', 'Anulado', 'Registrado', 'Vencida']));
    expect(currencies).toEqual(new Set(['NIO', 'USD']));
  });

  it('answers 404 for an unknown disbursement and for one the user may not see', async () => {
    const { client, token } = await signedIn('deudor@demo.ni');
    const all = await client.json<Disbursement[]>(
      path('HistoricalDisbursements'),
      await client.login('autorizador@demo.ni'),
    );
    const foreign = all.find((row) => row.debtor !== 'Distribuidora Xolotlán, S.A.');
    for (const id of [999_999, foreign?.idCreditForm ?? 0]) {
      const response = await client.get(path(`HistoricalDisbursementDetail/${id}`), token);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: `No se encontró el desembolso ${id}.` });
    }
  });
});

describe('sandbox seed', () => {
  it('is deterministic: two sandboxes hold the same data', async () => {
    const read = async () => {
      const { client, token } = await signedIn('autorizador@demo.ni');
      return {
        loads: await client.json<Load[]>(path('HistoryLoads'), token),
        disbursements: await client.json<Disbursement[]>(path('HistoricalDisbursements'), token),
        invoices: await client.json<LoadInvoice[]>(path('GetFactoringInvoicesByLoad/501'), token),
      };
    };
    expect(await read()).toEqual(await read());
  });

  it('dates everything as ISO days in 2025 and 2026', async () => {
    const { client, token } = await signedIn('autorizador@demo.ni');
    const loads = await client.json<Load[]>(path('HistoryLoads'), token);
    const disbursements = await client.json<Disbursement[]>(path('HistoricalDisbursements'), token);
    const days = [...loads.map((load) => load.loadDate), ...disbursements.map((row) => row.factoringDate)];
    expect(days.every((day) => /^202[56]-\d{2}-\d{2}$/.test(day))).toBe(true);
  });
});
