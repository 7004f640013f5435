import { IMPORT_ERRORS } from './messages';
import { ImportRejection } from './rejection';

const HEADER_SIZE = 512;
const HEADER_DIFAT_ENTRIES = 109;
/** FAT values from here up are markers (end of chain, FAT, DIFAT), not sector numbers. */
const FIRST_MARKER = 0xfffffffa;

function unreadable(): ImportRejection {
  return new ImportRejection(IMPORT_ERRORS.conversion);
}

/**
 * Checks an OLE compound file (xls) is whole before SheetJS reads it: a sane header, FAT and
 * directory sectors inside the file, and no sector chain that links past its end, as a
 * truncated download leaves behind. Failing that, the bytes are unreadable. A last sector
 * shorter than the others is allowed (some writers do not pad it): whether every stream still
 * fits is checked once the directory is read.
 */
export function checkOleHeader(bytes: Uint8Array): void {
  if (bytes.byteLength < HEADER_SIZE) throw unreadable();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const major = view.getUint16(0x1a, true);
  const shift = view.getUint16(0x1e, true);
  if (view.getUint16(0x1c, true) !== 0xfffe || view.getUint16(0x20, true) !== 6) throw unreadable();
  if (!((major === 3 && shift === 9) || (major === 4 && shift === 12))) throw unreadable();
  const sectorSize = 1 << shift;
  const sectorCount = Math.ceil((bytes.byteLength - sectorSize) / sectorSize);
  const fatSectors = view.getUint32(0x2c, true);
  const directoryStart = view.getUint32(0x30, true);
  if (sectorCount < 1 || fatSectors < 1 || directoryStart >= sectorCount) throw unreadable();
  const entriesPerSector = sectorSize / 4;
  const checked = Math.min(fatSectors, HEADER_DIFAT_ENTRIES);
  for (let index = 0; index < checked; index += 1) {
    const fatSector = view.getUint32(0x4c + index * 4, true);
    const base = sectorSize + fatSector * sectorSize;
    if (fatSector >= sectorCount || base + sectorSize > bytes.byteLength) throw unreadable();
    for (let slot = 0; slot < entriesPerSector; slot += 1) {
      const next = view.getUint32(base + slot * 4, true);
      if (next < FIRST_MARKER && next >= sectorCount) throw unreadable();
    }
  }
}
