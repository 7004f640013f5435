/**
 * The import engine's one door for the app (src/) and the sandbox: its types, the texts and
 * limits the screens show, and the helpers a review needs. A lint rule keeps every other engine
 * file out of their reach. Nothing here loads SheetJS: the page reaches the engine itself only
 * through the worker (workers/import-worker-api.ts), so this door adds nothing to its bundle.
 */
export type { ColumnChoice, ColumnMap, ColumnMatch } from './columns';
export type { ExportCell } from './export-rows';
export { MAX_DATA_ROWS, MAX_FILE_BYTES } from './limits';
export { COLUMNS, columnLetter, columnName, currencyColumnNote, IMPORT_ERRORS, textColumnNote } from './messages';
export type { RowReads } from './map';
export type { AppliedChange, CellInput, CellRead, Revision, RowChange } from './revise';
export { readsOf } from './review-rows';
export type { ReviewRow, RowNotes } from './review-rows';
export { rowBatches } from './row-batches';
export { reviewTotals } from './summarise';
export { lacksField } from './validate';
export type { ImportResult, InvoiceDetailRow, ProviderSummary, RowIssue, SheetRead } from './types';
