import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import { reviseRows } from '../../../workers/import-engine/revise';
import type { ReviewRow } from '../../../workers/import-engine/review-rows';
import type { ImportResult } from '../../../workers/import-engine/types';
import { invoiceRows, invoiceXlsx, SERIAL_2024_01_01, xlsxFile } from '../../fixtures/spreadsheets';
import type { SheetRows } from '../../fixtures/spreadsheets';

function accepted(result: ImportResult) {
  if (!result.ok) throw new Error(`expected an accepted file, got: ${result.error}`);
  return result;
}

/** A file read by the engine, as the review holds it: each row with the notes on its cells. */
async function reviewOf(rows: SheetRows): Promise<{ rows: ReviewRow[]; result: ReturnType<typeof accepted> }> {
  const result = accepted(await parseInvoiceFile({ name: 'facturas.xlsx', bytes: invoiceXlsx(rows) }));
  const notes = result.notes;
  return {
    result,
    rows: result.summary.invoiceDetails.map((detail) => {
      const rowNotes = notes[detail.rowNumber];
      return rowNotes ? { detail, notes: rowNotes } : { detail };
    }),
  };
}

/**
 * Three invoices: row 2 has a text date read month first (no day-first date), row 3 a text
 * amount that reads two ways, row 4 a negative amount.
 */
function troubledRows(): SheetRows {
  const [first = [], second = [], third = []] = invoiceRows(3);
  first[2] = '01/15/2024';
  second[5] = '12,500';
  third[5] = -50;
  return [first, second, third];
}

describe('reviseRows: an edit is revalidated and totalled by the engine', { timeout: 10_000 }, () => {
  it('keeps what the file held for cells it could not read, and leaves those rows out of the totals', async () => {
    const { rows, result } = await reviewOf(troubledRows());
    expect(result.notes).toEqual({
      2: { invoiceDate: { kind: 'invalid', text: '01/15/2024', formatted: 'Fecha inválida' } },
      3: {
        amountNIO: {
          kind: 'invalid',
          value: 0,
          text: '12,500',
          problem: { ambiguous: { thousands: 12_500, decimal: 12.5 } },
        },
      },
    });
    const untouched = reviseRows(rows, []);
    expect(untouched.issues).toEqual(result.issues);
    expect(untouched.totals).toEqual({
      totalInvoices: 0,
      totalAmountNIO: 0,
      totalAmountUSD: 0,
      summaryByProvider: [],
      excludedRows: 3,
    });
  });

  it('fixes a text date, a text amount and a negative amount, and the totals count the rows again', async () => {
    const { rows } = await reviewOf(troubledRows());
    const revision = reviseRows(rows, [
      { kind: 'edit', row: 2, column: 'invoiceDate', input: { kind: 'date', iso: '2024-01-15' } },
      { kind: 'edit', row: 3, column: 'amountNIO', input: { kind: 'amount', value: 12500 } },
      { kind: 'edit', row: 4, column: 'amountNIO', input: { kind: 'amount', value: 1500.5 } },
    ]);
    expect(revision.issues).toEqual([]);
    expect(revision.rows.map((row) => row.detail)).toMatchObject([
      { rowNumber: 2, invoiceDate: '2024-01-15', invoiceDateFormatted: '15/01/2024', amountNIO: 1000.25 },
      { rowNumber: 3, amountNIO: 12500, amount: 12500 },
      { rowNumber: 4, amountNIO: 1500.5, amount: 1500.5 },
    ]);
    expect(revision.rows.every((row) => row.notes === undefined)).toBe(true);
    expect(revision.totals).toMatchObject({
      totalInvoices: 3,
      totalAmountNIO: 15000.75,
      totalAmountUSD: 0.6,
      excludedRows: 0,
    });
    expect(revision.applied[0]).toEqual({
      kind: 'cell',
      row: 2,
      column: 'invoiceDate',
      before: { kind: 'invalid', text: '01/15/2024', formatted: 'Fecha inválida' },
      after: { kind: 'ok', iso: '2024-01-15', formatted: '15/01/2024' },
    });
  });

  it('validates an edited row against the others: a due date before the invoice date, a repeated invoice', async () => {
    const { rows } = await reviewOf(invoiceRows(2));
    const revision = reviseRows(rows, [
      { kind: 'edit', row: 2, column: 'dueDate', input: { kind: 'date', iso: '2023-12-01' } },
      { kind: 'edit', row: 3, column: 'providerIdentification', input: { kind: 'text', text: '0012345' } },
      { kind: 'edit', row: 3, column: 'invoiceNumber', input: { kind: 'text', text: 'F-00001' } },
    ]);
    expect(revision.issues.map((issue) => `${issue.row} ${issue.column}: ${issue.message}`)).toEqual([
      '2 Fecha de vencimiento (D): La fecha de vencimiento (01/12/2023) es anterior a la fecha de factura (01/01/2024).',
      '3 Nombre del proveedor (B): El proveedor «0012345» aparece con otro nombre en la fila 2 («Distribuidora Norte»).',
      '3 Número de factura (E): La factura «F-00001» del proveedor «0012345» está repetida (ya aparece en la fila 2).',
    ]);
    expect(revision.totals).toMatchObject({ totalInvoices: 0, excludedRows: 2 });
  });

  it('puts a cell back as it was read, and removes and inserts whole rows', async () => {
    const { rows } = await reviewOf(troubledRows());
    const fixed = reviseRows(rows, [
      { kind: 'edit', row: 3, column: 'amountNIO', input: { kind: 'amount', value: 12500 } },
    ]);
    const [change] = fixed.applied;
    if (change?.kind !== 'cell') throw new Error('expected a cell change');
    const undone = reviseRows(fixed.rows, [{ kind: 'set', row: 3, column: 'amountNIO', read: change.before }]);
    expect(undone.rows).toEqual(rows);
    expect(undone.issues).toEqual(reviseRows(rows, []).issues);

    const removed = reviseRows(rows, [
      { kind: 'remove', row: 2 },
      { kind: 'remove', row: 4 },
    ]);
    expect(removed.rows.map((row) => row.detail.rowNumber)).toEqual([3]);
    expect(removed.totals.excludedRows).toBe(1);
    const restored = reviseRows(
      removed.rows,
      removed.applied.flatMap((applied) =>
        applied.kind === 'remove' ? [{ kind: 'insert', row: applied.row } as const] : [],
      ),
    );
    expect(restored.rows).toEqual(rows);
  });

  it('trims text, and an emptied amount reads as an empty cell', async () => {
    const { rows } = await reviewOf(invoiceRows(1));
    const revision = reviseRows(rows, [
      { kind: 'edit', row: 2, column: 'invoiceNumber', input: { kind: 'text', text: '  F-9  ' } },
      { kind: 'edit', row: 2, column: 'amountUSD', input: { kind: 'empty' } },
    ]);
    expect(revision.rows[0]?.detail).toMatchObject({ invoiceNumber: 'F-9', amountUSD: 0 });
    expect(revision.rows[0]?.notes).toEqual({ amountUSD: { kind: 'empty', value: 0 } });
  });
});

