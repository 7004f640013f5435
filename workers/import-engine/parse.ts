import * as SheetJS from 'xlsx';
import type { ParsingOptions, WorkBook } from 'xlsx';
import { IMPORT_ERRORS } from './messages';
import { ImportRejection } from './rejection';
import type { CellGrid } from './sheet-data';
import { guardXlsRecords, type WritableBytes } from './xls-records';
import type { CfbContainer } from './xlsx-zip';
import type { InflatedEntry } from './zip-inflate';

/** The parts of SheetJS's compound-file reader (exported untyped as `CFB`) the .xls path uses. */
interface CompoundFileReader {
  read(bytes: Uint8Array, options: { type: 'array' }): object;
  find(container: object, path: string): { content?: WritableBytes } | null;
}

/** SheetJS's .xls reader for an already opened container (exported, but not in its typings). */
type ReadXlsContainer = (container: object, options: ParsingOptions) => WorkBook;

const compoundFile = SheetJS.CFB as CompoundFileReader;
const readXlsContainer = (SheetJS as unknown as { parse_xlscfb: ReadXlsContainer }).parse_xlscfb;

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
  const { utils } = SheetJS.CFB as { utils: CfbUtils };
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
    workbook = SheetJS.parse_zip(containerOf(entries), readOptions(undefined));
  } catch {
    throw new ImportRejection(IMPORT_ERRORS.processing);
  }
  return firstSheet(workbook);
}

/**
 * SheetJS on the first sheet of an .xls (OLE compound file): the container is opened, its Workbook stream made safe
 * (see guardXlsRecords: formula tokens emptied, values cached with formulas kept), and only then
 * does SheetJS read it, exactly as `read` would have.
 */
export function parseFirstXlsSheet(bytes: Uint8Array, sheetRows?: number): ParsedSheet {
  let workbook: WorkBook;
  try {
    const container = compoundFile.read(bytes, { type: 'array' });
    const stream = compoundFile.find(container, '/Workbook') ?? compoundFile.find(container, '/Book');
    // Without an Excel stream SheetJS tries other formats' readers (Quattro Pro, Works): not ours.
    if (!stream?.content) throw new ImportRejection(IMPORT_ERRORS.processing);
    guardXlsRecords(stream.content);
    workbook = readXlsContainer(container, readOptions(sheetRows));
  } catch (error) {
    if (error instanceof ImportRejection) throw error;
    throw new ImportRejection(IMPORT_ERRORS.processing);
  }
  return firstSheet(workbook);
}
