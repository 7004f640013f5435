import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utils, write } from 'xlsx';
import { currencyColumnNote, textColumnNote } from '../../../workers/import-engine/messages';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import type { ImportResult, ParseOptions } from '../../../workers/import-engine/types';
import { errorsOf, expectAccepted } from '../../fixtures/import-expectations';
import { HEADER } from '../../fixtures/spreadsheets';

/**
 * The cell values of files as accounting systems export them (tests/fixtures/accounting/values,
 * written by make-values.ts with SheetJS and exceljs): amounts and dates written as text. Each
 * test says what the debtor expects of that file, written out by hand.
 */

const corpus = (file: string) => new URL(`../../fixtures/accounting/values/${file}`, import.meta.url);

async function imported(file: string, options?: ParseOptions): Promise<Extract<ImportResult, { ok: true }>> {
  const result = await parseInvoiceFile({ name: file, bytes: new Uint8Array(readFileSync(corpus(file))) }, options);
  expectAccepted(result);
  if (!result.ok) throw new Error('unreachable');
  return result;
}

const amounts = (result: Extract<ImportResult, { ok: true }>) =>
  result.summary.invoiceDetails.map((row) => [row.invoiceNumber, row.amountNIO, row.amountUSD]);

const messages = (result: Extract<ImportResult, { ok: true }>) =>
  result.issues.map((issue) => `${String(issue.row)} ${issue.column}: ${issue.message}`);

const notes = (result: Extract<ImportResult, { ok: true }>) => (result.columns.text ?? []).map(textColumnNote);

describe('amounts written as text', { timeout: 10_000 }, () => {
  it("reads '12.450,00' and 'C$ 3.200,50', and '1.234' by its column's comma decimals", async () => {
    const result = await imported('importes-texto-coma.xlsx');
    expect(result.issues).toEqual([]);
    expect(amounts(result)).toEqual([
      ['A-001', 12_450, 0],
      ['A-002', 3_200.5, 0],
      ['A-003', 1_234, 0],
      ['A-004', 0, 1_250.75],
    ]);
    expect(result.totals).toMatchObject({ totalInvoices: 4, totalAmountNIO: 16_884.5, totalAmountUSD: 1_250.75 });
    expect(notes(result)).toEqual([
      'Monto NIO (F): 3 montos estaban escritos como texto y se leyeron con «,» como separador decimal; por ejemplo, «12.450,00» es C$12,450.00.',
      'Monto USD (G): 3 montos estaban escritos como texto y se leyeron con «,» como separador decimal; por ejemplo, «0,00» es USD 0.00.',
    ]);
  });

  it('reads them in an .xls too, spaces around them and millions included', async () => {
    const result = await imported('importes-texto.xls');
    expect(result.issues).toEqual([]);
    expect(amounts(result)).toEqual([
      ['B-001', 12_450, 0],
      ['B-002', 1_000_000, 0],
      ['B-003', 0, 99.99],
    ]);
  });

  it("reads 'C$ 12,450.00', 'US$ 1,250.00' and 'USD 2,000'; '(350.00)' is a negative amount, not financed", async () => {
    const result = await imported('importes-texto-punto.xlsx');
    expect(amounts(result)).toEqual([
      ['C-001', 12_450, 0],
      ['C-002', 1_000.1, 0],
      ['C-003', 0, 1_250],
      ['C-004', 0, 2_000],
      ['C-005', -350, 0],
    ]);
    expect(messages(result)).toEqual(['6 Monto NIO (F): El monto NIO no puede ser negativo (-350.00).']);
    expect(result.totals).toMatchObject({ totalInvoices: 4, totalAmountNIO: 13_450.1, totalAmountUSD: 3_250 });
  });

  it("never reads '1.234' silently where the column shows no decimal mark: the row says both readings", async () => {
    const result = await imported('importes-ambiguos.xlsx');
    expect(messages(result)).toEqual([
      '2 Monto NIO (F): El monto NIO «1.234» puede leerse como 1234.00 o como 1.234: ninguna otra celda de la columna dice cuál es el separador decimal. Escríbalo con sus decimales.',
    ]);
    expect(result.totals).toMatchObject({ totalInvoices: 1, totalAmountNIO: 1_500, excludedRows: 1 });
  });

  it('names another currency (€, EUR), and dollars written in the córdobas column', async () => {
    const result = await imported('importes-otra-moneda.xlsx');
    expect(errorsOf(result.issues).map((issue) => `${String(issue.row)} ${issue.message}`)).toEqual([
      '2 Moneda no aceptada: €. Solo córdobas (NIO) o dólares (USD).',
      '3 Moneda no aceptada: EUR. Solo córdobas (NIO) o dólares (USD).',
      '4 El monto NIO está escrito en dólares («US$ 500.00»): corríjalo para que el monto y su moneda coincidan.',
    ]);
    expect(result.totals).toMatchObject({ totalInvoices: 1, totalAmountNIO: 500, totalAmountUSD: 0 });
  });
});

