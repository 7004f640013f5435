import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import type { UnzipFile } from 'fflate';
import {
  MAX_COMPRESSION_RATIO,
  MAX_DATA_ROWS,
  MAX_TOTAL_UNCOMPRESSED,
  MAX_ZIP_ENTRIES,
  RATIO_CHECK_FLOOR,
} from './limits';
import { IMPORT_ERRORS } from './messages';
import { ImportRejection } from './rejection';
import { CertainRowCount } from './row-count';

/** One part of an .xlsx package, as its central directory declares it. */
interface Part {
  readonly name: string;
  readonly size: number;
  readonly compression: number;
}

/** Compressed bytes fed to the inflater at a time: what one push can inflate stays small. */
const FEED_BYTES = 16 * 1024;
/** Header + 501 data rows: certainly more than SPEC allows. */
const ROWS_OVER_LIMIT = MAX_DATA_ROWS + 2;

/** Part names are case-insensitive, and some Windows tools write `\` for `/`. */
const partKey = (name: string) => name.replaceAll('\\', '/').replace(/^\/+/, '').toLowerCase();

const unreadable = (reason: string) => new ImportRejection(IMPORT_ERRORS.conversion, { cause: new Error(reason) });
/** A container that declares (or produces) more than any 10 MB workbook needs: a zip bomb. */
const bomb = (reason: string) => new ImportRejection(IMPORT_ERRORS.processing, { cause: new Error(reason) });

/**
 * The central directory, read by fflate without inflating anything, within its budgets. Refused on
 * purpose: two parts of the same name (programs disagree on which one is the workbook), and a
 * package without [Content_Types].xml (Excel refuses it; SheetJS may open a nested archive instead).
 */
function readDirectory(bytes: Uint8Array): Map<string, Part> {
  const parts = new Map<string, Part>();
  let total = 0;
  const keep = (entry: { name: string; size: number; originalSize: number; compression: number }): false => {
    if (parts.size >= MAX_ZIP_ENTRIES) throw bomb(`more than ${MAX_ZIP_ENTRIES} entries`);
    if (entry.compression !== 0 && entry.compression !== 8) throw unreadable(`compression ${entry.compression}`);
    total += entry.originalSize;
    if (total > MAX_TOTAL_UNCOMPRESSED) throw bomb('declared sizes over the total budget');
    const ratio = entry.originalSize / Math.max(entry.size, 1);
    if (entry.originalSize > RATIO_CHECK_FLOOR && ratio > MAX_COMPRESSION_RATIO) throw bomb(`${entry.name} ratio`);
    const key = partKey(entry.name);
    if (parts.has(key)) throw unreadable(`${entry.name} is named twice`);
    parts.set(key, { name: entry.name, size: entry.originalSize, compression: entry.compression });
    return false;
  };
  try {
    unzipSync(bytes, { filter: keep });
  } catch (error) {
    throw error instanceof ImportRejection ? error : unreadable(String(error));
  }
  if (!parts.has('[content_types].xml')) throw new ImportRejection(IMPORT_ERRORS.processing);
  return parts;
}

/** Receives a part's inflated bytes in order (`null` once it has ended); false stops the part. */
type PartReader = (chunk: Uint8Array | null) => boolean;

/**
 * Inflates the parts in `wanted` with fflate's streaming `Unzip`, each held to the size the
 * directory declares: one that inflates past it lies ('Error al procesar el archivo'), one that
 * ends short or breaks is unreadable ('Error al convertir el archivo'). A reader that stops its
 * part ends the pass there (the rest of the file is not inflated): that part is returned.
 */
function inflateParts(
  bytes: Uint8Array,
  directory: ReadonlyMap<string, Part>,
  wanted: ReadonlySet<string>,
  readerOf?: (key: string) => PartReader | undefined,
  onFed?: (fraction: number) => void,
): string | null {
  const ended = new Set<string>();
  // Set from fflate's callbacks, which the compiler's narrowing does not follow.
  const pass: { stopped: string | null; failure: ImportRejection | null } = { stopped: null, failure: null };
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file: UnzipFile) => {
    const key = partKey(file.name);
    const part = directory.get(key);
    if (!part || file.compression !== part.compression || ended.has(key)) {
      pass.failure ??= unreadable(`local entry ${file.name} does not match the directory`);
      return;
    }
    ended.add(key);
    if (!wanted.has(key)) return;
    const reader = readerOf?.(key);
    let produced = 0;
    file.ondata = (error, chunk, final) => {
      if (pass.failure || pass.stopped !== null) return;
      if (error) pass.failure = unreadable(error.message);
      else if ((produced += chunk.length) > part.size) pass.failure = bomb(`${part.name} inflates past its size`);
      else if (reader && !reader(chunk)) pass.stopped = key;
      else if (final) {
        reader?.(null);
        if (produced !== part.size) pass.failure = unreadable(`${part.name} ends short`);
      }
    };
    file.start();
  };
  for (let start = 0; start < bytes.length && !pass.failure && pass.stopped === null; start += FEED_BYTES) {
    const end = Math.min(start + FEED_BYTES, bytes.length);
    try {
      unzip.push(bytes.subarray(start, end), end === bytes.length);
    } catch (error) {
      pass.failure ??= unreadable(String(error));
    }
    onFed?.(end / bytes.length);
  }
  if (pass.failure) throw pass.failure;
  if (pass.stopped === null && [...wanted].some((key) => !ended.has(key))) throw unreadable('a part is missing or cut');
  return pass.stopped;
}

/** A certain-row count fed a part's bytes; it stops the part once the part is over the limit. */
function countingReader(count: CertainRowCount): PartReader {
  const decoder = new TextDecoder('utf-8');
  let first = true;
  return (chunk) => {
    // XML in UTF-16 is not read here: the part may still be a sheet, so it stops every refusal.
    if (first && chunk && ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff)))
      count.unsure = true;
    first = false;
    if (count.done) return true;
    if (chunk === null) count.end();
    else count.push(decoder.decode(chunk, { stream: true }));
    return !count.over;
  };
}

/**
 * Checks an .xlsx package before SheetJS reads it: its directory within budgets, and every part
 * inflated (and discarded) to prove that it is whole and no larger than declared, since SheetJS
 * would inflate a lying part without limit and loops on a broken stream. Meanwhile each part that
 * may be a worksheet has its certain rows counted, a part over the limit no further than that.
 * True when every such part holds more than 500 data rows: whichever sheet SheetJS would read
 * exceeds SPEC's limit, and the file is refused unread.
 */
export function checkPackage(bytes: Uint8Array, onFed?: (fraction: number) => void): { tooManyRows: boolean } {
  const directory = readDirectory(bytes);
  const counts = new Map<string, CertainRowCount>();
  const over = new Set<string>();
  const remaining = () => new Set([...directory.keys()].filter((key) => !over.has(key)));
  // A pass ends at a part over the limit; the next one skips it without inflating it.
  let stopped: string | null;
  do {
    stopped = inflateParts(
      bytes,
      directory,
      remaining(),
      (key) => {
        if (key.endsWith('.bin')) return undefined;
        const count = new CertainRowCount(ROWS_OVER_LIMIT);
        counts.set(key, count);
        return countingReader(count);
      },
      onFed,
    );
    if (stopped !== null) over.add(stopped);
  } while (stopped !== null);
  const sheets = [...counts.values()].filter((count) => count.isSheet);
  if (sheets.length > 0 && sheets.every((count) => count.over)) return { tooManyRows: true };
  // Not refused after all: the parts left half-inflated are held to their sizes too.
  if (over.size > 0) inflateParts(bytes, directory, over);
  return { tooManyRows: false };
}
