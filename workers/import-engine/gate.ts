import { MAX_FILE_BYTES } from './limits';
import { IMPORT_ERRORS } from './messages';
import { checkOleHeader } from './ole-header';
import { ImportRejection } from './rejection';
import type { InvoiceFile } from './types';
import { readZipDirectory } from './zip-directory';
import type { ZipEntry } from './zip-directory';

export type GateResult = { container: 'zip'; entries: ZipEntry[] } | { container: 'ole' };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.byteLength >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

/**
 * Gate, in this order: the name ends in .xls or .xlsx (any case); at most 10 MB; the bytes are
 * really a ZIP (xlsx) or an OLE compound file (xls). The content decides how the file is read,
 * so an xlsx saved as .xls still opens. Bytes that are neither (HTML, CSV or text renamed, an
 * empty file) cannot be converted: 'Error al convertir el archivo'. For a ZIP, the central
 * directory is read and bounded here, before anything is inflated.
 */
export function gate(file: InvoiceFile): GateResult {
  const name = typeof file.name === 'string' ? file.name.trim().toLowerCase() : '';
  if (!name.endsWith('.xlsx') && !name.endsWith('.xls')) {
    throw new ImportRejection(IMPORT_ERRORS.unsupportedFormat);
  }
  const { bytes } = file;
  if (!(bytes instanceof Uint8Array)) throw new ImportRejection(IMPORT_ERRORS.conversion);
  if (bytes.byteLength > MAX_FILE_BYTES) throw new ImportRejection(IMPORT_ERRORS.tooLarge);
  if (startsWith(bytes, ZIP_MAGIC)) return { container: 'zip', entries: readZipDirectory(bytes) };
  if (startsWith(bytes, OLE_MAGIC)) {
    checkOleHeader(bytes);
    return { container: 'ole' };
  }
  throw new ImportRejection(IMPORT_ERRORS.conversion);
}
