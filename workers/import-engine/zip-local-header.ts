import { IMPORT_ERRORS } from './messages';
import { ImportRejection } from './rejection';

const LOCAL_SIGNATURE = 0x04034b50;
const FLAG_ENCRYPTED = 0x0001 | 0x0040;
const FLAG_DATA_DESCRIPTOR = 0x0008;

function unreadable(): ImportRejection {
  return new ImportRejection(IMPORT_ERRORS.conversion);
}

/**
 * ZIP64 size records would override the sizes we bounded (SheetJS reads them), and no
 * spreadsheet under 10 MB needs them: a file that carries one is refused.
 */
export function hasZip64Extra(view: DataView, start: number, length: number): boolean {
  const end = start + length;
  if (end > view.byteLength) throw unreadable();
  for (let offset = start; offset + 4 <= end;) {
    if (view.getUint16(offset, true) === 0x0001) return true;
    offset += 4 + view.getUint16(offset + 2, true);
  }
  return false;
}

export interface DeclaredEntry {
  nameBytes: Uint8Array;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
}

/**
 * The local header must agree with the central directory (SheetJS trusts the local one).
 * Returns the offset of the entry's data.
 */
export function checkLocalHeader(bytes: Uint8Array, view: DataView, offset: number, declared: DeclaredEntry): number {
  if (offset + 30 > view.byteLength || view.getUint32(offset, true) !== LOCAL_SIGNATURE) {
    throw unreadable();
  }
  const flags = view.getUint16(offset + 6, true);
  if ((flags & FLAG_ENCRYPTED) !== 0 || view.getUint16(offset + 8, true) !== declared.method) {
    throw unreadable();
  }
  if ((flags & FLAG_DATA_DESCRIPTOR) === 0) {
    const compressed = view.getUint32(offset + 18, true);
    const uncompressed = view.getUint32(offset + 22, true);
    if (compressed !== declared.compressedSize || uncompressed !== declared.uncompressedSize) {
      throw unreadable();
    }
  }
  const nameLength = view.getUint16(offset + 26, true);
  const extraLength = view.getUint16(offset + 28, true);
  const nameStart = offset + 30;
  if (nameLength !== declared.nameBytes.length || nameStart + nameLength > view.byteLength) {
    throw unreadable();
  }
  for (let index = 0; index < nameLength; index += 1) {
    if (bytes[nameStart + index] !== declared.nameBytes[index]) throw unreadable();
  }
  if (hasZip64Extra(view, nameStart + nameLength, extraLength)) throw unreadable();
  return nameStart + nameLength + extraLength;
}
