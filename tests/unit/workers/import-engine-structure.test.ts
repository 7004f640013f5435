import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { utils, write } from 'xlsx';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import { reviseRows } from '../../../workers/import-engine/revise';
import type { ImportResult } from '../../../workers/import-engine/types';
import { STRUCTURE_COUNTS as counts } from '../../fixtures/accounting/structure/counts';
import { invoiceCells, isoDay, REAL_HEADER, realInvoices, serialOf } from '../../fixtures/real-writers/invoices';

/**
 * Files as accounting systems and hand-kept sheets lay them out (tests/fixtures/accounting/structure,
 * one habit each), read as the debtor's accountant expects: the header found where it is, the title
 * and the totals row named and left out, export and English headers matched, a cover sheet not
 * read as invoices, and a missing column said once.
 */

type Accepted = Extract<ImportResult, { ok: true }>;

/** The import of `bytes` as `name`, which must be accepted. */
async function read(name: string, bytes: Uint8Array, options: { sheet?: string } = {}): Promise<Accepted> {
  const result = await parseInvoiceFile({ name, bytes }, options);
  if (!result.ok) throw new Error(`${name}: ${result.error}`);
  return result;
}

/** The import of a committed fixture of this folder. */
async function parse(file: string, options: { sheet?: string } = {}): Promise<Accepted> {
  const bytes = new Uint8Array(readFileSync(new URL(`../../fixtures/accounting/structure/${file}`, import.meta.url)));
  return read(file, bytes, options);
}

const errorsOf = (result: Pick<Accepted, 'issues'>) => result.issues.filter((issue) => issue.severity === 'error');

/** The invoices' amounts, in units, as the file's SUM formulas give them. */
const sums = (count: number) => ({
  NIO: realInvoices(count).reduce((sum, invoice) => sum + invoice.amountNIOCents, 0) / 100,
  USD: realInvoices(count).reduce((sum, invoice) => sum + invoice.amountUSDCents, 0) / 100,
});

function expectInvoices(result: Accepted, count: number, firstRow: number): void {
  const rows = result.summary.invoiceDetails;
  expect(rows).toHaveLength(count);
  expect(errorsOf(result)).toEqual([]);
  expect(rows.map((row) => row.rowNumber)).toEqual(Array.from({ length: count }, (_, index) => firstRow + index));
  const invoices = realInvoices(count);
  expect(rows.map((row) => [row.providerIdentification, row.invoiceNumber, row.amountNIO, row.amountUSD])).toEqual(
    invoices.map((invoice) => [
      invoice.providerIdentification,
      invoice.invoiceNumber,
      invoice.amountNIOCents / 100,
      invoice.amountUSDCents / 100,
    ]),
  );
  expect(rows.every((row) => row.invoiceDate !== null && row.dueDate !== null)).toBe(true);
}

describe('the header is found, not assumed', () => {
  it('reads the invoices under a title block, which it names and leaves out', async () => {
    const result = await parse('title-block.xlsx');
    expectInvoices(result, counts.titleBlock, 5);
    expect(result.sheet.header).toEqual({ first: 4, last: 4, titleRows: 3 });
    expect(result.columns.by).toBe('positions');
  });

  it('reads a header of two rows as group and name together', async () => {
    const result = await parse('two-row-header.xlsx');
    expectInvoices(result, counts.twoRowHeader, 3);
    expect(result.sheet.header).toEqual({ first: 1, last: 2, titleRows: 0 });
    expect(result.columns.headers.slice(0, 2)).toEqual(['Proveedor Identificación', 'Proveedor Nombre']);
    expect(result.columns.headers.slice(5, 7)).toEqual(['Importe NIO', 'Importe USD']);
    expect(result.columns.guessed).toEqual([]);
  });

  it('keeps SPEC’s row 1 when two rows name the fields equally', async () => {
    const invoice = realInvoices(1)[0];
    const cells = (title: readonly string[]) => [
      [...title],
      [invoice?.providerIdentification, invoice?.providerName, serialOf(invoice?.invoiceDate ?? new Date())],
    ];
    const workbook = utils.book_new();
    const header = ['Identificación', 'Nombre'];
    utils.book_append_sheet(workbook, utils.aoa_to_sheet([...cells(header), ['RUC', 'Razón social']]), 'Facturas');
    const bytes = new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const result = await parseInvoiceFile({ name: 'tie.xlsx', bytes });
    expect(result.ok && result.sheet.header).toBeUndefined();
    expect(result.ok && result.summary.invoiceDetails.map((row) => row.rowNumber)).toEqual([2, 3]);
  });
});

