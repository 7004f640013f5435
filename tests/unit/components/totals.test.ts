import { describe, expect, it } from 'vitest';
import type { DataColumn } from '../../../src/components/data-table/columns';
import { exportSheet } from '../../../src/components/data-table/export-sheet';
import { amountTotal, byCurrency, columnTotals } from '../../../src/components/data-table/totals';

interface Summary {
  readonly provider: string;
  readonly invoices: number;
  readonly amountNIO: number | null;
  readonly amountUSD: number;
}

const summaryColumns: DataColumn<Summary>[] = [
  { id: 'provider', header: 'Proveedor', kind: 'text', value: (row) => row.provider },
  { id: 'invoices', header: 'Facturas', kind: 'number', value: (row) => row.invoices },
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
  { id: 'days', header: 'Días', kind: 'number', value: (row) => row.days },
  {
    id: 'initialBalance',
    header: 'Saldo inicial',
    kind: 'amount',
    currency: (row) => row.currency,
    value: (row) => row.initialBalance,
  },
  {
    id: 'actualBalance',
    header: 'Saldo actual',
    kind: 'amount',
    currency: (row) => row.currency,
    value: (row) => row.actualBalance,
  },
];

const operations: Operation[] = [
  { invoice: 'F-1', days: 30, currency: 'USD', initialBalance: 1500, actualBalance: 1234.5 },
  { invoice: 'F-2', days: 60, currency: 'NIO', initialBalance: 0.1, actualBalance: 0.1 },
  { invoice: 'F-3', days: 90, currency: 'NIO', initialBalance: 0.2, actualBalance: 0 },
];

describe('columnTotals', () => {
  it('adds each amount column up in whole cents, by currency', () => {
    const totals = columnTotals(summaryColumns, summaries);
    // 0.1 + 0.2 is 0.30 in cents, and 1.005 counts as 1.01, as Excel's ROUND gives.
    expect(totals.amounts).toEqual(
      new Map([
        ['amountNIO', new Map([['NIO', 30]])],
        ['amountUSD', new Map([['USD', 351]])],
      ]),
    );
    expect(amountTotal(totals, 'amountNIO', 'NIO')).toBe(0.3);
    expect(amountTotal(totals, 'amountUSD', 'USD')).toBe(3.51);
  });

  it('splits a column whose currency varies by row into one sum per currency of the rows', () => {
    const totals = columnTotals(operationColumns, operations);
    expect(totals.amounts.get('initialBalance')).toEqual(
      new Map([
        ['USD', 150_000],
        ['NIO', 30],
      ]),
    );
    expect(amountTotal(totals, 'actualBalance', 'NIO')).toBe(0.1);
    expect(amountTotal(totals, 'actualBalance', 'EUR')).toBe(0);
  });

  it('leaves out number and text columns, and adds nothing for values that are not numbers', () => {
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
    expect(totals.amounts).toEqual(new Map([['amount', new Map([['NIO', 150]])]]));
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
        expect(row[header.indexOf(`${name} ${currency}`)]).toEqual({ amount: amountTotal(totals, id, currency) });
      }
    }
  });
});

describe('byCurrency', () => {
  it('orders the portal’s currencies first, in its order, then any other alphabetically', () => {
    expect(['EUR', 'USD', 'CRC', 'NIO'].sort(byCurrency)).toEqual(['NIO', 'USD', 'CRC', 'EUR']);
  });
});