describe('a first row that reads like an invoice', { timeout: 10_000 }, () => {
  it('is still taken as the header, and comes back mapped so that the review can offer it', async () => {
    const rows = invoiceRows(2);
    const result = accepted(
      await parseInvoiceFile({ name: 'sin-encabezado.xlsx', bytes: xlsxFile([{ name: 'Facturas', rows }]) }),
    );
    expect(result.summary.totalInvoices).toBe(1);
    expect(result.headerRow?.detail).toMatchObject({
      rowNumber: 1,
      providerIdentification: '0012345',
      invoiceNumber: 'F-00001',
      invoiceDateFormatted: '01/01/2024',
      amountNIO: 1000.25,
    });
    const { headerRow } = result;
    if (!headerRow) throw new Error('expected row 1 to be offered');
    const included = reviseRows(
      result.summary.invoiceDetails.map((detail) => ({ detail })),
      [{ kind: 'insert', row: headerRow }],
    );
    expect(included.rows.map((row) => row.detail.invoiceNumber)).toEqual(['F-00001', 'F-00002']);
    expect(included.totals.totalInvoices).toBe(2);
  });

  it('is offered too when its dates and amounts are written as text, as exports without headers write them', async () => {
    const texts = (number: string, amount: string) => [
      'J0310000000001',
      'Prov A',
      '12/01/2026',
      '11/02/2026',
      number,
      amount,
      '0.00',
      '',
    ];
    const rows = [texts('F-1', '1,500.00'), texts('F-2', '2,500.00')];
    const result = accepted(await parseInvoiceFile({ name: 'f.xlsx', bytes: xlsxFile([{ name: 'F', rows }]) }));
    expect(result.headerRow?.detail).toMatchObject({ rowNumber: 1, invoiceNumber: 'F-1', amountNIO: 1_500 });
  });

  it('is not offered when row 1 holds titles, or dates without a numeric amount', async () => {
    const titled = accepted(await parseInvoiceFile({ name: 'f.xlsx', bytes: invoiceXlsx(invoiceRows(2)) }));
    expect(titled.headerRow).toBeUndefined();
    const datesOnly = invoiceRows(2);
    datesOnly[0] = ['Id', 'Nombre', SERIAL_2024_01_01, SERIAL_2024_01_01 + 30, 'Número', 'Monto NIO', 'Monto USD', ''];
    const result = accepted(
      await parseInvoiceFile({ name: 'f.xlsx', bytes: xlsxFile([{ name: 'F', rows: datesOnly }]) }),
    );
    expect(result.headerRow).toBeUndefined();
  });
});