describe('export headers are known', () => {
  const exportMap = {
    invoiceNumber: 0,
    providerIdentification: 1,
    providerName: 2,
    invoiceDate: 3,
    dueDate: 4,
    amountNIO: 5,
    amountUSD: 6,
    observations: 7,
  };

  it('matches Nº Factura, RUC, Razón social, Fecha Vto., Importe (C$) and Comentarios', async () => {
    const result = await parse('export-headers.xlsx');
    expectInvoices(result, counts.exportHeaders, 2);
    expect(result.columns).toMatchObject({ by: 'headers', map: exportMap, guessed: [] });
  });

  it('matches English headers: Invoice number, Supplier ID, Due date, Amount (US$)', async () => {
    const result = await parse('english-headers.xlsx');
    expectInvoices(result, counts.englishHeaders, 2);
    expect(result.columns).toMatchObject({ by: 'headers', map: exportMap, guessed: [] });
  });
});

describe('a totals row is named, not imported', () => {
  it('leaves out a TOTAL row of SUM formulas and gives its amounts beside the import’s', async () => {
    const result = await parse('totals-row.xlsx');
    expectInvoices(result, counts.totalsRow, 2);
    const { NIO, USD } = sums(counts.totalsRow);
    expect(result.sheet.totals).toEqual([
      { row: counts.totalsRow + 2, label: 'TOTAL', amountNIO: NIO, amountUSD: USD },
    ]);
    expect([result.totals.totalAmountNIO, result.totals.totalAmountUSD]).toEqual([NIO, USD]);
  });

  it('names a TOTAL that a report signs off under (exceljs), and shows the sign-off line as a row with its problem', async () => {
    const count = counts.totalsAndSignOff;
    const result = await parse('totals-and-sign-off.xlsx');
    const { NIO, USD } = sums(count);
    expect(result.sheet.totals).toEqual([{ row: count + 2, label: 'TOTAL', amountNIO: NIO, amountUSD: USD }]);
    expect([result.totals.totalInvoices, result.totals.totalAmountNIO, result.totals.totalAmountUSD]).toEqual([
      count,
      NIO,
      USD,
    ]);
    const signOff = count + 4;
    expect(result.summary.invoiceDetails.at(-1)?.rowNumber).toBe(signOff);
    expect(errorsOf(result)).toEqual([
      {
        row: signOff,
        column: 'Columnas de la factura',
        message: `Esta fila está debajo de los totales del archivo (fila ${String(count + 2)}) y no tiene fechas ni montos: no es una factura. Elimínela, o escriba en ella la factura.`,
        severity: 'error',
      },
    ]);
  });

  it('keeps saying so of the sign-off line through an edit elsewhere, and validates it as an invoice once it holds one', async () => {
    const count = counts.totalsAndSignOff;
    const result = await parse('totals-and-sign-off.xlsx');
    const signOff = count + 4;
    const rows = result.summary.invoiceDetails.map((detail) => {
      const notes = result.notes[detail.rowNumber];
      return notes ? { detail, notes } : { detail };
    });
    const elsewhere = reviseRows(rows, [
      { kind: 'edit', row: 2, column: 'providerName', input: { kind: 'text', text: 'Otro' } },
    ]);
    expect(errorsOf(elsewhere)).toEqual(errorsOf(result));
    const filled = reviseRows(rows, [
      { kind: 'edit', row: signOff, column: 'invoiceDate', input: { kind: 'date', iso: '2026-01-08' } },
    ]);
    expect(
      errorsOf(filled)
        .filter((issue) => issue.row === signOff)
        .map((issue) => issue.column),
    ).not.toContain('Columnas de la factura');
    expect(errorsOf(filled).some((issue) => issue.row === signOff)).toBe(true);
  });

  it('reads a title block, export headers and a Total general row together', async () => {
    const result = await parse('title-and-totals.xlsx');
    expectInvoices(result, counts.titleAndTotals, 5);
    expect(result.sheet.header).toEqual({ first: 4, last: 4, titleRows: 3 });
    const { NIO, USD } = sums(counts.titleAndTotals);
    expect(result.sheet.totals).toEqual([{ row: 15, label: 'Total general', amountNIO: NIO, amountUSD: USD }]);
  });

  it('names a TOTAL row of SUM formulas saved without results (exceljs), and says its amounts could not be read', async () => {
    const result = await parse('totals-without-results.xlsx');
    expectInvoices(result, counts.totalsWithoutResults, 2);
    expect(result.sheet.totals).toEqual([
      {
        row: counts.totalsWithoutResults + 2,
        label: 'TOTAL',
        amountNIO: null,
        amountUSD: null,
        unread: true,
      },
    ]);
    const { NIO, USD } = sums(counts.totalsWithoutResults);
    expect([result.totals.totalAmountNIO, result.totals.totalAmountUSD]).toEqual([NIO, USD]);
  });

  it('compares the result a SUM formula was saved with, even when it is not the sum of the rows read', async () => {
    const invoices = realInvoices(2);
    const rows = invoices.map((invoice) => [
      invoice.providerIdentification,
      invoice.providerName,
      serialOf(invoice.invoiceDate),
      serialOf(invoice.dueDate),
      invoice.invoiceNumber,
      invoice.amountNIOCents / 100,
      null,
    ]);
    // The rows were edited after the sheet last computed its total: the total is stale, still a total.
    const total = { t: 'n', v: 1, f: 'SUM(F2:F3)' };
    const sheet = utils.aoa_to_sheet([[...REAL_HEADER], ...rows, ['Total', null, null, null, null, total, null]]);
    const workbook = utils.book_new();
    utils.book_append_sheet(workbook, sheet, 'Facturas');
    const bytes = new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const result = await parseInvoiceFile({ name: 'total-viejo.xlsx', bytes });
    if (!result.ok) throw new Error(result.error);
    expect(result.sheet.totals).toEqual([{ row: 4, label: 'Total', amountNIO: 1, amountUSD: null }]);
    expect(result.summary.totalInvoices).toBe(2);
  });

  it.each([
    ['a SUM of only some rows', 'SUM(F3:F4)'],
    ['a SUM of another column', 'SUM(G2:G4)'],
    ['another formula', 'AVERAGE(F2:F4)'],
  ])('imports, with its problems, a total row without results whose formula is %s', async (_, formula) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Facturas');
    sheet.addRow([...REAL_HEADER]);
    for (const invoice of realInvoices(3)) sheet.addRow(invoiceCells(invoice, { dates: 'Date' }));
    sheet.addRow(['TOTAL', null, null, null, null, { formula }]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const result = await parseInvoiceFile({ name: 'otra-formula.xlsx', bytes });
    if (!result.ok) throw new Error(result.error);
    expect(result.sheet.totals).toBeUndefined();
    expect(result.summary.invoiceDetails.at(-1)?.providerIdentification).toBe('TOTAL');
    expect(errorsOf(result).some((issue) => issue.row === 5)).toBe(true);
  });

  it('imports, with its problems, a total row whose amounts are not the sum above', async () => {
    const rows = realInvoices(3).map((invoice) => invoiceCells(invoice));
    const workbook = utils.book_new();
    const sheet = utils.aoa_to_sheet([[...REAL_HEADER], ...rows, ['Total', null, null, null, null, 1, 1]]);
    utils.book_append_sheet(workbook, sheet, 'Facturas');
    const bytes = new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const result = await parseInvoiceFile({ name: 'wrong-total.xlsx', bytes });
    if (!result.ok) throw new Error(result.error);
    expect(result.sheet.totals).toBeUndefined();
    expect(result.summary.invoiceDetails.at(-1)?.providerIdentification).toBe('Total');
    expect(errorsOf(result).some((issue) => issue.row === 5)).toBe(true);
  });

  it('keeps as invoices the rows of a provider named Total…, dates missing and amounts summing: each names an invoice', async () => {
    const invoice = (number: string) => ['J0310000055555', 'Total Nicaragua, S.A.', null, null, number, 1_500, 0];
    const workbook = utils.book_new();
    const sheet = utils.aoa_to_sheet([[...REAL_HEADER], invoice('F-1'), invoice('F-2')]);
    utils.book_append_sheet(workbook, sheet, 'Facturas');
    const bytes = new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const result = await read('proveedor-total.xlsx', bytes);
    expect(result.sheet.totals).toBeUndefined();
    expect(result.summary.invoiceDetails.map((row) => row.invoiceNumber)).toEqual(['F-1', 'F-2']);
    expect(errorsOf(result).map((issue) => issue.row)).toEqual([2, 2, 3, 3]);
  });

  /** `count` invoices in córdobas under a title block, then their TOTAL and the lines under it. */
  const titledReport = (count: number, under: readonly (readonly (string | null)[])[] = []) => {
    const invoices = realInvoices(count);
    const rows = invoices.map((invoice, index) =>
      invoiceCells({ ...invoice, amountUSDCents: 0 }, { invoiceNumber: `${invoice.invoiceNumber}-${index}` }),
    );
    const total = invoices.reduce((sum, invoice) => sum + invoice.amountNIOCents, 0) / 100;
    const sheet = utils.aoa_to_sheet([
      ['Empresa'],
      ['Listado'],
      [...REAL_HEADER],
      ...rows,
      ['TOTAL', '', '', '', '', total, 0],
      ...under.map((row) => [...row]),
    ]);
    const workbook = utils.book_new();
    utils.book_append_sheet(workbook, sheet, 'Facturas');
    return new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
  };
  const signOff = [
    ['Elaborado por: Ana Ruiz', null, null, null, 'Revisado por:', '__________'],
    ['Fecha de emisión: 30 de enero de 2026'],
  ] as const;

  it('accepts 500 invoices under a title block with a totals row', async () => {
    const result = await parseInvoiceFile({ name: 'big.xlsx', bytes: titledReport(500) });
    expect(result.ok && result.summary.totalInvoices).toBe(500);
    expect(result.ok && result.sheet.totals?.map(({ row }) => row)).toEqual([504]);
  });

  it('accepts 500 invoices whose totals a report signs off under: those lines are shown, not counted as invoices', async () => {
    const result = await read('big-firmado.xlsx', titledReport(500, signOff));
    expect(result.totals.totalInvoices).toBe(500);
    expect(result.summary.invoiceDetails).toHaveLength(502);
    expect(result.sheet.totals?.map(({ row }) => row)).toEqual([504]);
    expect(errorsOf(result).map((issue) => issue.row)).toEqual([505, 506]);
  });

  it("refuses 501 invoices, and the lines under their totals do not hide one: 'Su archivo excede las 500 filas'", async () => {
    const result = await parseInvoiceFile({ name: 'big-501.xlsx', bytes: titledReport(501, signOff) });
    expect(result).toMatchObject({ ok: false, error: 'Su archivo excede las 500 filas' });
  });
});

