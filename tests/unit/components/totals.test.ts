import { describe, expect, it } from 'vitest';
import type { DataColumn } from '@/components/data-table/columns';
import { exportSheet } from '@/components/data-table/export-sheet';
import { amountTotal, byCurrency, columnTotals, totalsRows, type TotalsRow } from '@/components/data-table/totals';
import { balanceColumns } from './balance-columns';

/** A total's exact cents, written as the amount a reader checks. */
const cents = (amount: number) => BigInt(Math.round(amount * 100));

interface Summary {
  readonly provider: string;
  readonly invoices: number;
  readonly amountNIO: number | null;
  readonly amountUSD: number;
}

const summaryColumns: DataColumn<Summary>[] = [
  { id: 'provider', header: 'Proveedor', kind: 'text', value: (row) => row.provider },
  { id: 'invoices', header: 'Facturas', kind: 'number', total: true, value: (row) => row.invoices },
  { id: 'amountNIO', header: 'Total NIO', kind: 'amount', currency: 'NIO', value: (row) => row.amountNIO },
  { id: 'amountUSD', header: 'Total USD', kind: 'amount', currency: 'USD', value: (row) => row.amountUSD },
];

const summaries: Summary[] = [
  { provider: 'Álamos', invoices: 3, amountNIO: 0.1, amountUSD: 1.005 },
  { provider: 'Bolsa', invoices: 2, amountNIO: 0.2, amountUSD: 0 },
  { provider: 'Zelaya', invoices: 1, amountNIO: null, amountUSD: 2.5 },
];

interface Operation {
  readonly invoice: string;
  readonly days: number;
  readonly currency: string;
  readonly initialBalance: number;
  readonly actualBalance: number;
}

const operationColumns: DataColumn<Operation>[] = [
  { id: 'invoice', header: 'Factura', kind: 'text', value: (row) => row.invoice },
  { id: 'days', header: 'Días', kind: 'number', total: true, value: (row) => row.days },
  ...balanceColumns<Operation>(),
];

const operations: Operation[] = [
  { invoice: 'F-1', days: 30, currency: 'USD', initialBalance: 1500, actualBalance: 1234.5 },
  { invoice: 'F-2', days: 60, currency: 'NIO', initialBalance: 0.1, actualBalance: 0.1 },
  { invoice: 'F-3', days: 90, currency: 'NIO', initialBalance: 0.2, actualBalance: 0 },
];

describe('columnTotals', () => {
  it('adds each amount column up in whole cents, by currency, and each number column marked total', () => {
    const totals = columnTotals(summaryColumns, summaries);
    // 0.1 + 0.2 is 0.30 in cents, and 1.005 counts as 1.01, as Excel's ROUND gives.
    expect(totals.amounts).toEqual(
      new Map([
        ['amountNIO', new Map([['NIO', 30n]])],
        ['amountUSD', new Map([['USD', 351n]])],
      ]),
    );
    expect(totals.numbers).toEqual(new Map([['invoices', 6]]));
    expect(amountTotal(totals, 'amountNIO', 'NIO')).toBe(30n);
    expect(amountTotal(totals, 'amountUSD', 'USD')).toBe(351n);
  });

  it('splits a column whose currency varies by row into one sum per currency of the rows', () => {
    const totals = columnTotals(operationColumns, operations);
    expect(totals.amounts.get('initialBalance')).toEqual(
      new Map([
        ['USD', 150_000n],
        ['NIO', 30n],
      ]),
    );
    expect(amountTotal(totals, 'actualBalance', 'NIO')).toBe(10n);
    expect(amountTotal(totals, 'actualBalance', 'EUR')).toBe(0n);
  });

  it('leaves out number columns not marked total and text columns, and adds nothing for values that are not numbers', () => {
    const columns: DataColumn<{ readonly text: string; readonly count: number }>[] = [
      { id: 'text', header: 'Texto', kind: 'text', value: (row) => row.text },
      { id: 'count', header: 'Cantidad', kind: 'number', value: (row) => row.count },
      // No currency: the portal's default, NIO.
      { id: 'amount', header: 'Monto', kind: 'amount', value: (row) => (row.text === 'x' ? 'no es monto' : 1.5) },
    ];
    const totals = columnTotals(columns, [
      { text: 'x', count: 1 },
      { text: 'y', count: 2 },
    ]);
    expect(totals.numbers.size).toBe(0);
    expect(totals.amounts).toEqual(new Map([['amount', new Map([['NIO', 150n]])]]));
  });

  it('is where the export takes its totals from', () => {
    const totals = columnTotals(operationColumns, operations);
    const sheet = exportSheet(operationColumns, operations).rows;
    const header = sheet[0] ?? [];
    for (const currency of ['NIO', 'USD']) {
      const row = sheet.find((candidate) => candidate[0] === `Total ${currency}`) ?? [];
      for (const [id, name] of [
        ['initialBalance', 'Saldo inicial'],
        ['actualBalance', 'Saldo actual'],
      ] as const) {
        expect(row[header.indexOf(`${name} ${currency}`)]).toEqual({ cents: amountTotal(totals, id, currency) });
      }
    }
  });
});

