import { MAX_COMPRESSION_RATIO, MAX_TOTAL_UNCOMPRESSED, MAX_ZIP_ENTRIES, RATIO_CHECK_FLOOR } from './limits';
import { IMPORT_ERRORS } from './messages';
import { ImportRejection } from './rejection';
import { checkLocalHeader, hasZip64Extra } from './zip-local-header';

/** One file of the ZIP container, as its central directory declares it. */
export interface ZipEntry {
  name: string;
  method: 0 | 8;
  compressedSize: number;
  uncompressedSize: number;
  /** Offset of the entry's data, after its local header. */
  dataOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_MARK_16 = 0xffff;
const ZIP64_MARK_32 = 0xffffffff;
const FLAG_ENCRYPTED = 0x0001 | 0x0040;

/** A damaged or unsupported container: the bytes cannot be read as a spreadsheet. */
function unreadable(): ImportRejection {
  return new ImportRejection(IMPORT_ERRORS.conversion);
}

/** A readable container that declares more than we ever inflate (zip bomb). */
function bomb(): ImportRejection {
  return new ImportRejection(IMPORT_ERRORS.processing);
}

function findEndOfDirectory(view: DataView): number {
  const last = view.byteLength - EOCD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let offset = last; offset >= first; offset -= 1) {
    if (view.getUint32(offset, true) === EOCD_SIGNATURE) return offset;
  }
  throw unreadable();
}

const nameDecoder = new TextDecoder('utf-8');

/**
 * Reads the ZIP central directory (End of Central Directory record, then every entry and its
 * local header) and bounds entry count, declared sizes and ratios before anything is inflated.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  if (bytes.byteLength < EOCD_SIZE) throw unreadable();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfDirectory(view);
  const diskNumber = view.getUint16(eocd + 4, true);
  const directoryDisk = view.getUint16(eocd + 6, true);
  const entriesOnDisk = view.getUint16(eocd + 8, true);
  const entryCount = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (entryCount === ZIP64_MARK_16 || directoryOffset === ZIP64_MARK_32) throw unreadable();
  if (diskNumber !== 0 || directoryDisk !== 0 || entriesOnDisk !== entryCount) throw unreadable();
  if (entryCount === 0 || directoryOffset + directorySize > eocd) throw unreadable();
  if (entryCount > MAX_ZIP_ENTRIES) throw bomb();

  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  let totalUncompressed = 0;
  let offset = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    const entry = readCentralEntry(bytes, view, offset, directoryOffset);
    totalUncompressed += entry.uncompressedSize;
    if (totalUncompressed > MAX_TOTAL_UNCOMPRESSED) throw bomb();
    const key = entry.name.toLowerCase();
    if (seen.has(key)) throw unreadable();
    seen.add(key);
    entries.push(entry);
    offset = entry.next;
  }
  if (offset > directoryOffset + directorySize) throw unreadable();
  return entries.map(({ name, method, compressedSize, uncompressedSize, dataOffset }) => ({
    name,
    method,
    compressedSize,
    uncompressedSize,
    dataOffset,
  }));
}

function readCentralEntry(
  bytes: Uint8Array,
  view: DataView,
  offset: number,
  directoryOffset: number,
): ZipEntry & { next: number } {
  if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) {
    throw unreadable();
  }
  const flags = view.getUint16(offset + 8, true);
  const method = view.getUint16(offset + 10, true);
  const compressedSize = view.getUint32(offset + 20, true);
  const uncompressedSize = view.getUint32(offset + 24, true);
  const nameLength = view.getUint16(offset + 28, true);
  const extraLength = view.getUint16(offset + 30, true);
  const commentLength = view.getUint16(offset + 32, true);
  const localOffset = view.getUint32(offset + 42, true);
  const next = offset + 46 + nameLength + extraLength + commentLength;
  if (next > view.byteLength) throw unreadable();
  if (hasZip64Extra(view, offset + 46 + nameLength, extraLength)) throw unreadable();
  if ((flags & FLAG_ENCRYPTED) !== 0 || (method !== 0 && method !== 8)) throw unreadable();
  if (compressedSize === ZIP64_MARK_32 || uncompressedSize === ZIP64_MARK_32) throw unreadable();
  if (method === 0 && compressedSize !== uncompressedSize) throw unreadable();
  if (uncompressedSize > RATIO_CHECK_FLOOR && uncompressedSize > Math.max(compressedSize, 1) * MAX_COMPRESSION_RATIO) {
    throw bomb();
  }
  const nameBytes = bytes.subarray(offset + 46, offset + 46 + nameLength);
  const name = nameDecoder.decode(nameBytes);
  const dataOffset = checkLocalHeader(bytes, view, localOffset, {
    nameBytes,
    method,
    compressedSize,
    uncompressedSize,
  });
  if (dataOffset + compressedSize > directoryOffset) throw unreadable();
  return { name, method, compressedSize, uncompressedSize, dataOffset, next };
}