describe('two totals rows are both named, each a sum of the invoices', () => {
  /** Invoices in SPEC's columns, each number marked with `tag` so that two sets never repeat one. */
  const invoiceRowsTagged = (count: number, tag: string) =>
    realInvoices(count).map((invoice, index) =>
      invoiceCells(invoice, { invoiceNumber: `${invoice.invoiceNumber}-${tag}${String(index)}` }),
    );
  /** Invoices in SPEC's columns under SPEC's header, then `trailing` rows, written by SheetJS. */
  const withTrailing = (count: number, trailing: readonly (readonly (string | number | null)[])[]) => {
    const rows = invoiceRowsTagged(count, '');
    const workbook = utils.book_new();
    const sheet = utils.aoa_to_sheet([[...REAL_HEADER], ...rows, ...trailing.map((row) => [...row])]);
    utils.book_append_sheet(workbook, sheet, 'Facturas');
    return new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
  };

  it('names a total per currency (Total C$ over Total US$, SUM formulas by exceljs) and imports neither', async () => {
    const count = counts.twoTotalsRows;
    const result = await parse('two-totals-rows.xlsx');
    expectInvoices(result, count, 2);
    const { NIO, USD } = sums(count);
    expect(result.sheet.totals).toEqual([
      { row: count + 2, label: 'Total C$', amountNIO: NIO, amountUSD: null },
      { row: count + 3, label: 'Total US$', amountNIO: null, amountUSD: USD },
    ]);
    expect([result.totals.totalAmountNIO, result.totals.totalAmountUSD]).toEqual([NIO, USD]);
  });

  it('names a Subtotal over a Total general, each stating the sum of the invoices alone', async () => {
    const { NIO, USD } = sums(4);
    const bytes = withTrailing(4, [
      ['Subtotal', null, null, null, null, NIO, USD],
      ['Total general', null, null, null, null, NIO, USD],
    ]);
    const result = await read('subtotal.xlsx', bytes);
    expect(result.summary.totalInvoices).toBe(4);
    expect(result.issues).toEqual([]);
    expect(result.sheet.totals).toEqual([
      { row: 6, label: 'Subtotal', amountNIO: NIO, amountUSD: USD },
      { row: 7, label: 'Total general', amountNIO: NIO, amountUSD: USD },
    ]);
  });

  it('imports, with its problems, a second totals row whose amounts are not the sum of the invoices', async () => {
    const { NIO, USD } = sums(4);
    const bytes = withTrailing(4, [
      ['Subtotal', null, null, null, null, 1, 1],
      ['Total general', null, null, null, null, NIO, USD],
    ]);
    const result = await read('subtotal-mal.xlsx', bytes);
    expect(result.sheet.totals).toEqual([{ row: 7, label: 'Total general', amountNIO: NIO, amountUSD: USD }]);
    expect(result.summary.invoiceDetails.map((row) => row.rowNumber)).toEqual([2, 3, 4, 5, 6]);
    expect(result.summary.invoiceDetails.at(-1)?.providerIdentification).toBe('Subtotal');
    expect(errorsOf(result).some((issue) => issue.row === 6)).toBe(true);
  });

  it('names the totals above the lines an export signs off with, which stay rows shown with their problem', async () => {
    const { NIO, USD } = sums(4);
    const bytes = withTrailing(4, [
      ['TOTAL', null, null, null, null, NIO, USD],
      [],
      ['Elaborado por: Ana Ruiz', null, null, null, 'Revisado por:', '__________'],
    ]);
    const result = await read('firmas.xlsx', bytes);
    expect(result.sheet.totals).toEqual([{ row: 6, label: 'TOTAL', amountNIO: NIO, amountUSD: USD }]);
    expect([result.totals.totalInvoices, result.totals.totalAmountNIO, result.totals.totalAmountUSD]).toEqual([
      4,
      NIO,
      USD,
    ]);
    // Nothing vanishes: the signature line is no invoice, and the review shows it with its problem.
    expect(result.summary.invoiceDetails.map((row) => row.rowNumber)).toEqual([2, 3, 4, 5, 8]);
    expect(errorsOf(result).map((issue) => [issue.row, issue.column])).toEqual([[8, 'Columnas de la factura']]);
  });

  it('keeps a row that says total as an invoice when an invoice follows it: a totals row ends the table', async () => {
    const { NIO, USD } = sums(4);
    const [next = []] = invoiceRowsTagged(1, 'after-');
    const bytes = withTrailing(4, [['TOTAL', null, null, null, null, NIO, USD], next]);
    const result = await read('total-en-medio.xlsx', bytes);
    expect(result.sheet.totals).toBeUndefined();
    expect(result.summary.invoiceDetails.map((row) => row.rowNumber)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('imports, with its problems, a last row that sums the invoices and the totals row above them', async () => {
    const { NIO, USD } = sums(4);
    const bytes = withTrailing(4, [
      ['Subtotal', null, null, null, null, NIO, USD],
      ['Total', null, null, null, null, NIO * 2, USD * 2],
    ]);
    const result = await read('total-doble.xlsx', bytes);
    expect(result.sheet.totals).toEqual([{ row: 6, label: 'Subtotal', amountNIO: NIO, amountUSD: USD }]);
    expect(result.summary.invoiceDetails.at(-1)).toMatchObject({ rowNumber: 7, providerIdentification: 'Total' });
    expect(errorsOf(result).some((issue) => issue.row === 7)).toBe(true);
  });

  it('imports, with its problems, a last row whose SUM formula (without results) takes in the totals row above', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Facturas');
    sheet.addRow([...REAL_HEADER]);
    for (const invoice of realInvoices(3)) sheet.addRow(invoiceCells(invoice, { dates: 'Date' }));
    sheet.addRow(['Subtotal', null, null, null, null, { formula: 'SUM(F2:F4)' }]);
    sheet.addRow(['Total', null, null, null, null, { formula: 'SUM(F2:F5)' }]);
    const result = await read('suma-del-subtotal.xlsx', new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(result.sheet.totals).toEqual([
      { row: 5, label: 'Subtotal', amountNIO: null, amountUSD: null, unread: true },
    ]);
    expect(result.summary.invoiceDetails.at(-1)).toMatchObject({ rowNumber: 6, providerIdentification: 'Total' });
  });

  it('accepts 500 invoices with two totals rows under them', async () => {
    const total = realInvoices(500).reduce((sum, invoice) => sum + invoice.amountNIOCents, 0) / 100;
    const dollars = realInvoices(500).reduce((sum, invoice) => sum + invoice.amountUSDCents, 0) / 100;
    const bytes = withTrailing(500, [
      ['Total C$', null, null, null, null, total, null],
      ['Total US$', null, null, null, null, null, dollars],
    ]);
    const result = await read('grande.xlsx', bytes);
    expect(result.summary.totalInvoices).toBe(500);
    expect(result.sheet.totals?.map(({ row }) => row)).toEqual([502, 503]);
  });
});

describe('files saved by LibreOffice Calc (soffice --convert-to xlsx)', () => {
  it('reads a list kept in Calc: title block, export headers and a Total general its SUM formulas computed', async () => {
    const count = counts.calcTitleAndTotals;
    const result = await parse('calc-title-and-totals.xlsx');
    expectInvoices(result, count, 5);
    expect(result.sheet.header).toEqual({ first: 4, last: 4, titleRows: 3 });
    const { NIO, USD } = sums(count);
    expect(result.sheet.totals).toEqual([{ row: count + 5, label: 'Total general', amountNIO: NIO, amountUSD: USD }]);
    expect([result.totals.totalAmountNIO, result.totals.totalAmountUSD]).toEqual([NIO, USD]);
  });

  it('reads a CSV export opened in Calc as text: its amounts with symbols, its dates day first, its TOTAL named', async () => {
    const count = counts.calcCsvText;
    const result = await parse('calc-csv-text.xlsx');
    expectInvoices(result, count, 5);
    // 01/02/2024 is the first of February, as written in Nicaragua, not the second of January.
    expect(result.summary.invoiceDetails.map((row) => row.invoiceDate)).toEqual(
      realInvoices(count).map((invoice) => isoDay(invoice.invoiceDate)),
    );
    expect(result.sheet.header).toEqual({ first: 4, last: 4, titleRows: 3 });
    const { NIO, USD } = sums(count);
    expect(result.sheet.totals).toEqual([{ row: count + 5, label: 'TOTAL', amountNIO: NIO, amountUSD: USD }]);
    expect(result.columns.text?.map((column) => column.column)).toEqual([2, 3, 5, 6]);
  });
});

describe('a first sheet without an invoice table', () => {
  it('is not read as invoices, and names the sheet that holds the table', async () => {
    const result = await parse('cover-sheet.xlsx');
    expect(result.summary.invoiceDetails).toEqual([]);
    expect(result.issues).toEqual([]);
    expect(result.sheet).toMatchObject({ name: 'Portada', tableSheet: 'Facturas' });
  });

  it('is a chart sheet, read as a sheet without a table: the sheet that holds the invoices is offered', async () => {
    const workbook = utils.book_new();
    utils.book_append_sheet(workbook, utils.aoa_to_sheet([['x']]), 'Gráfico');
    const rows = realInvoices(1).map((invoice) => invoiceCells(invoice));
    utils.book_append_sheet(workbook, utils.aoa_to_sheet([[...REAL_HEADER], ...rows]), 'Facturas');
    // SheetJS writes no chart sheet: its first worksheet becomes one, as Excel stores them.
    const parts = unzipSync(new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer));
    delete parts['xl/worksheets/sheet1.xml'];
    parts['xl/chartsheets/sheet1.xml'] = strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><chartsheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"/></sheetViews></chartsheet>',
    );
    const edit = (name: string, from: RegExp | string, to: string) => {
      parts[name] = strToU8(strFromU8(parts[name] ?? new Uint8Array()).replace(from, to));
    };
    edit(
      'xl/_rels/workbook.xml.rels',
      /Type="[^"]*worksheet" Target="worksheets\/sheet1.xml"/,
      'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/chartsheet" Target="chartsheets/sheet1.xml"',
    );
    edit(
      '[Content_Types].xml',
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>',
      '<Override PartName="/xl/chartsheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.chartsheet+xml"/>',
    );
    const result = await read('grafico.xlsx', zipSync(parts));
    expect(result.summary.invoiceDetails).toEqual([]);
    expect(result.sheet).toMatchObject({ name: 'Gráfico', tableSheet: 'Facturas' });
  });

  it('reads a first sheet whose headers it does not know, rather than offer another sheet', async () => {
    const workbook = utils.book_new();
    const rows = [
      ['Código', 'Emitida', 'Plazo', 'Doc', 'Valor'],
      ['J0310000012345', 'hoy', 'mañana', 'F-1', '10'],
    ];
    utils.book_append_sheet(workbook, utils.aoa_to_sheet(rows), 'Enero');
    utils.book_append_sheet(
      workbook,
      utils.aoa_to_sheet([
        ['RUC', 'Nombre'],
        ['J0310000012345', 'Pérez'],
      ]),
      'Proveedores',
    );
    const bytes = new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const result = await parseInvoiceFile({ name: 'sin-titulos.xlsx', bytes });
    expect(result.ok && result.sheet.tableSheet).toBeUndefined();
    expect(result.ok && result.summary.totalInvoices).toBe(1);
  });

  it('does not offer a sheet hidden in Excel', async () => {
    const workbook = utils.book_new();
    utils.book_append_sheet(workbook, utils.aoa_to_sheet([['Reporte de cuentas por pagar']]), 'Portada');
    utils.book_append_sheet(workbook, utils.aoa_to_sheet([[...REAL_HEADER], ['J0310000012345']]), 'Datos');
    workbook.Workbook = { Sheets: [{ Hidden: 0 }, { Hidden: 1 }] };
    const bytes = new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const result = await parseInvoiceFile({ name: 'oculta.xlsx', bytes });
    expect(result.ok && result.sheet.tableSheet).toBeUndefined();
  });

  it('reads the sheet the debtor chose', async () => {
    const result = await parse('cover-sheet.xlsx', { sheet: 'Facturas' });
    expectInvoices(result, counts.coverSheet, 2);
    expect(result.sheet).toMatchObject({ name: 'Facturas', others: 1 });
    expect(result.sheet.tableSheet).toBeUndefined();
  });
});

