import { describe, expect, it } from 'vitest';
import { utils, write } from 'xlsx';
import { matchColumns, normaliseHeader, SPEC_COLUMNS } from '../../../workers/import-engine/columns';
import type { ColumnMap } from '../../../workers/import-engine/columns';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import { errorsOf, expectAccepted } from '../../fixtures/import-expectations';
import { HEADER, xlsxFile } from '../../fixtures/spreadsheets';
import type { SheetCell, SheetRows } from '../../fixtures/spreadsheets';

/** One invoice in SPEC's order: id, name, dates, number, NIO 1,000.00, USD 27.30, a note. */
const INVOICE: SheetCell[] = [
  'J0310000000123',
  'Distribuidora Ñandú S.A.',
  45292,
  45322,
  'F-77',
  1000,
  27.3,
  'Entrega',
];

/** The same header and invoice, with the columns in `order` (indexes into SPEC's order, null for a column of ours). */
function reordered(order: readonly (number | string)[]): SheetRows {
  const pick = (row: SheetCell[]) => order.map((index) => (typeof index === 'number' ? (row[index] ?? null) : index));
  return [pick(HEADER), pick(INVOICE)];
}

async function imported(rows: SheetRows) {
  const result = await parseInvoiceFile({ name: 'erp.xlsx', bytes: xlsxFile([{ name: 'Facturas', rows }]) });
  if (!result.ok) throw new Error(result.error);
  return { ...expectAccepted(result), columns: result.columns, sheet: result.sheet };
}

const map = (columns: Partial<ColumnMap>): ColumnMap => ({ ...SPEC_COLUMNS, ...columns });

