import { Unzip, unzipSync, zipSync } from 'fflate';
import type { AsyncFlateStreamHandler, UnzipDecoder, UnzipFileInfo } from 'fflate';
import {
  MAX_COMPRESSION_RATIO,
  MAX_FILLED_ROWS,
  MAX_TOTAL_UNCOMPRESSED,
  MAX_ZIP_ENTRIES,
  RATIO_LIMIT_FROM,
} from './limits';
import { IMPORT_ERRORS } from './messages';
import { ImportRejection, notAWorkbook } from './rejection';
import { CertainRowCount } from './row-count';

/** One part of an .xlsx package: what its central directory declares, and its stored bytes. */
interface Part {
  readonly name: string;
  readonly size: number;
  readonly compression: number;
  readonly stored: Uint8Array<ArrayBuffer>[];
}

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
function readDirectory(bytes: Uint8Array): Map<string, Omit<Part, 'stored'>> {
  const parts = new Map<string, Omit<Part, 'stored'>>();
  let total = 0;
  const keep = ({ name, size, originalSize, compression }: UnzipFileInfo): false => {
    if (parts.size >= MAX_ZIP_ENTRIES) throw bomb(`more than ${MAX_ZIP_ENTRIES} entries`);
    if (compression !== 0 && compression !== 8) throw unreadable(`compression ${compression}`);
    total += originalSize;
    if (total > MAX_TOTAL_UNCOMPRESSED) throw bomb('declared sizes over the total budget');
    if (originalSize > RATIO_LIMIT_FROM && originalSize / Math.max(size, 1) > MAX_COMPRESSION_RATIO) throw bomb(name);
    if (parts.has(partKey(name))) throw unreadable(`${name} is named twice`);
    parts.set(partKey(name), { name, size: originalSize, compression });
    return false;
  };
  try {
    unzipSync(bytes, { filter: keep });
  } catch (error) {
    throw error instanceof ImportRejection ? error : unreadable(String(error));
  }
  if (!parts.has('[content_types].xml')) throw new ImportRejection(IMPORT_ERRORS.processing);
  // A Word document or a presentation renamed .xlsx: an Office package, but no workbook in it.
  const workbook = [...parts.keys()].some((key) => key.startsWith('xl/'));
  if (!workbook && [...parts.keys()].some((key) => /^(?:word|ppt)\//u.test(key))) {
    throw notAWorkbook('an Office document that is no workbook');
  }
  return parts;
}

/** Registered with fflate's streaming Unzip, it hands on each part's deflated bytes as they are. */
class DeflatedBytes implements UnzipDecoder {
  static readonly compression = 8;
  ondata: AsyncFlateStreamHandler = () => undefined;
  push(chunk: Uint8Array, final: boolean): void {
    // A copy: fflate may hand on a view of a buffer it goes on using.
    this.ondata(null, chunk.slice(), final);
  }
}

/** Every part's stored bytes, found by fflate walking the local headers, as the directory names them. */
function storedParts(bytes: Uint8Array, directory: ReadonlyMap<string, Omit<Part, 'stored'>>): Part[] {
  const parts = new Map<string, Part>();
  let failure: ImportRejection | undefined;
  const unzip = new Unzip();
  unzip.register(DeflatedBytes);
  unzip.onfile = (file) => {
    const declared = directory.get(partKey(file.name));
    if (!declared || file.compression !== declared.compression || parts.has(partKey(file.name))) {
      failure ??= unreadable(`local entry ${file.name} does not match the directory`);
      return;
    }
    const part: Part = { ...declared, stored: [] };
    parts.set(partKey(file.name), part);
    file.ondata = (error, chunk) => {
      if (error) failure ??= unreadable(error.message);
      else part.stored.push(chunk);
    };
    file.start();
  };
  try {
    unzip.push(bytes, true);
  } catch (error) {
    failure ??= unreadable(String(error));
  }
  if (failure) throw failure;
  if (parts.size !== directory.size) throw unreadable('a part the directory names is missing');
  return [...parts.values()];
}

/** Pieces as one run of bytes. */
function joined(pieces: readonly Uint8Array[]): Uint8Array {
  if (pieces.length === 1 && pieces[0]) return pieces[0];
  const whole = new Uint8Array(pieces.reduce((size, piece) => size + piece.length, 0));
  pieces.reduce((offset, piece) => (whole.set(piece, offset), offset + piece.length), 0);
  return whole;
}

/**
 * The stored bytes reach the native inflater a slice at a time, each when it asks for more, so
 * that a part that inflates past its declared size is stopped within one slice's output (about
 * 16 MB). They come from memory: in Chromium a stream read from a Blob cost 1 to 8 ms a part on
 * its way through the browser process, and fflate took 2 to 12 ms for the sheet of 500 invoices
 * that the native inflater reads in under 1 ms.
 */
const SLICE = 16 * 1024;

function storedStream(pieces: readonly Uint8Array<ArrayBuffer>[]): ReadableStream<BufferSource> {
  const slices = (function* () {
    for (const piece of pieces) for (let at = 0; at < piece.length; at += SLICE) yield piece.subarray(at, at + SLICE);
  })();
  return new ReadableStream<BufferSource>(
    {
      pull(controller) {
        const next = slices.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
    },
    { highWaterMark: 0 },
  );
}

/** A part's bytes as the workbook holds them: stored as they are, or inflated. */
async function* contentOf(part: Part): AsyncGenerator<Uint8Array> {
  if (part.compression === 0) return yield* part.stored;
  const reader = storedStream(part.stored).pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * A part inflated whole, held to the size the directory declares: more is a bomb ('Error al
 * procesar el archivo'); less, or a broken stream, is unreadable ('Error al convertir el
 * archivo'). A count may stop it early (null): its size is then left unchecked.
 */
async function inflatePart(part: Part): Promise<Uint8Array>;
async function inflatePart(part: Part, count: CertainRowCount | undefined): Promise<Uint8Array | null>;
async function inflatePart(part: Part, count?: CertainRowCount): Promise<Uint8Array | null> {
  const pieces: Uint8Array[] = [];
  let produced = 0;
  try {
    for await (const chunk of contentOf(part)) {
      produced += chunk.length;
      if (produced > part.size) throw bomb(`${part.name} inflates past its size`);
      if (count?.pushBytes(chunk).over) return null;
      pieces.push(chunk);
    }
  } catch (error) {
    throw error instanceof ImportRejection ? error : unreadable(`${part.name}: ${String(error)}`);
  }
  count?.end();
  if (produced !== part.size) throw unreadable(`${part.name} ends short`);
  return joined(pieces);
}

/** What the check says of a package: certainly over the limit, or whole, with its parts stored. */
export type PackageCheck =
  { readonly tooManyRows: true } | { readonly tooManyRows: false; readonly stored: Uint8Array };

/**
 * Checks an .xlsx package before SheetJS reads it: its directory within budgets, and every part
 * inflated to prove that it is whole and no larger than declared, since SheetJS would inflate a
 * lying part without limit and loops on a broken stream. Meanwhile each part that may be a
 * worksheet has its certain rows counted, a part over the limit no further than that: when every
 * such part holds more rows than a title, a header, 500 invoices and their totals can fill,
 * whichever sheet SheetJS would read exceeds SPEC's limit, and the file is refused unread.
 * Otherwise the same parts, under the same names, come back stored without compression, so that
 * SheetJS reads them all without inflating them again.
 */
export async function checkPackage(bytes: Uint8Array, onChecked?: (fraction: number) => void): Promise<PackageCheck> {
  const parts = storedParts(bytes, readDirectory(bytes));
  const contents = new Map<Part, Uint8Array | null>();
  const counts: CertainRowCount[] = [];
  for (const part of parts) {
    // Binary parts (.bin) are never XML: SheetJS reads them as records.
    const count = partKey(part.name).endsWith('.bin') ? undefined : new CertainRowCount(MAX_FILLED_ROWS + 1);
    if (count) counts.push(count);
    contents.set(part, await inflatePart(part, count));
    onChecked?.(contents.size / parts.length);
  }
  // Every part that is a sheet is over, and one is (a part over is a sheet): asked in this order,
  // a count that was never over is not read to learn whether it is a sheet.
  if (counts.some((count) => count.over) && counts.every((count) => count.over || !count.isSheet)) {
    return { tooManyRows: true };
  }
  // A null prototype: a part may be named `__proto__`.
  const files = Object.create(null) as Record<string, Uint8Array>;
  // A part a count stopped is read again whole: the file was not refused after all.
  for (const [part, content] of contents) files[part.name] = content ?? (await inflatePart(part));
  return { tooManyRows: false, stored: zipSync(files, { level: 0 }) };
}