describe('a missing required column', () => {
  it('is one message naming it, and no row counts until the column is there', async () => {
    const result = await parse('missing-column.xlsx');
    expect(result.summary.invoiceDetails).toHaveLength(counts.missingColumn);
    expect(result.issues).toEqual([
      {
        row: 0,
        column: 'Fecha de vencimiento',
        message: expect.stringContaining('no tiene columna de Fecha de vencimiento') as unknown,
        severity: 'error',
        field: 'dueDate',
      },
    ]);
    expect(result.totals).toMatchObject({ totalInvoices: 0, excludedRows: counts.missingColumn });
  });

  it('goes away once every invoice has its due date', async () => {
    const result = await parse('missing-column.xlsx');
    const rows = result.summary.invoiceDetails.map((detail) => ({ detail, notes: result.notes[detail.rowNumber] }));
    const changes = rows.map(({ detail }) => ({
      kind: 'edit' as const,
      row: detail.rowNumber,
      column: 'dueDate' as const,
      input: { kind: 'date' as const, iso: '2024-12-31' },
    }));
    const revised = reviseRows(
      rows.map((row) => (row.notes ? row : { detail: row.detail })),
      changes,
      result.columns.map,
    );
    expect(revised.issues).toEqual([]);
    expect(revised.totals.totalInvoices).toBe(counts.missingColumn);
  });
});
