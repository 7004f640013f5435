import { CFB } from 'xlsx';
import { MAPPED_COLUMNS, ROW_COUNT_STOP } from './limits';
import { IMPORT_ERRORS } from './messages';
import { checkOleHeader } from './ole-header';
import type { ProgressReporter } from './progress';
import { readFirstSheet } from './read-workbook';
import type { ParsedSheet } from './read-workbook';
import { ImportRejection } from './rejection';
import { isBlankRow } from './sheet-data';
import { guardXlsRecords } from './xls-records';
import type { WritableBytes } from './xls-records';

/** The parts of SheetJS's public compound-file library (typed `any` by SheetJS) the .xls path uses. */
interface CompoundFile {
  FileIndex: { name: string; type: number; size: number; content?: WritableBytes }[];
}
interface CompoundFileLibrary {
  read(bytes: Uint8Array, options: { type: 'array' }): CompoundFile;
  find(container: CompoundFile, path: string): { content?: WritableBytes } | null;
  write(container: CompoundFile, options: { type: 'array' }): Uint8Array | number[];
}
const compoundFiles = CFB as CompoundFileLibrary;

const STREAM = 2;
const BOF = new Set([0x0009, 0x0209, 0x0409, 0x0809]);
const EOF = 0x000a;
const WORKSHEET = 0x0010;
const STRING_CELLS = new Set([0x00fd, 0x0204, 0x00d6, 0x0004]);
const NUMBER_CELLS = new Set([0x0203, 0x027e, 0x0002, 0x0003, 0x0205, 0x0005]);
const FORMULAS = new Set([0x0006, 0x0206, 0x0406]);
const MULRK = 0x00bd;

/** Rows of the first worksheet, from its cell records (never from DIMENSIONS). */
export interface XlsRecordRows {
  /** Rows with a number, date, boolean or error in A–H: the mapping must keep every one. */
  certain: Set<number>;
  /** Those and the rows whose only values are text (which may be blank): the mapping keeps no other. */
  possible: Set<number>;
}

const u16 = (bytes: WritableBytes, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);

/** What a formula's cached result is: a number, bool or error is certain; a string may be blank. */
function formulaResult(stream: WritableBytes, data: number, biff2: boolean): 'certain' | 'possible' | 'none' {
  if (biff2) return 'possible';
  if (u16(stream, data + 12) !== 0xffff) return 'certain';
  const kind = stream[data + 6];
  if (kind === 3) return 'none';
  return kind === 0 ? 'possible' : 'certain';
}

/** Walks the first worksheet's cell records (a BOF of type worksheet, up to its EOF). */
export function countXlsRecordRows(stream: WritableBytes): XlsRecordRows {
  const rows: XlsRecordRows = { certain: new Set(), possible: new Set() };
  let depth = 0;
  let inSheet = false;
  let biff2 = false;
  for (let position = 0; position + 4 <= stream.length;) {
    const type = u16(stream, position);
    const data = position + 4;
    position = data + u16(stream, position + 2);
    if (BOF.has(type)) {
      depth += 1;
      if (depth === 1 && !inSheet && u16(stream, data + 2) === WORKSHEET) {
        inSheet = true;
        biff2 = type === 0x0009;
      }
      continue;
    }
    if (type === EOF) {
      depth -= 1;
      if (inSheet && depth === 0) return rows;
      continue;
    }
    if (!inSheet || depth !== 1) continue;
    const row = u16(stream, data);
    const column = u16(stream, data + 2);
    let kind: 'certain' | 'possible' | 'none' = 'none';
    if (type === MULRK) kind = column < MAPPED_COLUMNS ? 'certain' : 'none';
    else if (column >= MAPPED_COLUMNS) continue;
    else if (NUMBER_CELLS.has(type)) kind = 'certain';
    else if (STRING_CELLS.has(type)) kind = 'possible';
    else if (FORMULAS.has(type)) kind = formulaResult(stream, data, biff2);
    if (kind === 'none') continue;
    rows.possible.add(row);
    if (kind === 'certain') rows.certain.add(row);
    if (rows.certain.size >= ROW_COUNT_STOP) return rows;
  }
  return rows;
}

function unreadable(reason: string): ImportRejection {
  return new ImportRejection(IMPORT_ERRORS.conversion, { cause: new Error(reason) });
}

/**
 * An .xls: the compound file opened by SheetJS's CFB library and checked whole (every stream its
 * directory names is in the file), the Workbook stream made safe (guardXlsRecords), its rows
 * counted from the cell records; a sheet with more than 500 certain data rows stops here.
 * Otherwise SheetJS reads the whole first sheet, and its rows must match the records' count.
 */
export function readXls(bytes: Uint8Array, progress: ProgressReporter): ParsedSheet {
  checkOleHeader(bytes);
  let container: CompoundFile;
  try {
    container = compoundFiles.read(bytes, { type: 'array' });
  } catch (error) {
    throw new ImportRejection(IMPORT_ERRORS.conversion, { cause: error });
  }
  for (const entry of container.FileIndex) {
    if (entry.type === STREAM && (entry.content?.length ?? 0) < entry.size) {
      throw unreadable(`stream ${entry.name} is cut short`);
    }
  }
  const stream = (compoundFiles.find(container, '/Workbook') ?? compoundFiles.find(container, '/Book'))?.content;
  // Without an Excel stream SheetJS tries other formats' readers (Quattro Pro, Works): not ours.
  if (!stream) throw new ImportRejection(IMPORT_ERRORS.processing, { cause: new Error('no Workbook stream') });
  guardXlsRecords(stream);
  const records = countXlsRecordRows(stream);
  if (records.certain.size >= ROW_COUNT_STOP) throw new ImportRejection(IMPORT_ERRORS.tooManyRows);
  progress(0.3);
  const rebuilt = compoundFiles.write(container, { type: 'array' });
  const sheet = readFirstSheet(rebuilt instanceof Uint8Array ? rebuilt : Uint8Array.from(rebuilt));
  const mapped = new Set<number>();
  sheet.grid.forEach((row, index) => {
    if (!isBlankRow(row, MAPPED_COLUMNS)) mapped.add(index);
  });
  const agrees =
    [...records.certain].every((row) => mapped.has(row)) && [...mapped].every((row) => records.possible.has(row));
  if (!agrees) {
    const cause = new Error(`rows read (${mapped.size}) disagree with the cell records (${records.possible.size})`);
    if (mapped.size >= ROW_COUNT_STOP) throw new ImportRejection(IMPORT_ERRORS.tooManyRows, { cause });
    throw new ImportRejection(IMPORT_ERRORS.processing, { cause });
  }
  return sheet;
}
