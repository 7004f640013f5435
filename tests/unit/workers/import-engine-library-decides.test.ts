import { describe, expect, it } from 'vitest';
import { utils, write } from 'xlsx';
import type { BookType } from 'xlsx';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import {
  errorsOf,
  expectAccepted,
  expectRejected,
  SPEC_MESSAGES,
  SPLIT_FILE_HINT,
} from '../../fixtures/import-expectations';
import { buildPackage, HEADER_ROW_XML, invoiceRowXml, worksheetXml } from '../../fixtures/ooxml';
import { HEADER, invoiceRows, invoiceXlsx } from '../../fixtures/spreadsheets';
import type { SheetRows } from '../../fixtures/spreadsheets';

/** `invoices` invoice rows, then `notes` rows whose only value is a note in column J. */
function invoicesThenNotes(invoices: number, notes: number): SheetRows {
  const noteRows = Array.from({ length: notes }, (_, index) => [
    ...Array<null>(9).fill(null),
    `Entregado a bodega, lote ${index + 1}`,
  ]);
  return [...invoiceRows(invoices), ...noteRows];
}

/** SheetJS also writes the BIFF3 and BIFF4 formats, though its types list only BIFF2. */
function sheetJsBook(rows: SheetRows, bookType: BookType | 'biff3' | 'biff4'): Uint8Array {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet([HEADER, ...rows]), 'Facturas');
  const output: unknown = write(workbook, { type: 'array', bookType: bookType as BookType });
  if (!(output instanceof ArrayBuffer)) throw new Error(`expected an ArrayBuffer for ${bookType}`);
  return new Uint8Array(output);
}

function handBuiltSheet(dataRows: number): string {
  let rows = HEADER_ROW_XML;
  for (let index = 0; index < dataRows; index += 1) rows += invoiceRowXml(index + 2, index);
  return worksheetXml(rows);
}

describe('every row that holds a value is imported, shown with its problem, or refuses the file', () => {
  it("refuses 450 invoices followed by 100 rows with a note in column J: 'Su archivo excede las 500 filas'", async () => {
    for (const [name, bytes] of [
      ['f.xlsx', invoiceXlsx(invoicesThenNotes(450, 100))],
      ['f.xls', sheetJsBook(invoicesThenNotes(450, 100), 'biff8')],
    ] as const) {
      expectRejected(await parseInvoiceFile({ name, bytes }), SPEC_MESSAGES.tooManyRows, SPLIT_FILE_HINT);
    }
  });

  it('imports 450 invoices followed by 40 note rows, each shown with where its values are', async () => {
    const { summary, issues } = expectAccepted(
      await parseInvoiceFile({ name: 'f.xlsx', bytes: invoiceXlsx(invoicesThenNotes(450, 40)) }),
    );
    expect(summary.invoiceDetails).toHaveLength(490);
    const problems = errorsOf(issues);
    expect(problems.map((issue) => issue.row)).toEqual(Array.from({ length: 40 }, (_, index) => 452 + index));
    expect(problems[0]).toEqual({
      row: 452,
      column: 'Columnas de la factura',
      message:
        'No hay datos de la factura: los de esta fila están en la columna J («Entregado a bodega, lote 1»), que no se importa. Escriba la factura en sus columnas o elimine la fila.',
      severity: 'error',
    });
    // One problem per such row, not one per empty column.
    expect(issues.filter((issue) => issue.row === 452)).toHaveLength(1);
  });

  it('names the columns a stray row uses, and keeps it in its place among the invoices', async () => {
    const [first, second, third] = invoiceRows(3);
    const stray = [null, null, null, null, null, null, null, null, 'x', 'y', 'z', 'w'];
    const rows = [first, second, stray, third].filter((row) => row !== undefined);
    const { summary, issues } = expectAccepted(await parseInvoiceFile({ name: 'f.xlsx', bytes: invoiceXlsx(rows) }));
    expect(summary.invoiceDetails.map((row) => row.rowNumber)).toEqual([2, 3, 4, 5]);
    expect(errorsOf(issues)).toEqual([
      expect.objectContaining({
        row: 4,
        message: expect.stringContaining('están en las columnas I, J, K… («x»)') as unknown,
      }),
    ]);
  });
});

describe('what SheetJS reads, the engine reads', { timeout: 30_000 }, () => {
  it.each(['biff2', 'biff3', 'biff4'] as const)(
    'imports a bare %s worksheet (no OLE container) with its exact count',
    async (bookType) => {
      const bytes = sheetJsBook(invoiceRows(137), bookType);
      expect(bytes[0]).toBe(0x09);
      const { summary, issues } = expectAccepted(await parseInvoiceFile({ name: 'antiguo.xls', bytes }));
      expect(summary.totalInvoices).toBe(137);
      expect(errorsOf(issues)).toEqual([]);
      expect(summary.invoiceDetails[136]).toMatchObject({ invoiceNumber: 'F-00137', amountNIO: 1136.25 });
    },
  );

  it('reads a package whose SpreadsheetML elements all carry a prefix: 450 invoices, and 600 refused', async () => {
    const bytes = (dataRows: number) =>
      buildPackage({
        prefix: 'x',
        sheets: [{ name: 'Facturas', path: 'xl/worksheets/sheet1.xml', xml: handBuiltSheet(dataRows) }],
      });
    const small = bytes(450);
    expect(new TextDecoder().decode(small)).not.toContain('<row');
    expect(expectAccepted(await parseInvoiceFile({ name: 'f.xlsx', bytes: small })).summary.totalInvoices).toBe(450);
    expectRejected(
      await parseInvoiceFile({ name: 'f.xlsx', bytes: bytes(600) }),
      SPEC_MESSAGES.tooManyRows,
      SPLIT_FILE_HINT,
    );
  });

  it('reads a sheet stored under an unusual part name', async () => {
    const bytes = buildPackage({
      sheets: [{ name: 'Facturas', path: 'xl/datos/facturas-enero.xml', xml: handBuiltSheet(450) }],
    });
    expect(expectAccepted(await parseInvoiceFile({ name: 'f.xlsx', bytes })).summary.totalInvoices).toBe(450);
  });

  it('reads the first sheet whole when a later sheet holds thousands of rows', async () => {
    const bytes = buildPackage({
      sheets: [
        { name: 'Facturas', path: 'xl/worksheets/sheet1.xml', xml: handBuiltSheet(12) },
        { name: 'Histórico', path: 'xl/worksheets/sheet2.xml', xml: handBuiltSheet(3_000) },
      ],
    });
    expect(expectAccepted(await parseInvoiceFile({ name: 'f.xlsx', bytes })).summary.totalInvoices).toBe(12);
  });
});
