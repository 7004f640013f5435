import { IMPORT_ERRORS } from './messages';
import { ImportRejection } from './rejection';

/** Bytes SheetJS's compound-file reader gives a stream: a Uint8Array (or Buffer), or a plain array. */
export interface WritableBytes {
  readonly length: number;
  [index: number]: number;
}

/**
 * The SheetJS release this guard patches: its .xls formula reader loops forever on damaged
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

const u16 = (bytes: WritableBytes, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);

function damaged(): ImportRejection {
  return new ImportRejection(IMPORT_ERRORS.processing);
}

/**
 * A patch for SheetJS PATCHED_SHEETJS_VERSION: makes an .xls Workbook stream safe for it, in place and without changing any record's size.
 * The import reads only the values Excel cached with each formula, never the formula itself, so
 * every formula's token stream is emptied: SheetJS's token parser loops forever on a damaged one
 * (a record too short for its `cce` makes it count to NaN). Records cut too short for the length
 * field their reader needs are damage no spreadsheet program writes: 'Error al procesar el
 * archivo'. Records are walked as SheetJS walks them: a 4-byte header (type, length), then data.
 */
export function guardXlsRecords(stream: WritableBytes): void {
  let position = 0;
  while (position + 4 <= stream.length) {
    const type = u16(stream, position);
    const length = u16(stream, position + 2);
    const data = position + 4;
    const available = Math.min(length, stream.length - data);
    if (available < (MIN_DATA_LENGTH.get(type) ?? 0)) throw damaged();
    const offset = TOKEN_LENGTH_OFFSET.get(type);
    if (offset !== undefined) {
      // A defined name too short for its tokens is skipped by SheetJS; a formula is not.
      if (offset + 2 <= available) {
        stream[data + offset] = 0;
        stream[data + offset + 1] = 0;
      } else if (!LABELS.has(type)) {
        throw damaged();
      }
    }
    position = data + length;
  }
}
