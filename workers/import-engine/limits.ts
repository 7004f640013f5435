/** Hard limits of the import engine: SPEC's file and row limits, and the budgets that stop zip bombs. */

/** SPEC: max file size 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** SPEC: max 500 data rows (the header is one more). */
export const MAX_DATA_ROWS = 500;

/** The streaming row counter stops here: header + 501 data rows is already too many. */
export const ROW_COUNT_STOP = MAX_DATA_ROWS + 2;

/** SPEC: spreadsheet serial of 1970-01-01 in the 1900 date system. */
export const EXCEL_EPOCH_OFFSET = 25569;

/** Days between the 1900 and 1904 date systems (Mac workbooks). */
export const DATE_1904_SHIFT = 1462;

/** ZIP directory bounds, checked before anything is inflated. */
export const MAX_ZIP_ENTRIES = 2000;
export const MAX_TOTAL_UNCOMPRESSED = 200 * 1024 * 1024;

/** An entry above this size whose ratio exceeds MAX_COMPRESSION_RATIO is a bomb. */
export const RATIO_CHECK_FLOOR = 1024 * 1024;
export const MAX_COMPRESSION_RATIO = 500;

/** Compressed bytes fed to the inflater at a time (bounds the output of one push). */
export const INFLATE_CHUNK = 8 * 1024;

/** Columns A to H are mapped (SPEC); anything to the right is ignored, also when counting rows. */
export const MAPPED_COLUMNS = 8;

/** Largest shared strings, styles or sheet part kept whole (500 rows of long text fit). */
export const MAX_SHEET_PART = 64 * 1024 * 1024;

/** Largest XML part read whole (workbook.xml and its relationships). */
export const MAX_METADATA_PART = 16 * 1024 * 1024;

/** Longest single XML tag the row counter carries between chunks. */
export const MAX_TAG_LENGTH = 64 * 1024;
