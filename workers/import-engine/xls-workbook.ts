import { CFB } from 'xlsx';
import { MAPPED_COLUMNS, ROW_COUNT_STOP } from './limits';
import { IMPORT_ERRORS } from './messages';
import { checkOleHeader } from './ole-header';
import type { ProgressReporter } from './progress';
import { readFirstSheet } from './read-workbook';
import type { ParsedSheet } from './read-workbook';
import { ImportRejection } from './rejection';
import { isBlankRow } from './sheet-data';
import { readXlsRecords } from './xls-records';
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

function unreadable(reason: string): ImportRejection {
  return new ImportRejection(IMPORT_ERRORS.conversion, { cause: new Error(reason) });
}

/**
 * An .xls: the compound file opened by SheetJS's CFB library and checked whole (every stream its
 * directory names is in the file), the Workbook stream made safe and its rows counted from
 * the cell records (readXlsRecords); a sheet with more than 500 certain data rows stops here.
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
  const records = readXlsRecords(stream);
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
