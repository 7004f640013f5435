import { describe, expect, it } from 'vitest';
import { displayText, rowMatches, type DataColumn } from '@/components/data-table/columns';
import { formatAmount } from '@/lib/format';

interface Operation {
  readonly invoiceNumber: string;
  readonly debtor: string;
  readonly fechaOperacion: string;
  readonly currency: 'NIO' | 'USD';
  readonly actualBalance: number;
  readonly qty: number | null;
}

const columns: DataColumn<Operation>[] = [
  { id: 'invoiceNumber', header: 'Factura', kind: 'text', value: (row) => row.invoiceNumber },
  { id: 'debtor', header: 'Deudor', kind: 'text', value: (row) => row.debtor },
  { id: 'fechaOperacion', header: 'Fecha de operación', kind: 'date', value: (row) => row.fechaOperacion },
  {
    id: 'actualBalance',
    header: 'Saldo actual',
    kind: 'amount',
    currency: (row) => row.currency,
    value: (row) => row.actualBalance,
  },
  { id: 'qty', header: 'Cantidad', kind: 'number', value: (row) => row.qty },
  { id: 'menu', header: 'Acciones', kind: 'text', value: () => null, exportable: false },
];

const rows: Operation[] = [
  {
    invoiceNumber: '=HYPERLINK("x")',
    debtor: 'Álamos S.A.',
    fechaOperacion: '2025-03-05T10:00:00Z',
    currency: 'USD',
    actualBalance: 1234.5,
    qty: 3,
  },
  {
    invoiceNumber: 'CLS-004501',
    debtor: 'Bolsa',
    fechaOperacion: 'no es fecha',
    currency: 'NIO',
    actualBalance: 0.1 + 0.2,
    qty: null,
  },
];

describe('columns', () => {
  it('shows amounts in the row currency and dates as dd/mm/yyyy', () => {
    const [, , date, amount] = columns;
    if (!date || !amount || !rows[0]) throw new Error('fixture');
    expect(displayText(amount, rows[0])).toBe(formatAmount(1234.5, 'USD'));
    expect(displayText(date, rows[0])).toBe('05/03/2025');
  });

  it('searches without case or accents, on the shown text', () => {
    const [first] = rows;
    if (!first) throw new Error('fixture');
    expect(rowMatches(columns, first, 'alamos')).toBe(true);
    expect(rowMatches(columns, first, '05/03/2025')).toBe(true);
    expect(rowMatches(columns, first, 'bolsa')).toBe(false);
    expect(rowMatches(columns, first, '   ')).toBe(true);
  });
});