describe('reviseRows on a file with one amount column and a currency column', { timeout: 10_000 }, () => {
  /** 'Importe' + 'Moneda' (tests/fixtures/accounting/values): H-001 and H-005 córdobas, H-002 and H-003 dollars, H-004 euros. */
  const currencyFile = async () => {
    const bytes = new Uint8Array(
      readFileSync(new URL('../../fixtures/accounting/values/columna-moneda.xlsx', import.meta.url)),
    );
    const result = accepted(await parseInvoiceFile({ name: 'columna-moneda.xlsx', bytes }));
    const rows = result.summary.invoiceDetails.map((detail): ReviewRow => {
      const notes = result.notes[detail.rowNumber];
      return notes ? { detail, notes } : { detail };
    });
    return { result, rows, row: (invoice: string) => rows.find((one) => one.detail.invoiceNumber === invoice) };
  };

  it('gives the totals and the euro row’s error the file gave, before any edit', async () => {
    const { result, rows } = await currencyFile();
    const untouched = reviseRows(rows, [], result.columns.map);
    expect(untouched.issues).toEqual(result.issues);
    expect(untouched.totals).toEqual(result.totals);
  });

  it('keeps a dollar amount in dollars when it is edited, and the euro row refused whatever else is edited', async () => {
    const { result, rows, row } = await currencyFile();
    const dollars = row('H-002')?.detail.rowNumber ?? 0;
    const euros = row('H-004')?.detail.rowNumber ?? 0;
    const revision = reviseRows(
      rows,
      [
        { kind: 'edit', row: dollars, column: 'amountUSD', input: { kind: 'amount', value: 2_000 } },
        { kind: 'edit', row: euros, column: 'invoiceNumber', input: { kind: 'text', text: 'H-004-B' } },
      ],
      result.columns.map,
    );
    expect(revision.rows.find((one) => one.detail.rowNumber === dollars)?.detail).toMatchObject({
      amountNIO: 0,
      amountUSD: 2_000,
    });
    expect(revision.issues.map((issue) => [issue.row, issue.column, issue.message])).toEqual([
      [euros, 'Moneda (G)', 'Moneda no aceptada: EUR. Solo córdobas (NIO) o dólares (USD).'],
    ]);
    expect(revision.totals).toMatchObject({
      totalInvoices: 4,
      totalAmountNIO: result.totals.totalAmountNIO,
      totalAmountUSD: result.totals.totalAmountUSD - 1_250.5 + 2_000,
      excludedRows: 1,
    });
  });

  it('questions an amount typed in the other currency than the row’s, however it got there, and sends it only as a warning', async () => {
    const { result, rows, row } = await currencyFile();
    const dollars = row('H-002')?.detail.rowNumber ?? 0;
    const cordobas = row('H-001')?.detail.rowNumber ?? 0;
    const usdAmount = row('H-002')?.detail.amountUSD ?? 0;
    const revision = reviseRows(
      rows,
      [
        // The dollar invoice moved to córdobas: its USD cleared, the same figure typed as NIO.
        { kind: 'edit', row: dollars, column: 'amountUSD', input: { kind: 'empty' } },
        { kind: 'edit', row: dollars, column: 'amountNIO', input: { kind: 'amount', value: usdAmount } },
        // A córdoba invoice given a dollar amount beside its own.
        { kind: 'edit', row: cordobas, column: 'amountUSD', input: { kind: 'amount', value: 10 } },
      ],
      result.columns.map,
    );
    const warnings = revision.issues.filter((issue) => issue.severity === 'warning');
    expect(warnings.map((issue) => [issue.row, issue.column, issue.message])).toEqual([
      [
        cordobas,
        'Monto USD (F)',
        'El archivo da esta factura en córdobas (NIO), pero tiene un monto en dólares: revise que el monto esté en su moneda antes de enviar.',
      ],
      [
        dollars,
        'Monto NIO (F)',
        'El archivo da esta factura en dólares (USD), pero tiene un monto en córdobas: revise que el monto esté en su moneda antes de enviar.',
      ],
    ]);
    // Put back in dollars, the row is as the file gave it, and the question goes away.
    const undone = reviseRows(
      revision.rows,
      [
        { kind: 'edit', row: dollars, column: 'amountNIO', input: { kind: 'empty' } },
        { kind: 'edit', row: dollars, column: 'amountUSD', input: { kind: 'amount', value: usdAmount } },
      ],
      result.columns.map,
    );
    expect(undone.issues.filter((issue) => issue.row === dollars)).toEqual([]);
  });
});
