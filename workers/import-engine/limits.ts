/** Hard limits of the import engine: SPEC's file and row limits, and the budgets that stop zip bombs. */

/** SPEC: max file size 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** SPEC: max 500 data rows (the header is one more). */
export const MAX_DATA_ROWS = 500;

/** The header is looked for in the sheet's first rows; those above it are the file's title. */
export const HEADER_SEARCH_ROWS = 20;

/** Totals rows a file may end with: one, or one per currency ('Total C$' over 'Total US$'). */
export const MAX_TOTALS_ROWS = 2;

/**
 * Lines a report signs off with under its totals ('Elaborado por', 'Revisado por', a signature's
 * rule) that a file of 500 invoices may still hold: shown with their problem, never counted as
 * invoices, so that such a file is not refused as having more than 500.
 */
export const MAX_SIGN_OFF_ROWS = 5;

/**
 * Rows with a value that a sheet of 500 invoices may hold: a title and a header of two rows within
 * the first 21 rows, its totals rows under the invoices and the lines it signs off with. One more,
 * and no reading can accept it.
 */
export const MAX_FILLED_ROWS = HEADER_SEARCH_ROWS + 1 + MAX_DATA_ROWS + MAX_TOTALS_ROWS + MAX_SIGN_OFF_ROWS;

/** ZIP budgets, checked on the directory before anything is inflated, then on what really inflates. */
export const MAX_ZIP_ENTRIES = 2000;
export const MAX_TOTAL_UNCOMPRESSED = 200 * 1024 * 1024;
/** An entry above this size whose ratio exceeds MAX_COMPRESSION_RATIO is a bomb. */
export const RATIO_LIMIT_FROM = 1024 * 1024;
export const MAX_COMPRESSION_RATIO = 500;