describe('columns are found by their headers, SPEC order being the default', () => {
  it('reads headers in SPEC order by position, and says nothing about it', async () => {
    const { summary, columns, issues } = await imported([HEADER, INVOICE]);
    expect(columns).toMatchObject({ by: 'positions', guessed: [], map: SPEC_COLUMNS });
    expect(summary.invoiceDetails[0]).toMatchObject({ amountNIO: 1000, amountUSD: 27.3, invoiceNumber: 'F-77' });
    expect(issues).toEqual([]);
  });

  it('reads swapped Monto USD and Monto NIO headers the way they say', async () => {
    const { summary, columns, issues } = await imported(reordered([0, 1, 2, 3, 4, 6, 5, 7]));
    expect(columns.by).toBe('headers');
    expect(columns.map).toEqual(map({ amountNIO: 6, amountUSD: 5 }));
    expect(summary.invoiceDetails[0]).toMatchObject({ amountNIO: 1000, amountUSD: 27.3, amount: 1000 });
    expect(issues).toEqual([]);
  });

  it('reads a fully reordered set with ERP names: every value where it belongs', async () => {
    const rows: SheetRows = [
      ['Importe C$', 'Vence', 'Razón social', 'No. factura', 'US$', 'Fecha de emisión', 'Notas', 'RUC'],
      [1000, 45322, 'Distribuidora Ñandú S.A.', 'F-77', 27.3, 45292, 'Entrega', 'J0310000000123'],
    ];
    const { summary, columns, issues } = await imported(rows);
    expect(columns.map).toEqual({
      providerIdentification: 7,
      providerName: 2,
      invoiceDate: 5,
      dueDate: 1,
      invoiceNumber: 3,
      amountNIO: 0,
      amountUSD: 4,
      observations: 6,
    });
    expect(summary.invoiceDetails[0]).toMatchObject({
      providerIdentification: 'J0310000000123',
      providerName: 'Distribuidora Ñandú S.A.',
      invoiceDate: '2024-01-01',
      dueDate: '2024-01-31',
      invoiceNumber: 'F-77',
      amountNIO: 1000,
      amountUSD: 27.3,
      observations: 'Entrega',
    });
    expect(issues).toEqual([]);
  });

  it('names the column a problem is in as the file holds it', async () => {
    const rows = reordered([0, 1, 2, 3, 4, 6, 5, 7]);
    const invoice = rows[1];
    if (invoice) invoice[6] = 'mil';
    expect(errorsOf((await imported(rows)).issues)).toEqual([
      expect.objectContaining({ column: 'Monto NIO (G)', message: 'El monto NIO no es numérico («mil»).' }),
    ]);
  });

  it('ignores extra columns, wherever they are', async () => {
    const { summary, columns } = await imported(reordered(['Vendedor', 0, 1, 'Zona', 2, 3, 4, 5, 6, 7]));
    expect(columns.map).toEqual({
      providerIdentification: 1,
      providerName: 2,
      invoiceDate: 4,
      dueDate: 5,
      invoiceNumber: 6,
      amountNIO: 7,
      amountUSD: 8,
      observations: 9,
    });
    expect(columns.headers[0]).toBe('Vendedor');
    expect(summary.invoiceDetails[0]).toMatchObject({ amountNIO: 1000, amountUSD: 27.3, observations: 'Entrega' });
  });

  it('falls back to SPEC positions, with a warning, when the headers are not recognised', async () => {
    const rows: SheetRows = [['Col1', 'Col2', 'Col3', 'Col4', 'Col5', 'Col6', 'Col7', 'Col8'], INVOICE];
    const { summary, columns } = await imported(rows);
    expect(columns).toMatchObject({ by: 'positions', map: SPEC_COLUMNS });
    expect(columns.guessed).toEqual([
      'providerIdentification',
      'providerName',
      'invoiceDate',
      'dueDate',
      'invoiceNumber',
      'amountNIO',
      'amountUSD',
    ]);
    expect(summary.invoiceDetails[0]).toMatchObject({ amountNIO: 1000, amountUSD: 27.3 });
  });

  it('keeps a field whose title it does not know in its SPEC column, when no other field claims it, and says so', () => {
    const headers = ['RUC', 'Proveedor', 'Fecha', 'Vence', 'Factura', 'Monto USD', 'Monto NIO', 'Comentario libre'];
    expect(matchColumns(headers).map).toEqual(map({ amountNIO: 6, amountUSD: 5, observations: 7 }));
    expect(matchColumns(headers).guessed).toEqual([]);
    const amountsUnknown = ['Código', 'Nombre', 'Emitida', 'Plazo', 'Doc', 'Valor 1', 'Valor 2', 'Obs'];
    expect(matchColumns(amountsUnknown)).toMatchObject({
      by: 'positions',
      guessed: ['providerIdentification', 'invoiceDate', 'dueDate', 'invoiceNumber', 'amountNIO', 'amountUSD'],
    });
    expect(matchColumns(['RUC', 'Proveedor', 'Monto NIO', 'Fecha']).map).toEqual(
      map({ invoiceDate: 3, dueDate: null, amountNIO: 2, amountUSD: 6, invoiceNumber: 4, observations: 7 }),
    );
  });

  it('takes a first row that reads like an invoice as no titles at all: positions, no warning', async () => {
    const { columns } = await imported([INVOICE, INVOICE]);
    expect(columns).toMatchObject({ by: 'positions', guessed: [], headers: [] });
  });

  it("applies the debtor's earlier choice for the same headers, and only for them", async () => {
    const rows: SheetRows = [['Código', 'Nombre', 'Fecha', 'Vence', 'Doc', 'Valor 1', 'Valor 2', 'Obs'], INVOICE];
    const signature = ['Código', 'Nombre', 'Fecha', 'Vence', 'Doc', 'Valor 1', 'Valor 2', 'Obs']
      .map(normaliseHeader)
      .join('|');
    expect(signature).toBe('codigo|nombre|fecha|vence|doc|valor1|valor2|obs');
    const choice = map({ amountNIO: 6, amountUSD: 5 });
    const result = await parseInvoiceFile(
      { name: 'erp.xlsx', bytes: xlsxFile([{ name: 'Facturas', rows }]) },
      { remembered: { [signature]: choice, 'otra|firma': SPEC_COLUMNS } },
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.columns).toMatchObject({ by: 'chosen', map: choice, signature });
    expect(result.summary.invoiceDetails[0]).toMatchObject({ amountNIO: 27.3, amountUSD: 1000 });
    // A choice that uses a column twice is not applied.
    expect(matchColumns(rows[0] as string[], { [signature]: map({ amountNIO: 4 }) }).by).not.toBe('chosen');
  });

  it("finds again a choice remembered for 'Nº Factura', whichever build remembered it", () => {
    const headers = ['Nº Factura', 'N° Cliente', 'Fecha', 'Vence', 'Doc', 'Valor 1', 'Valor 2', 'Obs'];
    const choice = map({ invoiceNumber: 0, providerIdentification: 4 });
    const { signature } = matchColumns(headers);
    // The key the first builds stored, and that every build must find: º and ° are dropped, not read as 'o'.
    expect(signature).toBe('nfactura|ncliente|fecha|vence|doc|valor1|valor2|obs');
    expect(matchColumns(headers, { [signature]: choice })).toMatchObject({ by: 'chosen', map: choice });
    // The key builds stored while the signature followed the header matching ('nofactura').
    const matched = headers.map(normaliseHeader).join('|');
    expect(matched).toBe('nofactura|nocliente|fecha|vence|doc|valor1|valor2|obs');
    expect(matchColumns(headers, { [matched]: choice })).toMatchObject({ by: 'chosen', map: choice, signature });
  });
});

describe('every sheet is accounted for', () => {
  it('names the sheet read and how many others there are', async () => {
    const bytes = xlsxFile([
      { name: 'Enero', rows: [HEADER, INVOICE] },
      { name: 'Febrero', rows: [HEADER] },
      { name: 'Resumen', rows: [['Total']] },
    ]);
    const result = await parseInvoiceFile({ name: 'libro.xlsx', bytes });
    if (!result.ok) throw new Error(result.error);
    expect(result.sheet).toEqual({ name: 'Enero', hidden: false, others: 2 });
    expect(result.summary.totalInvoices).toBe(1);
  });

  it.each(['xlsx', 'biff8'] as const)('says when the sheet read is hidden in Excel (%s)', async (bookType) => {
    const workbook = utils.book_new();
    utils.book_append_sheet(workbook, utils.aoa_to_sheet([HEADER, INVOICE]), 'Oculta');
    utils.book_append_sheet(workbook, utils.aoa_to_sheet([HEADER]), 'Visible');
    utils.book_set_sheet_visibility(workbook, 0, 1);
    const output: unknown = write(workbook, { type: 'array', bookType });
    if (!(output instanceof ArrayBuffer)) throw new Error('expected an ArrayBuffer');
    const name = bookType === 'xlsx' ? 'libro.xlsx' : 'libro.xls';
    const result = await parseInvoiceFile({ name, bytes: new Uint8Array(output) });
    if (!result.ok) throw new Error(result.error);
    expect(result.sheet).toEqual({ name: 'Oculta', hidden: true, others: 1 });
  });
});
