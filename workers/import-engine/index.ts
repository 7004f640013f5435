import { gate } from './gate';
import { mapRows } from './map';
import { IMPORT_ERRORS } from './messages';
import { parseFirstXlsSheet, parseZipEntries } from './parse';
import type { ParsedSheet } from './parse';
import { createProgress, slice } from './progress';
import type { ProgressReporter } from './progress';
import { ImportRejection } from './rejection';
import { countXlsRows, countXlsxRows } from './row-count';
import { summarise } from './summarise';
import type { ImportResult, InvoiceFile, ParseOptions } from './types';
import { validateRows } from './validate';
import { inflateZipEntries } from './zip-inflate';

function tooManyRows(): ImportRejection {
  return new ImportRejection(IMPORT_ERRORS.tooManyRows);
}

/** Gate, row count and parse: the first sheet, or a rejection. */
function readFirstSheet(file: InvoiceFile, progress: ProgressReporter): ParsedSheet {
  const checked = gate(file);
  progress(0.05);
  if (checked.container === 'ole') {
    const count = countXlsRows(file.bytes);
    if (count.limitReached) throw tooManyRows();
    progress(0.3);
    return count.complete ?? parseFirstXlsSheet(file.bytes);
  }
  const count = countXlsxRows(file.bytes, checked.entries, slice(progress, 0.05, 0.25));
  // The count keeps the sheet's bytes unless it stopped at the limit.
  if (count.limitReached || count.content === null) throw tooManyRows();
  const others = checked.entries.filter((entry) => entry !== count.sheet);
  const inflated = inflateZipEntries(file.bytes, others, slice(progress, 0.25, 0.45));
  progress(0.45);
  return parseZipEntries([...inflated, { name: count.sheet.name, content: count.content }]);
}

/**
 * Reads a debtor's invoice spreadsheet: gate → row count → parse → map → validate → summarise.
 * Never throws: the result is either the summary with every row issue, or one of SPEC section
 * 5's messages. Anything unexpected is 'Error al procesar el archivo'.
 */
export function parseInvoiceFile(file: InvoiceFile, options?: ParseOptions): Promise<ImportResult> {
  const progress = createProgress(options?.onProgress);
  let result: ImportResult;
  try {
    progress(0);
    const sheet = readFirstSheet(file, progress);
    progress(0.75);
    const rows = mapRows(sheet);
    progress(0.85);
    const issues = validateRows(rows);
    progress(0.95);
    const summary = summarise(rows.map((row) => row.detail));
    result = { ok: true, summary, issues };
  } catch (error) {
    // Unreadable bytes (no ZIP/OLE magic, broken directory or deflate stream, truncated) are
    // 'Error al convertir'; a readable container that fails later, or any bug, is 'al procesar'.
    const message = error instanceof ImportRejection ? error.userMessage : IMPORT_ERRORS.processing;
    result = { ok: false, error: message };
  }
  progress(1);
  return Promise.resolve(result);
}
