import { MAX_FILE_BYTES } from './limits';
import { IMPORT_ERRORS } from './messages';
import { ImportRejection, notAWorkbook } from './rejection';
import type { InvoiceFile } from './types';

/**
 * How a workbook's bytes are held: a ZIP package (xlsx), an OLE compound file (xls), a bare
 * BIFF2–BIFF5 worksheet (Excel 2.x–5.0 saved it without a container), or markup (Excel 2003 XML).
 */
export type Container = 'package' | 'compound' | 'biff' | 'markup';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The second byte of a BOF record's type: BIFF2, BIFF3, BIFF4 and BIFF5/8 (0x0009, 0x0209, …). */
const BIFF_VERSIONS = [0x00, 0x02, 0x04, 0x08];
const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf];
const WHITESPACE = [0x09, 0x0a, 0x0d, 0x20];

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  magic.every((byte, index) => bytes[at + index] === byte);

/** Markup: its first character past a byte-order mark and whitespace is `<`. */
function isMarkup(bytes: Uint8Array): boolean {
  let at = startsWith(bytes, BYTE_ORDER_MARK) ? BYTE_ORDER_MARK.length : 0;
  while (at < bytes.length && WHITESPACE.includes(bytes[at] ?? 0)) at += 1;
  return bytes[at] === 0x3c;
}

/**
 * The first checks, in SPEC's order: the name ends in .xls or .xlsx (any case), the file is at
 * most 10 MB. Then its first bytes say how it is held; the content decides, so an xlsx saved
 * as .xls still opens. Anything else (CSV, text, an empty file) is not a workbook: 'Error al
 * convertir el archivo', with a hint. Markup is only a candidate: SheetJS says whether it is
 * Excel 2003 XML or a web page (see read-workbook.ts).
 */
export function gate(file: InvoiceFile): Container {
  const name = typeof file.name === 'string' ? file.name.trim().toLowerCase() : '';
  if (!name.endsWith('.xlsx') && !name.endsWith('.xls')) throw new ImportRejection(IMPORT_ERRORS.unsupportedFormat);
  const { bytes } = file;
  if (!(bytes instanceof Uint8Array)) throw new ImportRejection(IMPORT_ERRORS.conversion);
  if (bytes.byteLength > MAX_FILE_BYTES) throw new ImportRejection(IMPORT_ERRORS.tooLarge);
  if (startsWith(bytes, ZIP)) return 'package';
  if (startsWith(bytes, OLE)) return 'compound';
  if (bytes[0] === 0x09 && BIFF_VERSIONS.includes(bytes[1] ?? -1)) return 'biff';
  if (isMarkup(bytes)) return 'markup';
  throw notAWorkbook('not a workbook');
}
