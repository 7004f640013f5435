import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import { invoicesOf } from '@/features/factoring/import/api/load-invoices';
import { columnMessages } from '@/features/factoring/import/columns/column-messages';
import { draftFromResult } from '@/features/factoring/import/draft-from-result';
import {
  countBySeverity,
  errorReport,
  issuesByRow,
  reviewOf,
  rowIssuesOf,
} from '@/features/factoring/import/row-issues';
import { invoiceRow } from '@contract/schemas';
import { z } from '@contract/zod';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import { writeWorkbook } from '../../../workers/import-engine/export-rows';
import { invoiceRows, invoiceXlsx, type SheetRows } from '../../fixtures/spreadsheets';

/** The generated rows with one cell replaced. */
function edit(rows: SheetRows, row: number, column: number, value: SheetRows[number][number]): SheetRows {
  const cells = rows[row];
  if (!cells) throw new Error(`no row ${row}`);
  cells[column] = value;
  return rows;
}

async function parsed(rows: SheetRows) {
  const result = await parseInvoiceFile({ name: 'f.xlsx', bytes: invoiceXlsx(rows) });
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe('reviewing an import', () => {
  it('totals a draft in cents, exactly as the provider summary adds up', async () => {
    const result = await parsed(invoiceRows(500));
    const draft = draftFromResult(7, { name: 'f.xlsx', size: 1234 }, result);
    expect(draft.summary).toMatchObject({ totalInvoices: 500, totalAmountNIO: 624_875, totalAmountUSD: 12_525 });
    expect(draft.rows).toHaveLength(500);
    expect(draft).toMatchObject({ userId: 7, fileName: 'f.xlsx', fileSize: 1234 });
  });

  it('marks each row by its worst problem and counts errors apart from warnings', async () => {
    const rows = edit(edit(invoiceRows(4), 1, 2, 'ayer'), 2, 5, 10.555);
    const result = await parsed(rows);
    const byRow = issuesByRow(result.issues);
    expect([2, 3, 4, 5].map((row) => reviewOf(byRow.get(row)))).toEqual(['ok', 'error', 'warning', 'ok']);
    expect(countBySeverity(result.issues)).toEqual({ errors: 1, warnings: 1 });
    // The engine's totals leave the row with an error out, and count it apart.
    expect(result.totals).toMatchObject({ totalInvoices: 3, excludedRows: 1 });
  });

  it('shows on each row without it the column the file lacks, listed once for the file, and not on a row that has the value', async () => {
    const bytes = new Uint8Array(
      readFileSync(new URL('../../fixtures/accounting/structure/missing-column.xlsx', import.meta.url)),
    );
    const result = await parseInvoiceFile({ name: 'missing-column.xlsx', bytes });
    if (!result.ok) throw new Error(result.error);
    expect(countBySeverity(result.issues)).toEqual({ errors: 1, warnings: 0 });
    const [first, ...others] = result.summary.invoiceDetails;
    if (!first) throw new Error('no rows');
    const rows = [{ ...first, dueDate: '2026-12-31' }, ...others];
    const byRow = rowIssuesOf(rows, result.issues);
    expect(rows.map((row) => reviewOf(byRow.get(row.rowNumber)))).toEqual(['ok', ...others.map(() => 'error')]);
    expect(byRow.get(others[0]?.rowNumber ?? -1)).toEqual([
      expect.objectContaining({
        column: 'Fecha de vencimiento',
        message:
          'El archivo no tiene columna de Fecha de vencimiento: escriba el dato en esta factura o elija la columna con «Cambiar columnas».',
        severity: 'error',
      }),
    ]);
  });

  it("writes 'Descargar errores' as one line per problem, by row, with the invoice's ids", async () => {
    const rows = edit(edit(invoiceRows(6), 4, 0, null), 1, 3, '=1+1');
    const result = await parsed(rows);
    const draft = draftFromResult(7, { name: 'f.xlsx', size: 1 }, result);
    const report = errorReport(draft);
    expect(report.header).toEqual([
      'Fila',
      'Columna',
      'Tipo',
      'Mensaje',
      'Identificación del proveedor',
      'Número de factura',
    ]);
    expect(report.rows).toEqual([
      [
        3,
        'Fecha de vencimiento (D)',
        'Error',
        'La fecha de vencimiento no es una fecha válida («=1+1»). Use una celda con formato de fecha.',
        '0098765',
        'F-00002',
      ],
      [6, 'Identificación del proveedor (A)', 'Error', 'Falta la identificación del proveedor.', '', 'F-00005'],
    ]);
  });

  it('names a problem of the whole file as such in the downloaded workbook, first, never as a row 0', async () => {
    const bytes = readFileSync(new URL('../../fixtures/accounting/structure/missing-column.xlsx', import.meta.url));
    const result = await parseInvoiceFile({ name: 'sin-vencimiento.xlsx', bytes: new Uint8Array(bytes) });
    if (!result.ok) throw new Error(result.error);
    const draft = draftFromResult(7, { name: 'sin-vencimiento.xlsx', size: 1 }, result);
    const rowIssue = {
      row: 3,
      column: 'Monto NIO (F)',
      message: 'El monto NIO es negativo.',
      severity: 'error',
    } as const;
    const report = errorReport({ rows: draft.rows, issues: [rowIssue, ...draft.issues] });
    const workbook = read(writeWorkbook([[...report.header], ...report.rows], 'Errores'));
    const sheet = workbook.Sheets.Errores;
    if (!sheet) throw new Error('no sheet Errores');
    const lines = utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(lines.slice(1).map((line) => line.slice(0, 3))).toEqual([
      ['Todo el archivo', 'Fecha de vencimiento', 'Error'],
      [3, 'Monto NIO (F)', 'Error'],
    ]);
    expect(lines[1]?.[3]).toContain('El archivo no tiene columna de Fecha de vencimiento');
    expect(lines.flat()).not.toContain(0);
  });

  it('sends rows that satisfy the LoadInvoices contract, without the spreadsheet row number', async () => {
    const result = await parsed(invoiceRows(3));
    const invoices = invoicesOf({ rows: result.summary.invoiceDetails });
    for (const invoice of invoices) {
      expect(invoice).not.toHaveProperty('rowNumber');
      expect(z.strictObject(invoiceRow.shape).parse(invoice)).toEqual(invoice);
    }
  });
});

describe('the note on rows of formulas saved without their results', () => {
  it('names one row, a few, or the first five and how many more', () => {
    const { formulaRows } = columnMessages;
    expect(formulaRows([3])).toMatch(/^La fila 3 solo tiene fórmulas .*: no se puede leer ni se importa\./);
    expect(formulaRows([3, 7])).toMatch(/^Las filas 3 y 7 solo tienen fórmulas .*: no se pueden leer ni se importan\./);
    expect(formulaRows([2, 3, 4, 5, 6, 7, 8])).toMatch(/^Las filas 2, 3, 4, 5, 6 y 2 más solo tienen/);
  });
});
