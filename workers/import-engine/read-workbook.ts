import { read } from 'xlsx';
import type { ParsingOptions, WorkBook } from 'xlsx';
import type { Container } from './gate';
import { IMPORT_ERRORS, IMPORT_HINTS } from './messages';
import { ImportRejection } from './rejection';
import type { CellGrid } from './sheet-data';

export interface ParsedSheet {
  grid: CellGrid;
  /** Serials count from 1904 (Mac workbooks); SPEC's offset applies to the 1900 system. */
  date1904: boolean;
  /** Every sheet of the workbook, in order; only the first is read. */
  sheetNames: string[];
  /** The first sheet is hidden in Excel (hidden or very hidden): the debtor may not know it is there. */
  firstHidden: boolean;
}

/**
 * SheetJS's public options for reading values only: the first sheet, dense, no formulas, HTML
 * or text; styles, stubs, VBA and the file list stay at SheetJS's default, off. Not strict
 * (`WTF`): markup SheetJS does not know is skipped, as Excel skips it. A fresh object each
 * call: SheetJS mutates the one it is given.
 */
function readOptions(): ParsingOptions {
  return {
    type: 'array',
    dense: true,
    cellFormula: false,
    cellHTML: false,
    cellText: false,
    cellDates: false,
    cellNF: true,
    sheets: 0,
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
  const cause = new Error(`a ${container} read as ${bookType}`);
  if (container === 'markup' && bookType !== 'xlml') {
    throw new ImportRejection(IMPORT_ERRORS.conversion, { cause, hint: IMPORT_HINTS.notAWorkbook });
  }
  if (container === 'package' && bookType !== 'xlsx') {
    throw new ImportRejection(IMPORT_ERRORS.processing, { cause });
  }
}

/**
 * The first sheet of a workbook, read whole by SheetJS's `read`: what decides which rows exist.
 * What SheetJS throws, or a workbook without a sheet of cells, is 'Error al procesar el archivo',
 * with SheetJS's error as cause.
 */
export function readFirstSheet(bytes: Uint8Array, container: Container): ParsedSheet {
  let workbook: WorkBook;
  try {
    workbook = read(bytes, readOptions());
  } catch (error) {
    throw new ImportRejection(IMPORT_ERRORS.processing, { cause: error });
  }
  checkFormat(container, workbook);
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  const grid = sheet?.['!data'];
  if (!sheet || !Array.isArray(grid)) {
    throw new ImportRejection(IMPORT_ERRORS.processing, { cause: new Error('no sheet of cells') });
  }
  return {
    grid,
    date1904: workbook.Workbook?.WBProps?.date1904 === true,
    sheetNames: [...workbook.SheetNames],
    firstHidden: (workbook.Workbook?.Sheets?.[0]?.Hidden ?? 0) !== 0,
  };
}