describe('dates written as text', { timeout: 10_000 }, () => {
  it('reads them day first in every way exports write them, and says so once per column', async () => {
    const result = await imported('fechas-texto.xlsx');
    expect(result.issues).toEqual([]);
    expect(result.summary.invoiceDetails.map((row) => [row.invoiceDate, row.dueDate])).toEqual([
      ['2026-01-08', '2026-02-07'],
      ['2026-01-12', '2026-02-11'],
      ['2026-01-15', '2026-02-14'],
      ['2026-01-20', '2026-02-19'],
      ['2026-01-27', '2026-02-26'],
      ['2026-01-12', '2026-02-11'],
    ]);
    expect(notes(result)).toEqual([
      'Fecha de factura (C): 6 fechas estaban escritas como texto y se leyeron como día/mes/año, año-mes-día, día, nombre del mes y año y número de serie de Excel; por ejemplo, «08/01/2026» es el 8 de enero de 2026.',
      'Fecha de vencimiento (D): 6 fechas estaban escritas como texto y se leyeron como día/mes/año, año-mes-día, día, nombre del mes y año y número de serie de Excel; por ejemplo, «07/02/2026» es el 7 de febrero de 2026.',
    ]);
  });

  it('keeps the message for a text that is no day read day first: month 13, 31 February, a word', async () => {
    const result = await imported('fechas-texto-invalidas.xlsx');
    expect(messages(result)).toEqual([
      '2 Fecha de factura (C): La fecha de factura no es una fecha válida («01/13/2026»). Use una celda con formato de fecha.',
      '3 Fecha de factura (C): La fecha de factura no es una fecha válida («31/02/2026»). Use una celda con formato de fecha.',
      '4 Fecha de factura (C): La fecha de factura no es una fecha válida («mañana»). Use una celda con formato de fecha.',
    ]);
  });
});

