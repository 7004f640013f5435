import { describe, expect, it } from 'vitest';
import type { Load, LoadInvoice, LoadStatus } from '@contract/schemas';
import { loadOverlapIssues } from '@/features/factoring/import/duplicate-review';
import { readInvoicesOfLoads } from '@/features/factoring/shared/api/loaded-invoices';
import { holdingOnly, LoadedInvoices } from '@/features/factoring/shared/invoice-overlaps';
import { invoiceKey } from '@contract/invoice-key';
import { identityCases, PLAIN_NUMBER, PLAIN_PROVIDER } from '../../fixtures/identity-cases';
import { invoiceRow } from './import-drafts/draft-builders';

function load(idLoad: number, status: LoadStatus): Load {
  return {
    idLoad,
    loadDate: '2026-01-10',
    debtor: 'Distribuidora Xolotlán, S.A.',
    uploadedBy: 'María José Pérez Lacayo',
    totalInvoices: 1,
    totalAmountNIO: 1000,
    totalAmountUSD: 0,
    status,
    reason: status === 'RECHAZADA' ? 'Montos por revisar.' : null,
    decidedAt: status === 'PENDIENTE' ? null : '2026-01-11',
  };
}

function loadInvoice(idLoad: number, invoiceNumber: string, providerIdentification = '0012345'): LoadInvoice {
  const { rowNumber, invoiceDate, dueDate, ...rest } = invoiceRow(0);
  return {
    ...rest,
    invoiceDate: invoiceDate ?? '2024-01-01',
    dueDate: dueDate ?? '2024-01-31',
    invoiceNumber,
    providerIdentification,
    idInvoice: idLoad * 100 + rowNumber,
    idLoad,
  };
}

/** A fake GetFactoringInvoicesByLoad: answers from a table, counts calls and how many run at once. */
function fakeApi(table: Readonly<Record<number, readonly LoadInvoice[]>>, failing: readonly number[] = []) {
  const stats = { calls: [] as number[], running: 0, mostAtOnce: 0 };
  const readOne = async (idLoad: number): Promise<readonly LoadInvoice[]> => {
    stats.calls.push(idLoad);
    stats.running += 1;
    stats.mostAtOnce = Math.max(stats.mostAtOnce, stats.running);
    await new Promise((resolve) => setTimeout(resolve, 1));
    stats.running -= 1;
    if (failing.includes(idLoad)) throw new Error(`GetFactoringInvoicesByLoad/${idLoad} falló`);
    return table[idLoad] ?? [];
  };
  return { stats, readOne };
}

describe('reading the invoices of the loads', () => {
  it('reads each load once, a few at a time, never one call per invoice', async () => {
    const loads = Array.from({ length: 10 }, (_, index) => load(500 + index, 'PENDIENTE'));
    const table = Object.fromEntries(
      loads.map((each) => [each.idLoad, [loadInvoice(each.idLoad, 'A'), loadInvoice(each.idLoad, 'B')]]),
    );
    const { stats, readOne } = fakeApi(table);
    const read = await readInvoicesOfLoads(loads, readOne);
    expect([...stats.calls].sort()).toEqual(loads.map((each) => each.idLoad));
    expect(stats.mostAtOnce).toBe(4);
    expect(read.get(503)?.map((invoice) => invoice.invoiceNumber)).toEqual(['A', 'B']);
  });

  it('fails as a whole when one read fails, and starts no read after the failure', async () => {
    const loads = Array.from({ length: 12 }, (_, index) => load(600 + index, 'APROBADA'));
    const { stats, readOne } = fakeApi({}, [600]);
    await expect(readInvoicesOfLoads(loads, readOne, 2)).rejects.toThrow('GetFactoringInvoicesByLoad/600 falló');
    expect(stats.calls).toEqual([600, 601]);
  });

  it('asks nothing when there are no loads', async () => {
    const { stats, readOne } = fakeApi({});
    expect((await readInvoicesOfLoads([], readOne)).size).toBe(0);
    expect(stats.calls).toEqual([]);
  });
});

