import { checkCompoundFile } from './compound-check';
import { gate } from './gate';
import { mapRows } from './map';
import { IMPORT_ERRORS } from './messages';
import { checkPackage } from './package-check';
import { createProgress } from './progress';
import { formulaOnlyRows, formulaRow, readFirstSheet, tableSheetOf } from './read-workbook';
import { ImportRejection } from './rejection';
import { cellNotes, reviewRowOf } from './review-rows';
import { findHeader } from './structure';
import { summariseByProvider } from '../../contract/provider-totals';
import { reviewTotals } from './summarise';
import type { ImportResult, InvoiceFile, ParseOptions } from './types';
import { validateRows } from './validate';

/** Marks in the worker's timeline between the engine's steps, read by `npm run bench`. */
export const READ_MARKS = { checked: 'engine:checked', sheetRead: 'engine:sheet-read' } as const;

/** An unexpected error (a bug, not a bad file), as the bridge logs it. */
function faultOf(error: unknown): { name: string; message: string; stack?: string } {
  const fault = error instanceof Error ? error : new Error(String(error));
  return { name: fault.name, message: fault.message, ...(fault.stack ? { stack: fault.stack } : {}) };
}

/**
 * Reads a debtor's invoice spreadsheet: gate → container checks → SheetJS → map → validate →
 * summarise. Only SheetJS's complete reading of the first sheet decides which rows exist; the
 * checks before it may only refuse (budgets, a broken container, a count certain to be over 500).
 * Never throws: the result is the summary with every row issue, or one of SPEC's messages;
 * anything unexpected is 'Error al procesar el archivo', with the error for the bridge to log.
 */
export async function parseInvoiceFile(file: InvoiceFile, options?: ParseOptions): Promise<ImportResult> {
  const progress = createProgress(options?.onProgress);
  let result: ImportResult;
  try {
    progress(0);
    const container = gate(file);
    progress(0.05);
    const fed = (fraction: number) => {
      progress(0.05 + 0.2 * fraction);
    };
    let workbook = file.bytes;
    if (container === 'package') {
      const checked = await checkPackage(file.bytes, fed);
      if (checked.tooManyRows) throw new ImportRejection(IMPORT_ERRORS.tooManyRows);
      workbook = checked.stored;
    }
    if (container === 'compound') checkCompoundFile(file.bytes);
    progress(0.25);
    performance.mark(READ_MARKS.checked);
    const sheet = readFirstSheet(workbook, container, options?.sheet);
    performance.mark(READ_MARKS.sheetRead);
    progress(0.8);
    const mapped = mapRows(sheet, {
      ...(options?.remembered ? { remembered: options.remembered } : {}),
      formulas: (row) => formulaRow(workbook, options?.sheet, row) ?? [],
    });
    const { headerRow, columns, structure } = mapped;
    // A first sheet with no table (a cover, notes) is not read as invoices when a later one has it.
    const tableSheet =
      mapped.hasTable || options?.sheet !== undefined || sheet.sheetNames.length < 2
        ? undefined
        : tableSheetOf(workbook, (grid, merges) => findHeader(grid, merges) !== undefined);
    const rows = tableSheet ? [] : mapped.rows;
    const headerEnd = structure.header?.last ?? 1;
    const formulaRows =
      container === 'package' && !tableSheet
        ? formulaOnlyRows(workbook, options?.sheet, sheet.grid).filter((row) => row > headerEnd)
        : [];
    progress(0.9);
    const issues = validateRows(rows, columns.map);
    const details = rows.map((row) => row.detail);
    result = {
      ok: true,
      // The file's every row, and the totals of each provider in cents.
      summary: {
        totalInvoices: details.length,
        summaryByProvider: summariseByProvider(details),
        invoiceDetails: details,
      },
      issues,
      totals: reviewTotals(details, issues),
      sheetNames: sheet.sheetNames,
      sheet: {
        name: sheet.name ?? sheet.sheetNames[0] ?? '',
        hidden: sheet.firstHidden,
        others: sheet.sheetNames.length - 1,
        ...structure,
        ...(formulaRows.length > 0 ? { formulaRows } : {}),
        ...(tableSheet ? { tableSheet } : {}),
      },
      columns,
      notes: cellNotes(rows),
      ...(headerRow ? { headerRow: reviewRowOf(headerRow) } : {}),
    };
  } catch (error) {
    result =
      error instanceof ImportRejection
        ? { ok: false, error: error.userMessage, ...(error.hint ? { hint: error.hint } : {}) }
        : { ok: false, error: IMPORT_ERRORS.processing, fault: faultOf(error) };
  }
  progress(1);
  return result;
}
