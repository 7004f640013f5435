import { describe, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import type { DataColumn } from '@/components/data-table/columns';
import { exportSheet } from '@/components/data-table/export-sheet';
import { writeWorkbook } from '../../../workers/import-engine/export-rows';
import { balanceColumns } from './balance-columns';

interface Operation {
  readonly invoiceNumber: string;
  readonly fechaOperacion: string;
  readonly currency: 'NIO' | 'USD';
  readonly initialBalance: number;
  readonly actualBalance: number;
}

const operationColumns: DataColumn<Operation>[] = [
  { id: 'invoiceNumber', header: 'Factura', kind: 'text', value: (row) => row.invoiceNumber },
  { id: 'fechaOperacion', header: 'Fecha de operación', kind: 'date', value: (row) => row.fechaOperacion },
  ...balanceColumns<Operation>(),
  { id: 'menu', header: 'Acciones', kind: 'text', value: () => null, exportable: false },
];

const operations: Operation[] = [
  {
    invoiceNumber: '=HYPERLINK("x")',
    fechaOperacion: '2025-03-05T10:00:00Z',
    currency: 'USD',
    initialBalance: 1500,
    actualBalance: 1234.5,
  },
  {
    invoiceNumber: 'CLS-004501',
    fechaOperacion: '2025-04-08',
    currency: 'NIO',
    initialBalance: 0.1,
    actualBalance: 0.1,
  },
  {
    invoiceNumber: 'CLS-004502',
    fechaOperacion: 'no es fecha',
    currency: 'NIO',
    initialBalance: 0.2,
    actualBalance: 0,
  },
];

interface Invoice {
  readonly number: string;
  readonly amountNIO: number;
  readonly amountUSD: number;
}

const invoiceColumns: DataColumn<Invoice>[] = [
  { id: 'number', header: 'Factura', kind: 'text', value: (row) => row.number },
  { id: 'amountNIO', header: 'Monto NIO', kind: 'amount', currency: 'NIO', value: (row) => row.amountNIO },
  { id: 'amountUSD', header: 'Monto', kind: 'amount', currency: 'USD', value: (row) => row.amountUSD },
];

describe('exportSheet', () => {
  it('splits amounts in the row currency into one column per currency, named in the header, and adds a totals row per currency', () => {
    expect(exportSheet(operationColumns, operations)).toEqual({
      rowCount: 3,
      rows: [
        [
          'Factura',
          'Fecha de operación',
          'Saldo inicial NIO',
          'Saldo inicial USD',
          'Saldo actual NIO',
          'Saldo actual USD',
        ],
        ['=HYPERLINK("x")', { date: '2025-03-05T10:00:00Z' }, null, { amount: 1500 }, null, { amount: 1234.5 }],
        ['CLS-004501', { date: '2025-04-08' }, { amount: 0.1 }, null, { amount: 0.1 }, null],
        ['CLS-004502', null, { amount: 0.2 }, null, { amount: 0 }, null],
        ['Total NIO', null, { cents: 30n }, null, { cents: 10n }, null],
        ['Total USD', null, null, { cents: 150000n }, null, { cents: 123450n }],
      ],
    });
  });

  it('keeps a column of one currency whole, adding the currency to a header that lacks it', () => {
    expect(
      exportSheet(invoiceColumns, [
        { number: 'F-1', amountNIO: 100.005, amountUSD: 3 },
        { number: 'F-2', amountNIO: 0.2, amountUSD: 0.1 },
      ]).rows,
    ).toEqual([
      ['Factura', 'Monto NIO', 'Monto USD'],
      ['F-1', { amount: 100.01 }, { amount: 3 }],
      ['F-2', { amount: 0.2 }, { amount: 0.1 }],
      ['Total NIO', { cents: 10021n }, null],
      ['Total USD', null, { cents: 310n }],
    ]);
  });

  it('writes no totals for an empty table', () => {
    expect(exportSheet(invoiceColumns, [])).toEqual({ rowCount: 0, rows: [['Factura', 'Monto NIO', 'Monto USD']] });
  });

  it('reads back from the .xlsx as typed, formatted cells with the totals, widths, sheet name and text kept exactly', () => {
    const { rows } = exportSheet(operationColumns, operations);
    const workbook = read(writeWorkbook(rows, 'Detalle de Desembolso #3101'), {
      type: 'array',
      cellNF: true,
      cellStyles: true,
      cellFormula: true,
    });
    expect(workbook.SheetNames).toEqual(['Detalle de Desembolso #3101']);
    const sheet = workbook.Sheets['Detalle de Desembolso #3101'];
    if (!sheet) throw new Error('sin hoja');
    expect(sheet.A2).toMatchObject({ t: 's', v: '=HYPERLINK("x")' });
    expect(Object.hasOwn(sheet.A2 as object, 'f')).toBe(false);
    expect(sheet.B2).toMatchObject({ t: 'n', v: 45721, z: 'dd/mm/yyyy', w: '05/03/2025' });
    expect(sheet.D2).toMatchObject({ t: 'n', v: 1500, z: '#,##0.00', w: '1,500.00' });
    expect(sheet.C5).toMatchObject({ t: 'n', v: 0.3, z: '#,##0.00', w: '0.30' });
    expect(utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: null }).slice(4)).toEqual([
      ['Total NIO', null, '0.30', null, '0.10', null],
      ['Total USD', null, null, '1,500.00', null, '1,234.50'],
    ]);
    // The first column fits '=HYPERLINK("x")', 15 characters, plus 2.
    expect(sheet['!cols']?.map((column) => column.wch)).toEqual([17, 20, 19, 19, 18, 18]);
  });
});