describe('totalsRows', () => {
  /** The one totals row of the providers' summary. */
  const summaryTotals = (label: string, invoices: number, nio: number, usd: number): TotalsRow => ({
    id: 'totals',
    label,
    values: {
      invoices: { kind: 'number', value: invoices },
      amountNIO: { kind: 'amount', cents: cents(nio), currency: 'NIO' },
      amountUSD: { kind: 'amount', cents: cents(usd), currency: 'USD' },
    },
  });

  it('gives a table whose amount columns each have one currency one row, headed by its label', () => {
    expect(totalsRows(summaryColumns, summaries, 'Totales')).toEqual([summaryTotals('Totales', 6, 0.3, 3.51)]);
  });

  it('heads the row with how many rows it adds up when asked', () => {
    expect(totalsRows(summaryColumns, summaries, (count) => `Totales (${count})`)[0]?.label).toBe('Totales (3)');
    expect(totalsRows(summaryColumns, [], (count) => `Totales (${count})`)).toEqual([
      summaryTotals('Totales (0)', 0, 0, 0),
    ]);
  });

  it('gives a table with an amount column in the row currency one row per currency, NIO and USD always, without counts', () => {
    expect(totalsRows(operationColumns, operations, 'Totales')).toEqual([
      {
        id: 'NIO',
        label: 'Total NIO',
        currency: 'NIO',
        values: {
          initialBalance: { kind: 'amount', cents: cents(0.3), currency: 'NIO' },
          actualBalance: { kind: 'amount', cents: cents(0.1), currency: 'NIO' },
        },
      },
      {
        id: 'USD',
        label: 'Total USD',
        currency: 'USD',
        values: {
          initialBalance: { kind: 'amount', cents: cents(1500), currency: 'USD' },
          actualBalance: { kind: 'amount', cents: cents(1234.5), currency: 'USD' },
        },
      },
    ]);
    // Only NIO operations: 'Total USD' still shows, at zero.
    const nio = operations.filter((operation) => operation.currency === 'NIO');
    expect(totalsRows(operationColumns, nio, 'Totales').map((row) => [row.label, row.values.actualBalance])).toEqual([
      ['Total NIO', { kind: 'amount', cents: cents(0.1), currency: 'NIO' }],
      ['Total USD', { kind: 'amount', cents: cents(0), currency: 'USD' }],
    ]);
  });

  it('adds a currency beyond the portal’s after them, and puts a column of one currency only in its row', () => {
    const columns: DataColumn<Operation>[] = [
      ...operationColumns,
      { id: 'fee', header: 'Comisión NIO', kind: 'amount', currency: 'NIO', value: () => 1 },
    ];
    const euro: Operation = { invoice: 'F-4', days: 10, currency: 'EUR', initialBalance: 5, actualBalance: 5 };
    const rows = totalsRows(columns, [...operations, euro], 'Totales');
    expect(rows.map((row) => row.label)).toEqual(['Total NIO', 'Total USD', 'Total EUR']);
    expect(rows.map((row) => Object.keys(row.values))).toEqual([
      ['initialBalance', 'actualBalance', 'fee'],
      ['initialBalance', 'actualBalance'],
      ['initialBalance', 'actualBalance'],
    ]);
    expect(rows[0]?.values.fee).toEqual({ kind: 'amount', cents: cents(4), currency: 'NIO' });
  });
});

describe('byCurrency', () => {
  it('orders the portal’s currencies first, in its order, then any other alphabetically', () => {
    expect(['EUR', 'USD', 'CRC', 'NIO'].sort(byCurrency)).toEqual(['NIO', 'USD', 'CRC', 'EUR']);
  });
});
