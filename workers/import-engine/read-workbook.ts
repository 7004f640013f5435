import { read } from 'xlsx';
import type { ParsingOptions, Range, WorkBook } from 'xlsx';
import type { Container } from './gate';
import { HEADER_SEARCH_ROWS } from './limits';
import { IMPORT_ERRORS, IMPORT_HINTS } from './messages';
import { ImportRejection, notAWorkbook } from './rejection';
import { isBlankRow, type CellGrid } from './sheet-data';

export interface ParsedSheet {
  grid: CellGrid;
  /** Merged cells: a group title over the columns it covers. */
  merges?: readonly Range[];
  /** The sheet read, when not the first (the debtor chose it). */
  name?: string;
  /** Serials count from 1904 (Mac workbooks); SPEC's offset applies to the 1900 system. */
  date1904: boolean;
  /** Every sheet of the workbook, in order; only the first is read, unless the debtor chose another. */
  sheetNames: string[];
  /** The sheet read is hidden in Excel (hidden or very hidden): the debtor may not know it is there. */
  firstHidden: boolean;
}

/**
 * SheetJS's public options for reading values only: the first sheet, dense, no formulas, HTML
 * or text; styles, stubs, VBA and the file list stay at SheetJS's default, off. Not strict
 * (`WTF`): markup SheetJS does not know is skipped, as Excel skips it. A fresh object each
 * call: SheetJS mutates the one it is given.
 */
function readOptions(sheet?: number | string): ParsingOptions {
  return {
    type: 'array',
    dense: true,
    cellFormula: false,
    cellHTML: false,
    cellText: false,
    cellDates: false,
    cellNF: true,
    ...(sheet === undefined ? {} : { sheets: sheet }),
    WTF: false,
  };
}

/**
 * What SheetJS read must be what the container promised: Excel 2003 XML, not a web page or an
 * OpenDocument file (which Excel does not open under an .xls or .xlsx name); an OOXML workbook,
 * not an OpenDocument or Numbers package. A BIFF workbook carries no book type.
 */
function checkFormat(container: Container, workbook: WorkBook): void {
  const { bookType = 'biff' } = workbook;
  const reason = `a ${container} read as ${bookType}`;
  if (container === 'markup' && bookType !== 'xlml') throw notAWorkbook(reason);
  if (container === 'package' && bookType !== 'xlsx') {
    throw new ImportRejection(IMPORT_ERRORS.processing, { cause: new Error(reason) });
  }
}

function readBook(bytes: Uint8Array, options: ParsingOptions): WorkBook {
  try {
    return read(bytes, options);
  } catch (error) {
    // An .xls with a password to open: SheetJS says so, and so does the refusal.
    const locked = error instanceof Error && /password-protected/u.test(error.message);
    throw new ImportRejection(
      locked ? IMPORT_ERRORS.conversion : IMPORT_ERRORS.processing,
      locked ? { cause: error, hint: IMPORT_HINTS.passwordProtected } : { cause: error },
    );
  }
}

/**
 * The first sheet of a workbook (or the one the debtor chose, by name), read whole by SheetJS's
 * `read`: what decides which rows exist. What SheetJS throws, or a workbook without any sheet,
 * is 'Error al procesar el archivo', with SheetJS's error as cause.
 */
export function readFirstSheet(bytes: Uint8Array, container: Container, chosen?: string): ParsedSheet {
  const workbook = readBook(bytes, readOptions(chosen ?? 0));
  checkFormat(container, workbook);
  const index = chosen === undefined ? 0 : workbook.SheetNames.indexOf(chosen);
  const name = workbook.SheetNames[index];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) throw new ImportRejection(IMPORT_ERRORS.processing, { cause: new Error('no sheet') });
  // A chart sheet has no cells: read as a sheet without a table, so that the review offers the
  // sheet that holds one, as it does past a cover.
  const grid: CellGrid = sheet['!data'] ?? [];
  return {
    grid,
    ...(sheet['!merges'] ? { merges: sheet['!merges'] } : {}),
    ...(index > 0 && name !== undefined ? { name } : {}),
    date1904: workbook.Workbook?.WBProps?.date1904 === true,
    sheetNames: [...workbook.SheetNames],
    firstHidden: (workbook.Workbook?.Sheets?.[index]?.Hidden ?? 0) !== 0,
  };
}