describe('dates of a file written month first', { timeout: 30_000 }, () => {
  it('reads none of them day first where they could be either, and names both days', async () => {
    const result = await imported('fechas-mes-primero.xlsx');
    expect(result.summary.invoiceDetails.map((row) => [row.invoiceNumber, row.invoiceDate, row.dueDate])).toEqual([
      ['K-001', null, null],
      ['K-002', null, '2026-03-03'],
      ['K-003', '2026-01-15', '2026-02-14'],
    ]);
    expect(messages(result)).toEqual([
      '2 Fecha de factura (C): La fecha de factura no es una fecha válida («01/13/2026»). Use una celda con formato de fecha.',
      '2 Fecha de vencimiento (D): La fecha de vencimiento «02/12/2026» puede ser el 2 de diciembre de 2026 o el 12 de febrero de 2026: otras fechas del archivo ponen el mes primero. Escríbala con el mes en letras: 2 dic 2026 o 12 feb 2026.',
      '3 Fecha de factura (C): La fecha de factura «02/01/2026» puede ser el 2 de enero de 2026 o el 1 de febrero de 2026: otras fechas del archivo ponen el mes primero. Escríbala con el mes en letras: 2 ene 2026 o 1 feb 2026.',
    ]);
  });

  it('property: a date written month first is read as its day or flagged, never as another day', async () => {
    const day = fc
      .date({ min: new Date(Date.UTC(2024, 0, 1)), max: new Date(Date.UTC(2027, 11, 31)), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    // One day past the 12th at least: what shows the file writes the month first.
    const days = fc.tuple(
      fc.array(day, { minLength: 1, maxLength: 8 }),
      day.filter((iso) => Number(iso.slice(8)) > 12),
    );
    await fc.assert(
      fc.asyncProperty(days, async ([some, telling]) => {
        const written = [...some, telling];
        const monthFirst = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8)}/${iso.slice(0, 4)}`;
        const rows = written.map((iso, index) => [
          'J0310000012345',
          'Prov',
          monthFirst(iso),
          null,
          `F-${String(index)}`,
          1,
          0,
        ]);
        const workbook = utils.book_new();
        utils.book_append_sheet(workbook, utils.aoa_to_sheet([[...HEADER], ...rows]), 'Facturas');
        const bytes = new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
        const result = await parseInvoiceFile({ name: 'mes-primero.xlsx', bytes });
        if (!result.ok) throw new Error(result.error);
        result.summary.invoiceDetails.forEach((row, index) => {
          const flagged = result.issues.some(
            (issue) => issue.row === row.rowNumber && issue.column.startsWith('Fecha de factura'),
          );
          if (row.invoiceDate === null) expect(flagged).toBe(true);
          else expect(row.invoiceDate).toBe(written[index]);
        });
      }),
      { numRuns: 40, seed: 20_261_130 },
    );
  });
});

describe('one amount column and a currency column', { timeout: 10_000 }, () => {
  it("puts each row's amount in its currency, never dollars as córdobas, and refuses euros by name", async () => {
    const result = await imported('columna-moneda.xlsx');
    expect(result.columns.currency).toEqual({ amount: 5, currency: 6 });
    expect(result.columns.guessed).toEqual([]);
    expect(amounts(result)).toEqual([
      ['H-001', 12_450, 0],
      ['H-002', 0, 1_250.5],
      ['H-003', 0, 3_000],
      ['H-004', 0, 0],
      ['H-005', 200, 0],
    ]);
    expect(messages(result)).toEqual(['5 Moneda (G): Moneda no aceptada: EUR. Solo córdobas (NIO) o dólares (USD).']);
    expect(result.totals).toMatchObject({
      totalInvoices: 4,
      totalAmountNIO: 12_650,
      totalAmountUSD: 4_250.5,
      excludedRows: 1,
    });
    expect(currencyColumnNote({ amount: 5, currency: 6 }, result.columns.headers)).toBe(
      'Cada monto de F («Importe») se leyó en córdobas o en dólares según su moneda en G («Moneda»); una fila en otra moneda no se envía.',
    );
  });

  it("reads it with the debtor's choice of the amount and the currency column, as 'Elegir columnas' sends it", async () => {
    const { columns } = await imported('columna-moneda.xlsx');
    const choice = { ...columns.map, currency: 6 };
    const chosen = await imported('columna-moneda.xlsx', { remembered: { [columns.signature]: choice } });
    expect(chosen.columns).toMatchObject({ by: 'chosen', map: columns.map, currency: { amount: 5, currency: 6 } });
    expect(chosen.columns.map).not.toHaveProperty('currency');
    expect(amounts(chosen)).toEqual(amounts(await imported('columna-moneda.xlsx')));

    // The currency column taken by a field, or two amount columns with a currency column: not a
    // choice this file can be read with, so its headers say how it is read.
    for (const wrong of [
      { ...columns.map, currency: 4 },
      { ...columns.map, amountUSD: 7, currency: 6 },
    ]) {
      const read = await imported('columna-moneda.xlsx', { remembered: { [columns.signature]: wrong } });
      expect(read.columns).toMatchObject({ by: 'headers', currency: { amount: 5, currency: 6 } });
    }
  });

  it("reads text amounts and text dates in it too, and a dollar amount on a córdobas row is the row's error", async () => {
    const result = await imported('columna-moneda-texto.xlsx');
    expect(result.columns.currency).toEqual({ amount: 5, currency: 6 });
    expect(amounts(result)).toEqual([
      ['I-001', 12_450, 0],
      ['I-002', 0, 1_250.5],
      ['I-003', 0, 0],
    ]);
    expect(result.summary.invoiceDetails.map((row) => row.invoiceDate)).toEqual([
      '2026-01-08',
      '2026-01-08',
      '2026-01-08',
    ]);
    expect(messages(result)).toEqual([
      '4 Monto NIO (F): El monto NIO está escrito en dólares («US$ 99,00»): corríjalo para que el monto y su moneda coincidan.',
    ]);
  });
});

describe('a totals row under one amount column and a currency column', { timeout: 10_000 }, () => {
  it('names a TOTAL of córdobas and dollars together as the file’s total, not compared, and imports the rest', async () => {
    const result = await imported('columna-moneda-total.xlsx');
    expect(amounts(result)).toEqual([
      ['K-001', 12_450, 0],
      ['K-002', 0, 1_250.5],
      ['K-003', 3_000, 0],
    ]);
    expect(result.issues).toEqual([]);
    expect(result.sheet.totals).toEqual([
      { row: 5, label: 'TOTAL', amountNIO: null, amountUSD: null, mixed: 16_700.5 },
    ]);
  });

  const currencyFile = (rows: readonly (readonly (string | number | null)[])[]) => {
    const workbook = utils.book_new();
    const header = ['RUC', 'Proveedor', 'Fecha', 'Vencimiento', 'Factura', 'Importe', 'Moneda'];
    utils.book_append_sheet(workbook, utils.aoa_to_sheet([header, ...rows.map((row) => [...row])]), 'Facturas');
    return new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
  };
  const row = (number: string, amount: number, currency: string) =>
    ['J0310000012345', 'Distribuidora Pérez, S.A.', 46030, 46060, number, amount, currency] as const;

  it.each([
    ['without a currency, under dollar rows only', '', { amountNIO: null, amountUSD: 1_500 }],
    ['in the currency it states', 'USD', { amountNIO: null, amountUSD: 1_500 }],
  ])('compares a total %s with the import’s own', async (_, currency, stated) => {
    const bytes = currencyFile([
      row('L-1', 1_000, 'USD'),
      row('L-2', 500, 'usd'),
      ['Total', null, null, null, null, 1_500, currency],
    ]);
    const result = await parseInvoiceFile({ name: 'usd.xlsx', bytes });
    if (!result.ok) throw new Error(result.error);
    expect(result.sheet.totals).toEqual([{ row: 4, label: 'Total', ...stated }]);
    expect(result.issues).toEqual([]);
  });

  it('names a total per currency whose label says the currency (Total C$, Total US$) and whose currency cell is blank', async () => {
    const bytes = currencyFile([
      row('L-1', 1_000, 'NIO'),
      row('L-2', 500, 'USD'),
      row('L-3', 250, 'NIO'),
      ['Total C$', null, null, null, null, 1_250, ''],
      ['Total US$', null, null, null, null, 500, null],
    ]);
    const result = await parseInvoiceFile({ name: 'por-moneda.xlsx', bytes });
    if (!result.ok) throw new Error(result.error);
    expect(result.sheet.totals).toEqual([
      { row: 5, label: 'Total C$', amountNIO: 1_250, amountUSD: null },
      { row: 6, label: 'Total US$', amountNIO: null, amountUSD: 500 },
    ]);
    expect(result.issues).toEqual([]);
    expect(result.summary.totalInvoices).toBe(3);
  });

  it('names the totals above a sign-off line, which stays a row shown with its one problem', async () => {
    const bytes = currencyFile([
      row('L-1', 1_000, 'NIO'),
      row('L-2', 500, 'USD'),
      ['Total C$', null, null, null, null, 1_000, ''],
      ['Total US$', null, null, null, null, 500, ''],
      [],
      // A currency in the sign-off line's currency cell makes it no invoice all the same.
      ['Elaborado por: Ana Ruiz', null, null, null, 'Revisado por:', null, 'NIO'],
    ]);
    const result = await parseInvoiceFile({ name: 'firmas-moneda.xlsx', bytes });
    if (!result.ok) throw new Error(result.error);
    expect(result.sheet.totals).toEqual([
      { row: 4, label: 'Total C$', amountNIO: 1_000, amountUSD: null },
      { row: 5, label: 'Total US$', amountNIO: null, amountUSD: 500 },
    ]);
    expect(result.totals).toMatchObject({ totalInvoices: 2, totalAmountNIO: 1_000, totalAmountUSD: 500 });
    expect(result.summary.invoiceDetails.map((invoice) => invoice.rowNumber)).toEqual([2, 3, 7]);
    expect(errorsOf(result.issues).map((issue) => `${String(issue.row)} ${issue.column}`)).toEqual([
      '7 Columnas de la factura',
    ]);
  });

  it('imports, with its problem, a total row that is not the sum of the rows above', async () => {
    const bytes = currencyFile([
      row('L-1', 1_000, 'NIO'),
      row('L-2', 500, 'USD'),
      ['Total', null, null, null, null, 1_000, ''],
    ]);
    const result = await parseInvoiceFile({ name: 'mal.xlsx', bytes });
    if (!result.ok) throw new Error(result.error);
    expect(result.sheet.totals).toBeUndefined();
    expect(errorsOf(result.issues).some((issue) => issue.row === 4)).toBe(true);
  });
});

describe('identifiers as Excel shows them', { timeout: 10_000 }, () => {
  it('imports the text a number format shows (12 as FV-2026/0012), and plain digits under a plain format', async () => {
    const result = await imported('numeros-con-formato.xlsx');
    expect(result.summary.invoiceDetails.map((row) => [row.providerIdentification, row.invoiceNumber])).toEqual([
      ['J0310000012345', 'FV-2026/0012'],
      ['J0310000098765', 'FV-2026/0013'],
      ['12345', '140'],
    ]);
    expect(result.issues).toEqual([]);
  });
});

describe('formulas saved with an error as their result', { timeout: 10_000 }, () => {
  it('shows each error as Excel does and refuses it as a value: a lookup that failed numbers no invoice', async () => {
    const result = await imported('errores-de-formula.xlsx');
    expect(result.summary.invoiceDetails.map((row) => [row.providerIdentification, row.invoiceNumber])).toEqual([
      ['J0310000012345', '#N/A'],
      ['#REF!', 'E-002'],
      ['J0310000012345', 'E-003'],
      ['J0310000012345', 'E-004'],
      ['J0310000012345', 'E-005'],
    ]);
    expect(messages(result)).toEqual([
      '2 Número de factura (E): El número de factura es el error de Excel «#N/A», no un dato: corrija la fórmula en el archivo o escriba el dato.',
      '3 Identificación del proveedor (A): La identificación del proveedor es el error de Excel «#REF!», no un dato: corrija la fórmula en el archivo o escriba el dato.',
      '4 Fecha de vencimiento (D): La fecha de vencimiento no es una fecha válida («#VALUE!»). Use una celda con formato de fecha.',
      '5 Observaciones (H): Las observaciones son el error de Excel «#N/A», no un dato: corrija la fórmula en el archivo o escriba el dato.',
    ]);
    expect(result.totals).toMatchObject({ totalInvoices: 1, totalAmountNIO: 5_000, excludedRows: 4 });
  });
});

describe('amounts shown through a currency format', { timeout: 10_000 }, () => {
  it('reads córdobas in the NIO column, and never dollars or euros a format shows, as córdobas', async () => {
    const result = await imported('importes-con-formato.xlsx');
    expect(amounts(result)).toEqual([
      ['M-001', 1_500, 0],
      ['M-002', 1_500, 0],
      ['M-003', 1_500, 0],
      ['M-004', 0, 0],
      ['M-005', 0, 0],
      ['M-006', 0, 250],
    ]);
    expect(messages(result)).toEqual([
      '5 Monto NIO (F): El monto NIO está escrito en dólares («US$1,500.00»): corríjalo para que el monto y su moneda coincidan.',
      '6 Monto NIO (F): Moneda no aceptada: €. Solo córdobas (NIO) o dólares (USD).',
    ]);
  });
});

describe('a row of formulas saved without their results', { timeout: 10_000 }, () => {
  it('is named, since no value can be read from it, and the rows around it are imported', async () => {
    const result = await imported('filas-de-formulas.xlsx');
    expect(result.summary.invoiceDetails.map((row) => row.invoiceNumber)).toEqual(['L-001', 'L-003']);
    expect(result.sheet.formulaRows).toEqual([3]);
    expect(result.issues).toEqual([]);
  });

  it('is not looked for in a file whose formulas all kept their results', async () => {
    const result = await imported('errores-de-formula.xlsx');
    expect(result.sheet.formulaRows).toBeUndefined();
  });
});

describe('files that are no workbook to read, refused by name', { timeout: 10_000 }, () => {
  const refusal = async (file: string) =>
    parseInvoiceFile({ name: file, bytes: new Uint8Array(readFileSync(corpus(file))) });

  it('a workbook with a password to open says so, and what to do', async () => {
    expect(await refusal('protegido.xlsx')).toEqual({
      ok: false,
      error: 'Error al convertir el archivo',
      hint: 'El archivo está protegido con contraseña. Quítela en Excel y vuelva a intentarlo.',
    });
  });

  it('a Word document renamed .xlsx is said not to be a workbook, as a renamed PDF is', async () => {
    expect(await refusal('documento-word.xlsx')).toEqual({
      ok: false,
      error: 'Error al convertir el archivo',
      hint: 'Este archivo no es un libro de Excel. Ábralo en Excel y guárdelo como .xlsx antes de importarlo.',
    });
  });
});
