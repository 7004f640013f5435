import { MAPPED_COLUMNS, ROW_COUNT_STOP } from './limits';
import { IMPORT_ERRORS } from './messages';
import { ImportRejection } from './rejection';

/** Bytes SheetJS's compound-file reader gives a stream: a Uint8Array (or Buffer), or a plain array. */
export interface WritableBytes {
  readonly length: number;
  [index: number]: number;
}

/**
 * The SheetJS release the formula guard patches: its .xls formula reader loops forever on damaged
 * tokens. package.json pins exactly this version, and a test fails when they part.
 */
export const PATCHED_SHEETJS_VERSION = '0.20.3';

const LABELS = new Set([0x0018, 0x0218]);

/**
 * Records that carry a parsed formula, and where its token length (`cce`) sits in the record data
 * of a BIFF5/8 stream (MS-XLS 2.4.127 Formula, 2.4.4 Array, 2.4.260 ShrFmla, 2.4.150 Lbl).
 * SheetJS also reads the older BIFF2-4 type numbers of these records, with the same layout.
 */
const TOKEN_LENGTH_OFFSET: ReadonlyMap<number, number> = new Map([
  [0x0006, 20],
  [0x0206, 20],
  [0x0406, 20],
  [0x0021, 12],
  [0x0221, 12],
  [0x04bc, 8],
  [0x0018, 4],
  [0x0218, 4],
]);

/**
 * Records whose SheetJS reader starts by reading a string's length: cut shorter than that length
 * field, the reader counts characters to `undefined` and never stops (MS-XLS 2.4.268 String).
 */
const MIN_DATA_LENGTH: ReadonlyMap<number, number> = new Map([
  [0x0007, 1],
  [0x0207, 2],
]);

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

type CellKind = 'certain' | 'possible' | 'none';

const u16 = (bytes: WritableBytes, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);

function damaged(): ImportRejection {
  return new ImportRejection(IMPORT_ERRORS.processing);
}

/**
 * A patch for SheetJS PATCHED_SHEETJS_VERSION, in place and without changing any record's size.
 * The import reads only the values Excel cached with each formula, never the formula itself, so
 * every formula's token stream is emptied: SheetJS's token parser loops forever on a damaged one
 * (a record too short for its `cce` makes it count to NaN). Records cut too short for the length
 * field their reader needs are damage no spreadsheet program writes: 'Error al procesar el
 * archivo'.
 */
function guardRecord(stream: WritableBytes, type: number, data: number, length: number): void {
  const available = Math.min(length, stream.length - data);
  if (available < (MIN_DATA_LENGTH.get(type) ?? 0)) throw damaged();
  const offset = TOKEN_LENGTH_OFFSET.get(type);
  if (offset === undefined) return;
  // A defined name too short for its tokens is skipped by SheetJS; a formula is not.
  if (offset + 2 <= available) {
    stream[data + offset] = 0;
    stream[data + offset + 1] = 0;
  } else if (!LABELS.has(type)) {
    throw damaged();
  }
}

/** What a formula's cached result is: a number, bool or error is certain; a string may be blank. */
function formulaResult(stream: WritableBytes, data: number, biff2: boolean): CellKind {
  if (biff2) return 'possible';
  if (u16(stream, data + 12) !== 0xffff) return 'certain';
  const kind = stream[data + 6];
  if (kind === 3) return 'none';
  return kind === 0 ? 'possible' : 'certain';
}

/** What a cell record of the first worksheet says about its row. */
function cellKind(stream: WritableBytes, type: number, data: number, biff2: boolean): CellKind {
  const column = u16(stream, data + 2);
  if (type === MULRK) return column < MAPPED_COLUMNS ? 'certain' : 'none';
  if (column >= MAPPED_COLUMNS) return 'none';
  if (NUMBER_CELLS.has(type)) return 'certain';
  if (STRING_CELLS.has(type)) return 'possible';
  return FORMULAS.has(type) ? formulaResult(stream, data, biff2) : 'none';
}

/**
 * One walk over an .xls Workbook stream, as SheetJS walks it (a 4-byte header of type and
 * length, then data): every record is made safe for SheetJS (guardRecord), and the cell records
 * of the first worksheet (a BOF of type worksheet, up to its EOF) are counted by row, until
 * ROW_COUNT_STOP certain rows.
 */
export function readXlsRecords(stream: WritableBytes): XlsRecordRows {
  const rows: XlsRecordRows = { certain: new Set(), possible: new Set() };
  let depth = 0;
  let sheet: 'before' | 'in' | 'after' = 'before';
  let biff2 = false;
  for (let position = 0; position + 4 <= stream.length;) {
    const type = u16(stream, position);
    const length = u16(stream, position + 2);
    const data = position + 4;
    position = data + length;
    guardRecord(stream, type, data, length);
    if (sheet === 'after') continue;
    if (BOF.has(type)) {
      depth += 1;
      if (depth === 1 && sheet === 'before' && u16(stream, data + 2) === WORKSHEET) {
        sheet = 'in';
        biff2 = type === 0x0009;
      }
    } else if (type === EOF) {
      depth -= 1;
      if (sheet === 'in' && depth === 0) sheet = 'after';
    } else if (sheet === 'in' && depth === 1) {
      const kind = cellKind(stream, type, data, biff2);
      if (kind === 'none') continue;
      rows.possible.add(u16(stream, data));
      if (kind === 'certain') rows.certain.add(u16(stream, data));
      if (rows.certain.size >= ROW_COUNT_STOP) sheet = 'after';
    }
  }
  return rows;
}
