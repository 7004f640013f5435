import { gate } from './gate';
import { mapRows } from './map';
import { IMPORT_ERRORS } from './messages';
import { readPackage } from './package-workbook';
import { createProgress } from './progress';
import type { ProgressReporter } from './progress';
import { readFirstSheet } from './read-workbook';
import type { ParsedSheet } from './read-workbook';
import { ImportRejection } from './rejection';
import { countSpreadsheetXmlRows } from './spreadsheet-xml';
import { cellNotes, reviewRowOf } from './review-rows';
import { reviewTotals, summarise } from './summarise';
import type { ImportResult, InvoiceFile, ParseOptions } from './types';
import { validateRows } from './validate';
import { readXls } from './xls-workbook';
import { ROW_COUNT_STOP } from './limits';

/** The first sheet, with its non-empty rows counted from the cells by the engine itself. */
function readSheet(file: InvoiceFile, progress: ProgressReporter): ParsedSheet & { countedRows?: number } {
  const container = gate(file);
  progress(0.05);
  if (container === 'package') return readPackage(file.bytes, progress);
  if (container === 'ole') return readXls(file.bytes, progress);
  const countedRows = countSpreadsheetXmlRows(new TextDecoder('utf-8').decode(file.bytes));
  if (countedRows >= ROW_COUNT_STOP) throw new ImportRejection(IMPORT_ERRORS.tooManyRows);
  return { ...readFirstSheet(file.bytes), countedRows };
}

/**
 * Reads a debtor's invoice spreadsheet: gate → row count → parse → map → validate → summarise.
 * Never throws: the result is either the summary with every row issue, or one of SPEC's
 * messages. The rows mapped must be the rows the engine counted from the cells: when they
 * differ the file is refused, never cut. Anything unexpected is 'Error al procesar el archivo',
 * and the error goes back with the result so that the bridge logs it.
 */
export function parseInvoiceFile(file: InvoiceFile, options?: ParseOptions): Promise<ImportResult> {
  const progress = createProgress(options?.onProgress);
  let result: ImportResult;
  try {
    progress(0);
    const sheet = readSheet(file, progress);
    progress(0.75);
    const { rows, nonEmptyRows, headerRow } = mapRows(sheet);
    if (sheet.countedRows !== undefined && sheet.countedRows !== nonEmptyRows) {
      const cause = new Error(`${nonEmptyRows} rows read, ${sheet.countedRows} counted in the cells`);
      throw new ImportRejection(IMPORT_ERRORS.processing, { cause });
    }
    progress(0.85);
    const issues = validateRows(rows);
    progress(0.95);
    const details = rows.map((row) => row.detail);
    const summary = summarise(details);
    result = {
      ok: true,
      summary,
      issues,
      totals: reviewTotals(details, issues),
      sheetNames: sheet.sheetNames,
      notes: cellNotes(rows),
      ...(headerRow ? { headerRow: reviewRowOf(headerRow) } : {}),
    };
  } catch (error) {
    if (error instanceof ImportRejection) {
      result = { ok: false, error: error.userMessage, ...(error.hint ? { hint: error.hint } : {}) };
    } else {
      const fault = error instanceof Error ? error : new Error(String(error));
      result = {
        ok: false,
        error: IMPORT_ERRORS.processing,
        fault: { name: fault.name, message: fault.message, ...(fault.stack ? { stack: fault.stack } : {}) },
      };
    }
  }
  progress(1);
  return Promise.resolve(result);
}