describe('checking a draft against the loads', () => {
  const loads = [load(508, 'APROBADA'), load(512, 'RECHAZADA'), load(516, 'PENDIENTE'), load(519, 'RECHAZADA')];
  const table: Record<number, LoadInvoice[]> = {
    508: [loadInvoice(508, 'F-00001')],
    512: [loadInvoice(512, 'F-00002'), loadInvoice(512, 'F-00003')],
    516: [loadInvoice(516, ' f-00002 '), loadInvoice(516, 'F-00001')],
    519: [loadInvoice(519, 'F-00003')],
  };
  const loaded = new LoadedInvoices(loads, (idLoad) => table[idLoad]);
  const rows = [invoiceRow(0), invoiceRow(1), invoiceRow(2), invoiceRow(3)];

  it('errs on invoices a pending or approved load holds, naming the oldest such load, and notes rejected ones', () => {
    expect(loadOverlapIssues(rows, loaded)).toEqual([
      {
        row: 2,
        column: 'Número de factura',
        message: 'La factura F-00001 del proveedor 0012345 ya está en la carga n.º 508 (Aprobada).',
        severity: 'error',
        idLoad: 508,
      },
      {
        row: 3,
        column: 'Número de factura',
        message: 'La factura F-00002 del proveedor 0012345 ya está en la carga n.º 516 (Pendiente).',
        severity: 'error',
        idLoad: 516,
      },
      {
        row: 4,
        column: 'Número de factura',
        message:
          'La factura F-00003 del proveedor 0012345 estuvo en la carga n.º 519, que fue rechazada; puede enviarse de nuevo.',
        severity: 'warning',
        idLoad: 519,
      },
    ]);
  });

  it('only warns, for a draft sent before whose answer never came, since the held load may be its own', () => {
    const [first] = loadOverlapIssues([invoiceRow(0)], loaded, { sentBefore: true });
    expect(first).toEqual({
      row: 2,
      column: 'Número de factura',
      message:
        'La factura F-00001 del proveedor 0012345 ya está en la carga n.º 508 (Aprobada); si esa carga es el envío anterior de este borrador, al reintentar el servidor lo confirmará sin crear otra.',
      severity: 'warning',
      idLoad: 508,
    });
  });

  it('tells the authoriser which other loads hold an invoice of the load it is deciding', () => {
    const ofLoad516 = loaded.placementsOf(table[516] ?? [], 516);
    expect(
      holdingOnly(ofLoad516.get(invoiceKey({ providerIdentification: '0012345', invoiceNumber: 'F-00001' }))),
    ).toEqual([{ idLoad: 508, status: 'APROBADA' }]);
    // F-00002 was only in rejected load 512: no overlap to warn about.
    expect(
      holdingOnly(ofLoad516.get(invoiceKey({ providerIdentification: '0012345', invoiceNumber: 'F-00002' }))),
    ).toEqual([]);
  });
});

describe("the page's duplicate check, by the invoice key", () => {
  const loaded = new LoadedInvoices([load(508, 'PENDIENTE')], (idLoad) =>
    idLoad === 508 ? [loadInvoice(508, PLAIN_NUMBER, PLAIN_PROVIDER)] : undefined,
  );

  it.each(identityCases.filter((identityCase) => identityCase.sameKey))(
    'finds a copy with $name in the pending load that holds the invoice',
    (identityCase) => {
      const row = {
        ...invoiceRow(0),
        providerIdentification: identityCase.field === 'providerIdentification' ? identityCase.variant : PLAIN_PROVIDER,
        invoiceNumber: identityCase.field === 'invoiceNumber' ? identityCase.variant : PLAIN_NUMBER,
      };
      expect(loadOverlapIssues([row], loaded)).toEqual([
        expect.objectContaining({ row: 2, severity: 'error', idLoad: 508 }),
      ]);
    },
  );
});
