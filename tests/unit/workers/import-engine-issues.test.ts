import { describe, expect, it } from 'vitest';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import type { RowIssue } from '../../../workers/import-engine/types';
import { errorsOf, expectAccepted } from '../../fixtures/import-expectations';
import { invoiceRows, invoiceXls, invoiceXlsx } from '../../fixtures/spreadsheets';
import type { SheetRows } from '../../fixtures/spreadsheets';

/** Base rows with edits: `edits[rowIndex][column] = value`. */
function rowsWith(count: number, edits: Record<number, Record<number, SheetRows[number][number]>>): SheetRows {
  const rows = invoiceRows(count);
  for (const [rowIndex, columns] of Object.entries(edits)) {
    const row = rows[Number(rowIndex)];
    if (!row) throw new Error(`no row ${rowIndex}`);
    for (const [column, value] of Object.entries(columns)) row[Number(column)] = value;
  }
  return rows;
}

async function importRows(rows: SheetRows) {
  return expectAccepted(await parseInvoiceFile({ name: 'facturas.xlsx', bytes: invoiceXlsx(rows) }));
}

describe('parseInvoiceFile reports row problems', { timeout: 10_000 }, () => {
  it('shows Fecha inválida for texts that are no date read day first, and reports each one', async () => {
    const { summary, issues } = await importRows(rowsWith(2, { 0: { 2: '03/15/2024' }, 1: { 3: 'mañana' } }));
    const [first, second] = summary.invoiceDetails;
    expect(first).toMatchObject({
      invoiceDate: null,
      invoiceDateFormatted: 'Fecha inválida',
      dueDateFormatted: '31/01/2024',
    });
    expect(second).toMatchObject({ dueDate: null, dueDateFormatted: 'Fecha inválida' });
    expect(issues).toEqual([
      {
        row: 2,
        column: 'Fecha de factura (C)',
        message: 'La fecha de factura no es una fecha válida («03/15/2024»). Use una celda con formato de fecha.',
        severity: 'error',
      },
      {
        row: 3,
        column: 'Fecha de vencimiento (D)',
        message: 'La fecha de vencimiento no es una fecha válida («mañana»). Use una celda con formato de fecha.',
        severity: 'error',
      },
    ]);
  });

  it('flags the same invoice number twice for one provider, but not across providers', async () => {
    // Rows 0 and 3 share provider 0012345; row 1 is provider 0098765.
    const { issues } = await importRows(rowsWith(4, { 1: { 4: 'F-00001' }, 3: { 4: 'F-00001' } }));
    expect(issues).toEqual([
      {
        row: 5,
        column: 'Número de factura (E)',
        message: 'La factura «F-00001» del proveedor «0012345» está repetida (ya aparece en la fila 2).',
        severity: 'error',
      },
    ]);
  });

  it('flags a due date before the invoice date', async () => {
    const { issues } = await importRows(rowsWith(1, { 0: { 2: 45300, 3: 45299 } }));
    expect(issues).toEqual([
      {
        row: 2,
        column: 'Fecha de vencimiento (D)',
        message: 'La fecha de vencimiento (08/01/2024) es anterior a la fecha de factura (09/01/2024).',
        severity: 'error',
      },
    ]);
  });

  it('flags negative and non-numeric amounts, and accepts plain numbers written as text', async () => {
    const rows = rowsWith(3, { 0: { 5: -150 }, 1: { 6: 'abc' }, 2: { 5: ' 2500.75 ', 6: '' } });
    const { summary, issues } = await importRows(rows);
    expect(issues.map(({ row, column, severity }) => [row, column, severity])).toEqual([
      [2, 'Monto NIO (F)', 'error'],
      [3, 'Monto USD (G)', 'error'],
    ]);
    expect(issues[0]?.message).toBe('El monto NIO no puede ser negativo (-150.00).');
    expect(issues[1]?.message).toBe('El monto USD no es numérico («abc»).');
    expect(summary.invoiceDetails[2]).toMatchObject({
      amountNIO: 2500.75,
      amount: 2500.75,
      amountUSD: 0,
    });
  });

  it('flags a missing provider id and invoice number', async () => {
    const { issues } = await importRows(rowsWith(1, { 0: { 0: null, 4: '   ' } }));
    expect(issues).toEqual([
      {
        row: 2,
        column: 'Identificación del proveedor (A)',
        message: 'Falta la identificación del proveedor.',
        severity: 'error',
      },
      {
        row: 2,
        column: 'Número de factura (E)',
        message: 'Falta el número de factura.',
        severity: 'error',
      },
    ]);
  });

  it('only warns about a missing provider name and rounding to cents', async () => {
    const rows = rowsWith(2, { 0: { 1: null }, 1: { 5: 10.005 } });
    const { summary, issues } = await importRows(rows);
    expect(errorsOf(issues)).toEqual([]);
    expect(issues.map(({ row, column }) => [row, column])).toEqual([
      [2, 'Nombre del proveedor (B)'],
      [3, 'Monto NIO (F)'],
    ]);
    expect(issues[1]?.message).toBe('El monto NIO tiene más de 2 decimales; se redondeó a 10.01.');
    expect(summary.invoiceDetails[1]?.amountNIO).toBe(10.01);
  });

  it('reads floating noise as the cents Excel shows, without a word', async () => {
    const rows = rowsWith(3, { 0: { 5: 8001.4000000001 }, 1: { 5: 1234.5600000001 }, 2: { 5: 0.1 + 0.2 } });
    const { summary, issues } = await importRows(rows);
    expect(issues).toEqual([]);
    expect(summary.invoiceDetails.map((invoice) => invoice.amountNIO)).toEqual([8001.4, 1234.56, 0.3]);
  });

  it('refuses amounts that round to zero cents in both currencies, as the zero invoice they are', async () => {
    const { issues } = await importRows(rowsWith(1, { 0: { 5: 0.004, 6: 0 } }));
    expect(errorsOf(issues).map((issue) => issue.message)).toEqual([
      'Los montos NIO y USD son cero: una factura debe tener un monto.',
    ]);
  });

  it('refuses an invoice of zero in both currencies: there is nothing to finance', async () => {
    const { issues } = await importRows(rowsWith(3, { 1: { 5: 0, 6: 0 }, 2: { 5: 0, 6: null } }));
    expect(errorsOf(issues)).toEqual([
      {
        row: 3,
        column: 'Monto NIO (F)',
        message: 'Los montos NIO y USD son cero: una factura debe tener un monto.',
        severity: 'error',
      },
      {
        row: 4,
        column: 'Monto NIO (F)',
        message: 'Los montos NIO y USD son cero: una factura debe tener un monto.',
        severity: 'error',
      },
    ]);
  });

  it.each([
    ['xlsx', invoiceXlsx],
    ['xls', invoiceXls],
  ] as const)('reports every problem of every row at once (.%s)', async (extension, build) => {
    const rows = rowsWith(6, {
      0: { 2: 'ayer' },
      1: { 5: -1, 6: 'n/a' },
      2: { 2: 45400, 3: 45300 },
      3: { 4: 'F-00001' },
      4: { 0: '' },
      5: { 4: null, 3: null },
    });
    const result = await parseInvoiceFile({ name: `f.${extension}`, bytes: build(rows) });
    const { summary, issues } = expectAccepted(result);
    expect(summary.totalInvoices).toBe(6);
    const brief = (issue: RowIssue) => `${issue.row} ${issue.column} ${issue.severity}`;
    expect(issues.map(brief)).toEqual([
      '2 Fecha de factura (C) error',
      '3 Monto NIO (F) error',
      '3 Monto USD (G) error',
      '4 Fecha de vencimiento (D) error',
      '5 Número de factura (E) error',
      '6 Identificación del proveedor (A) error',
      '7 Fecha de vencimiento (D) error',
      '7 Número de factura (E) error',
    ]);
    expect(issues.find((issue) => issue.row === 7 && issue.column.startsWith('Fecha'))?.message).toBe(
      'La fecha de vencimiento está vacía.',
    );
  });

  it('sums provider totals in cents, without floating-point drift', async () => {
    const rows = rowsWith(3, {
      0: { 5: 0.1, 6: 0.7 },
      1: { 0: '0012345', 4: 'X-1', 5: 0.2, 6: 0.1 },
      2: { 0: '0012345', 4: 'X-2', 5: 0.3, 6: 0.2 },
    });
    const { summary } = await importRows(rows);
    expect(summary.summaryByProvider).toEqual([
      {
        providerIdentification: '0012345',
        providerName: 'Distribuidora Norte',
        totalInvoices: 3,
        totalAmountNIO: 0.6,
        totalAmountUSD: 1,
      },
    ]);
  });
});
