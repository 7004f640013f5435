/** Hard limits of the import engine: SPEC's file and row limits, and the budgets that stop zip bombs. */

/** SPEC: max file size 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** SPEC: max 500 data rows (the header is one more). */
export const MAX_DATA_ROWS = 500;

/** ZIP budgets, checked on the directory before anything is inflated, then on what really inflates. */
export const MAX_ZIP_ENTRIES = 2000;
export const MAX_TOTAL_UNCOMPRESSED = 200 * 1024 * 1024;
/** An entry above this size whose ratio exceeds MAX_COMPRESSION_RATIO is a bomb. */
export const RATIO_LIMIT_FROM = 1024 * 1024;
export const MAX_COMPRESSION_RATIO = 500;
