import { describe, expect, it } from 'vitest';
import type { Load } from '@contract/schemas';
import {
  activeFilterCount,
  applyFilters,
  partyNames,
  type ListFilterFields,
} from '@/components/list-filters/filter-kinds';
import { listFilterSearch, noFilters } from '@/components/list-filters/filter-kinds';
import { loadFilterFields, loadFilterSearch } from '@/features/factoring/shared/load-filters';
import { requestFilterFields } from '@/features/factoring/request/request-filters';
import { managuaToday } from '@contract/dates';

const load = (idLoad: number, overrides: Partial<Load>): Load => ({
  idLoad,
  loadDate: '2026-11-10',
  debtor: 'Distribuidora Xolotlán, S.A.',
  uploadedBy: 'deudor',
  totalInvoices: 3,
  totalAmountNIO: 1_000,
  totalAmountUSD: 0,
  status: 'PENDIENTE',
  reason: null,
  decidedAt: null,
  ...overrides,
});

const loads = [
  load(1, { loadDate: '2026-11-01', status: 'APROBADA', totalAmountNIO: 500 }),
  load(2, { loadDate: '2026-11-05', status: 'RECHAZADA', totalAmountNIO: 1_500.5, debtor: 'Café Las Segovias' }),
  load(3, { loadDate: '2026-11-10T18:30:00-06:00', totalAmountNIO: 0, totalAmountUSD: 250 }),
  load(4, { loadDate: '2026-11-20', status: 'APROBADA', totalAmountNIO: 99.99, totalAmountUSD: 12.5 }),
];

const ids = (rows: readonly Load[]) => rows.map((row) => row.idLoad);

describe('the filters in the URL', () => {
  it('reads every filter a link can carry', () => {
    expect(
      loadFilterSearch.parse({
        desde: '2026-11-01',
        hasta: '2026-11-30',
        estado: 'aprobada',
        deudor: '  Café Las Segovias ',
        montoMin: 100,
        montoMax: 2_000.5,
        moneda: 'USD',
      }),
    ).toEqual({
      desde: '2026-11-01',
      hasta: '2026-11-30',
      estado: 'aprobada',
      deudor: 'Café Las Segovias',
      montoMin: 100,
      montoMax: 2_000.5,
      moneda: 'USD',
    });
  });

  it('reads a bad value as no filter, leaving the good ones', () => {
    expect(
      loadFilterSearch.parse({
        desde: '2026-02-30',
        hasta: '30/11/2026',
        estado: 'borrada',
        deudor: '   ',
        montoMin: -5,
        montoMax: 'mucho',
        moneda: 'EUR',
      }),
    ).toEqual(noFilters);
    expect(loadFilterSearch.parse({ desde: 20_261_101, estado: 'rechazada', montoMax: 1e15 })).toEqual({
      ...noFilters,
      estado: 'rechazada',
    });
  });

  it('accepts only the statuses its list has', () => {
    expect(listFilterSearch().parse({ estado: 'aprobada' }).estado).toBeUndefined();
    expect(listFilterSearch(['vencida']).parse({ estado: 'vencida' }).estado).toBe('vencida');
  });

  it('reads an address without filters as none, ignoring other parameters', () => {
    expect(loadFilterSearch.parse({})).toEqual(noFilters);
    expect(loadFilterSearch.parse({ pagina: 3 })).toEqual(noFilters);
  });
});

describe('applyFilters', () => {
  it('keeps every row when no filter is set', () => {
    expect(ids(applyFilters(loads, loadFilterFields, noFilters))).toEqual([1, 2, 3, 4]);
  });

  it('includes both ends of a date range, reading timestamps by their date part', () => {
    const range = { ...noFilters, desde: '2026-11-05', hasta: '2026-11-10' };
    expect(ids(applyFilters(loads, loadFilterFields, range))).toEqual([2, 3]);
    expect(ids(applyFilters(loads, loadFilterFields, { ...noFilters, desde: '2026-11-10' }))).toEqual([3, 4]);
    expect(ids(applyFilters(loads, loadFilterFields, { ...noFilters, hasta: '2026-11-01' }))).toEqual([1]);
  });

  it('filters by status and by debtor, whatever the debtor’s case', () => {
    expect(ids(applyFilters(loads, loadFilterFields, { ...noFilters, estado: 'aprobada' }))).toEqual([1, 4]);
    expect(ids(applyFilters(loads, loadFilterFields, { ...noFilters, deudor: 'CAFÉ LAS SEGOVIAS' }))).toEqual([2]);
  });

  it('applies an amount range, ends included, to NIO unless USD is chosen', () => {
    const nio = { ...noFilters, montoMin: 99.99, montoMax: 1_500.5 };
    expect(ids(applyFilters(loads, loadFilterFields, nio))).toEqual([1, 2, 4]);
    const usd = { ...noFilters, moneda: 'USD' as const, montoMin: 12.5 };
    expect(ids(applyFilters(loads, loadFilterFields, usd))).toEqual([3, 4]);
    expect(ids(applyFilters(loads, loadFilterFields, { ...noFilters, montoMax: 0 }))).toEqual([3]);
  });

  it('combines filters, each narrowing the others', () => {
    const filters = { ...noFilters, desde: '2026-11-02', estado: 'aprobada', montoMax: 100 };
    expect(ids(applyFilters(loads, loadFilterFields, filters))).toEqual([4]);
  });

  it('ignores a filter the list does not offer', () => {
    const datesOnly: ListFilterFields<Load> = { date: loadFilterFields.date };
    expect(ids(applyFilters(loads, datesOnly, { ...noFilters, estado: 'aprobada', montoMin: 1e6 }))).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it("filters available invoices by how close they are to their due date, in Managua's days", () => {
    const invoice = (idInvoice: number, dueDate: string) => ({
      idInvoice,
      debtor: 'Distribuidora Xolotlán, S.A.',
      invoiceNumber: `F-${idInvoice}`,
      invoiceDate: '2026-01-01',
      dueDate,
      amountNIO: 10,
      amountUSD: 0,
    });
    const today = managuaToday();
    const shifted = (days: number) => {
      const date = new Date(`${today}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString().slice(0, 10);
    };
    const invoices = [invoice(1, shifted(-1)), invoice(2, shifted(0)), invoice(3, shifted(30))];
    const by = (estado: string) =>
      applyFilters(invoices, requestFilterFields, { ...noFilters, estado }).map((row) => row.idInvoice);
    expect([by('vencida'), by('vence-pronto'), by('vigente')]).toEqual([[1], [2], [3]]);
  });
});

describe('activeFilterCount', () => {
  it('counts a range once, whichever of its ends is set', () => {
    expect(activeFilterCount(noFilters)).toBe(0);
    expect(activeFilterCount({ ...noFilters, desde: '2026-11-01', hasta: '2026-11-02' })).toBe(1);
    expect(activeFilterCount({ ...noFilters, hasta: '2026-11-02', estado: 'aprobada', montoMax: 3 })).toBe(3);
    // The currency alone narrows nothing.
    expect(activeFilterCount({ ...noFilters, moneda: 'USD' })).toBe(0);
  });
});

describe('partyNames', () => {
  it('lists each debtor once, in Spanish order', () => {
    const names = partyNames(
      [...loads, load(5, { debtor: 'Ágil, S.A.' }), load(6, { debtor: ' café las segovias' })],
      (row) => row.debtor,
    );
    expect(names).toEqual(['Ágil, S.A.', 'Café Las Segovias', 'Distribuidora Xolotlán, S.A.']);
  });
});
