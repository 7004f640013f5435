import { read, utils } from 'xlsx';
import type { CellObject } from 'xlsx';
import { mapRows } from '../../../workers/import-engine/map';
import { cellNotes } from '../../../workers/import-engine/review-rows';
import { IMPORT_ERRORS } from '../../../workers/import-engine/messages';
import { ImportRejection } from '../../../workers/import-engine/rejection';
import { summariseByProvider } from '../../../contract/provider-totals';
import { reviewTotals } from '../../../workers/import-engine/summarise';
import type { ImportResult, InvoiceFile } from '../../../workers/import-engine/types';
import { validateRows } from '../../../workers/import-engine/validate';

/** More than 501 rows including the header is too many. */
const MAX_ROWS_WITH_HEADER = 501;

/** sheet_to_json gives bare values; the engine's mapping reads SheetJS cells. */
function toCell(value: unknown): CellObject | undefined {
  if (typeof value === 'number') return { t: 'n', v: value };
  if (typeof value === 'string') return { t: 's', v: value };
  if (typeof value === 'boolean') return { t: 'b', v: value };
  return undefined;
}

/**
 * The naive baseline the engine is measured against: what a page does without the engine.
 * SheetJS `read` with default options on the whole file, `sheet_to_json`, the row limit checked
 * only then, and the engine's own mapping, validation and summary, so only the reading differs.
 */
export function naiveParseInvoiceFile(file: InvoiceFile): ImportResult {
  try {
    const workbook = read(file.bytes);
    const name = workbook.SheetNames[0];
    const sheet = name === undefined ? undefined : workbook.Sheets[name];
    if (!sheet) return { ok: false, error: IMPORT_ERRORS.processing };
    const values = utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    if (values.length > MAX_ROWS_WITH_HEADER) return { ok: false, error: IMPORT_ERRORS.tooManyRows };
    const grid = values.map((row) => row.map(toCell));
    const sheetNames = [...workbook.SheetNames];
    const date1904 = workbook.Workbook?.WBProps?.date1904 === true;
    const { rows, columns } = mapRows({ grid, date1904, sheetNames, firstHidden: false });
    const issues = validateRows(rows, columns.map);
    const details = rows.map((row) => row.detail);
    return {
      ok: true,
      // The file's every row, and the totals of each provider in cents.
      summary: {
        totalInvoices: details.length,
        summaryByProvider: summariseByProvider(details),
        invoiceDetails: details,
      },
      issues,
      totals: reviewTotals(details, issues),
      sheetNames,
      sheet: { name: sheetNames[0] ?? '', hidden: false, others: sheetNames.length - 1 },
      columns,
      notes: cellNotes(rows),
    };
  } catch (error) {
    return { ok: false, error: error instanceof ImportRejection ? error.userMessage : IMPORT_ERRORS.conversion };
  }
}
