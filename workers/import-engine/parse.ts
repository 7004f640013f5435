import { CFB, parse_zip, read } from 'xlsx';
import type { ParsingOptions, WorkBook } from 'xlsx';
import { IMPORT_ERRORS } from './messages';
import { ImportRejection } from './rejection';
import type { CellGrid } from './sheet-data';
import type { CfbContainer } from './xlsx-zip';
import type { InflatedEntry } from './zip-inflate';

export interface ParsedSheet {
  grid: CellGrid;
  /** Serials count from 1904 (Mac workbooks); SPEC's offset applies to the 1900 system. */
  date1904: boolean;
  /** True when `sheetRows` cut the sheet short. */
  truncated: boolean;
}

/** A fresh options object on every call: SheetJS mutates the one it is given. */
function readOptions(sheetRows: number | undefined): ParsingOptions {
  return {
    type: 'array',
    dense: true,
    cellFormula: false,
    cellHTML: false,
    cellText: false,
    cellDates: false,
    cellNF: true,
    cellStyles: false,
    sheetStubs: false,
    bookVBA: false,
    bookDeps: false,
    bookFiles: false,
    sheets: 0,
    WTF: true,
    ...(sheetRows === undefined ? {} : { sheetRows }),
  };
}

function firstSheet(workbook: WorkBook): ParsedSheet {
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  const grid = sheet?.['!data'];
  if (!sheet || !Array.isArray(grid)) throw new ImportRejection(IMPORT_ERRORS.processing);
  const fullRange: unknown = sheet['!fullref'];
  return {
    grid,
    date1904: workbook.Workbook?.WBProps?.date1904 === true,
    truncated: typeof fullRange === 'string' && fullRange !== sheet['!ref'],
  };
}

interface CfbUtils {
  cfb_new: () => CfbContainer;
  cfb_add: (container: CfbContainer, name: string, content: Uint8Array, options: { unsafe: true }) => unknown;
}

/** SheetJS's container of already-inflated entries, as its own ZIP reader builds it. */
function containerOf(entries: readonly InflatedEntry[]): CfbContainer {
  const { utils } = CFB as { utils: CfbUtils };
  const container = utils.cfb_new();
  for (const entry of entries) utils.cfb_add(container, entry.name, entry.content, { unsafe: true });
  return container;
}

/**
 * SheetJS on the first sheet of a ZIP whose entries were inflated (and bounded) by the engine:
 * it parses the XML without inflating anything again. Anything it throws, or a missing sheet,
 * is 'Error al procesar el archivo'.
 */
export function parseZipEntries(entries: readonly InflatedEntry[]): ParsedSheet {
  let workbook: WorkBook;
  try {
    workbook = parse_zip(containerOf(entries), readOptions(undefined));
  } catch {
    throw new ImportRejection(IMPORT_ERRORS.processing);
  }
  return firstSheet(workbook);
}

/**
 * SheetJS on the first sheet only. The container was already proven readable (ZIP directory
 * and every entry inflated, or the OLE header checked), so anything SheetJS throws here, or a
 * missing sheet, is 'Error al procesar el archivo'.
 */
export function parseFirstSheet(bytes: Uint8Array, sheetRows?: number): ParsedSheet {
  let workbook: WorkBook;
  try {
    workbook = read(bytes, readOptions(sheetRows));
  } catch {
    throw new ImportRejection(IMPORT_ERRORS.processing);
  }
  return firstSheet(workbook);
}
