import { MAX_FILE_BYTES } from './limits';
import { IMPORT_ERRORS, IMPORT_HINTS } from './messages';
import { ImportRejection } from './rejection';
import type { InvoiceFile } from './types';
import { XmlScanner } from './xml-scan';

/** How the file's bytes are read: a ZIP package, an OLE compound file, or Excel 2003 XML. */
export type Container = 'package' | 'ole' | 'spreadsheet-xml';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const SPREADSHEET_XML = 'urn:schemas-microsoft-com:office:spreadsheet';
/** Enough of the start of a file to find its first element after the XML declaration. */
const SNIFFED_BYTES = 4096;

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.byteLength >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

/** Excel 2003 XML: the first element is a `Workbook` in SpreadsheetML's namespace. */
function isSpreadsheetXml(bytes: Uint8Array): boolean {
  let found = false;
  const scanner = new XmlScanner({
    open(name, body) {
      found = name === 'Workbook' && body.includes(SPREADSHEET_XML);
      scanner.stopped = true;
    },
    close() {},
    text() {},
  });
  try {
    scanner.push(new TextDecoder('utf-8').decode(bytes.subarray(0, SNIFFED_BYTES)));
  } catch {
    return false;
  }
  return found;
}

/**
 * Gate, in this order: the name ends in .xls or .xlsx (any case); at most 10 MB; the bytes are
 * really a ZIP (xlsx), an OLE compound file (xls) or Excel 2003 XML, which Excel opens under an
 * .xls name. The content decides how the file is read, so an xlsx saved as .xls still opens.
 * Anything else (HTML, CSV or text renamed, an empty file) cannot be converted: 'Error al
 * convertir el archivo', with a hint for the debtor.
 */
export function gate(file: InvoiceFile): Container {
  const name = typeof file.name === 'string' ? file.name.trim().toLowerCase() : '';
  if (!name.endsWith('.xlsx') && !name.endsWith('.xls')) {
    throw new ImportRejection(IMPORT_ERRORS.unsupportedFormat);
  }
  const { bytes } = file;
  if (!(bytes instanceof Uint8Array)) throw new ImportRejection(IMPORT_ERRORS.conversion);
  if (bytes.byteLength > MAX_FILE_BYTES) throw new ImportRejection(IMPORT_ERRORS.tooLarge);
  if (startsWith(bytes, ZIP_MAGIC)) return 'package';
  if (startsWith(bytes, OLE_MAGIC)) return 'ole';
  if (isSpreadsheetXml(bytes)) return 'spreadsheet-xml';
  throw new ImportRejection(IMPORT_ERRORS.conversion, {
    cause: new Error('not a workbook'),
    hint: IMPORT_HINTS.notAWorkbook,
  });
}