/**
 * One row of the sheet read (0-based), read again with its formulas and the cells that hold only
 * one: a totals row whose SUM formulas were saved without their results (exceljs writes them so)
 * has no values, and is known for a total only by them. Read only that far, only for such a row.
 */
export function formulaRow(bytes: Uint8Array, sheet: string | undefined, row: number): CellGrid[number] {
  const options = { ...readOptions(sheet ?? 0), cellFormula: true, sheetStubs: true, sheetRows: row + 1 };
  const workbook = readBook(bytes, options);
  return workbook.Sheets[sheet ?? workbook.SheetNames[0] ?? '']?.['!data']?.[row];
}

const [LESS_THAN, SLASH, GREATER_THAN, LETTER_C, LETTER_F, SPACE] = [0x3c, 0x2f, 0x3e, 0x63, 0x66, 0x20];
const isSpace = (byte: number | undefined) => byte === SPACE || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** `</c>` at `at`, after any white space. */
function closesCell(bytes: Uint8Array, at: number): boolean {
  let index = at;
  while (isSpace(bytes[index])) index += 1;
  return (
    bytes[index] === LESS_THAN &&
    bytes[index + 1] === SLASH &&
    bytes[index + 2] === LETTER_C &&
    bytes[index + 3] === GREATER_THAN
  );
}

/**
 * Whether the package's uncompressed parts hold a formula its cell closes right after, with no
 * value between: `<f>…</f></c>` or `<f …/></c>`, as exceljs saves a formula nobody
 * computed. Searched in the bytes, since turning 15 MB into text took 70–100 ms; a prefixed
 * element (`<x:f>`) is not looked for, and such rows go unnamed as before.
 */
function holdsFormulaWithoutResult(bytes: Uint8Array): boolean {
  for (let at = bytes.indexOf(LETTER_F); at >= 0; at = bytes.indexOf(LETTER_F, at + 1)) {
    const closing = bytes[at - 2] === LESS_THAN && bytes[at - 1] === SLASH && bytes[at + 1] === GREATER_THAN;
    if (closing && closesCell(bytes, at + 2)) return true;
    const opening = bytes[at - 1] === LESS_THAN && (isSpace(bytes[at + 1]) || bytes[at + 1] === SLASH);
    const end = opening ? bytes.indexOf(GREATER_THAN, at) : -1;
    if (end > 0 && bytes[end - 1] === SLASH && closesCell(bytes, end + 1)) return true;
  }
  return false;
}

/**
 * The rows (1-based) of the sheet read that hold only formulas saved without their results:
 * SheetJS reads no value from them, so they would vanish without a word. The stored package (its
 * parts uncompressed) is searched first, and the sheet read again with its formulas only when
 * such a formula may be in it.
 */
export function formulaOnlyRows(stored: Uint8Array, sheet: string | undefined, grid: CellGrid): number[] {
  if (!holdsFormulaWithoutResult(stored)) return [];
  const workbook = readBook(stored, { ...readOptions(sheet ?? 0), cellFormula: true, sheetStubs: true });
  const formulas: CellGrid = workbook.Sheets[sheet ?? workbook.SheetNames[0] ?? '']?.['!data'] ?? [];
  return formulas.flatMap((cells, index) =>
    isBlankRow(grid[index]) && cells?.some((cell) => cell?.f !== undefined) ? [index + 1] : [],
  );
}

/**
 * The first visible sheet after the first whose first rows hold a header, read only that far: the sheet a
 * workbook that opens on a cover keeps its invoices in. Only offered; reading it is a new read.
 */
export function tableSheetOf(
  bytes: Uint8Array,
  hasHeader: (grid: CellGrid, merges: readonly Range[]) => boolean,
): string | undefined {
  const workbook = readBook(bytes, { ...readOptions(), sheetRows: HEADER_SEARCH_ROWS + 1 });
  return workbook.SheetNames.find((name, index) => {
    // A hidden sheet is not offered: the debtor would be sent to a sheet Excel does not show.
    if (index === 0 || (workbook.Workbook?.Sheets?.[index]?.Hidden ?? 0) !== 0) return false;
    const sheet = workbook.Sheets[name];
    const grid = sheet?.['!data'];
    return Array.isArray(grid) && hasHeader(grid, sheet?.['!merges'] ?? []);
  });
}
