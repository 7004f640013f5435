import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import type { UnzipFile } from 'fflate';
import {
  INFLATE_CHUNK,
  MAX_COMPRESSION_RATIO,
  MAX_TOTAL_UNCOMPRESSED,
  MAX_ZIP_ENTRIES,
  RATIO_CHECK_FLOOR,
} from './limits';
import { IMPORT_ERRORS } from './messages';
import { ImportRejection } from './rejection';

/** One part of an .xlsx package, as its central directory declares it. */
export interface PackagePart {
  /** The part's name with '/' separators ('\' written by some Windows tools is read as '/'). */
  name: string;
  compressedSize: number;
  size: number;
  compression: number;
}

/** Parts by lower-case name: part names in a package are case-insensitive. */
export type PackageDirectory = ReadonlyMap<string, PackagePart>;

export const partKey = (name: string): string => partName(name).toLowerCase();

function partName(name: string): string {
  return name.replaceAll('\\', '/').replace(/^\/+/, '');
}

function unreadable(cause?: unknown): ImportRejection {
  return new ImportRejection(IMPORT_ERRORS.conversion, { cause });
}

/** A container that declares (or produces) more than any 10 MB workbook needs: a zip bomb. */
function bomb(reason: string): ImportRejection {
  return new ImportRejection(IMPORT_ERRORS.processing, { cause: new Error(reason) });
}

/**
 * Reads the central directory (fflate's `unzipSync` with a filter that keeps nothing, so
 * nothing is inflated) and bounds it: entry count, declared sizes and ratios, compression
 * methods, and no part named twice.
 */
export function readPackageDirectory(bytes: Uint8Array): PackageDirectory {
  const parts = new Map<string, PackagePart>();
  let total = 0;
  const keep = (info: { name: string; size: number; originalSize: number; compression: number }): false => {
    if (parts.size >= MAX_ZIP_ENTRIES) throw bomb(`more than ${MAX_ZIP_ENTRIES} entries`);
    const part = {
      name: partName(info.name),
      compressedSize: info.size,
      size: info.originalSize,
      compression: info.compression,
    };
    if (part.compression !== 0 && part.compression !== 8)
      throw unreadable(new Error(`compression ${part.compression}`));
    if (part.compression === 0 && part.size !== part.compressedSize) throw unreadable(new Error('stored sizes differ'));
    total += part.size;
    if (total > MAX_TOTAL_UNCOMPRESSED) throw bomb('declared sizes over the total budget');
    if (part.size > RATIO_CHECK_FLOOR && part.size > Math.max(part.compressedSize, 1) * MAX_COMPRESSION_RATIO) {
      throw bomb(`${part.name} declares a ratio over ${MAX_COMPRESSION_RATIO}`);
    }
    const key = part.name.toLowerCase();
    if (parts.has(key)) throw unreadable(new Error(`${part.name} is named twice`));
    parts.set(key, part);
    return false;
  };
  try {
    unzipSync(bytes, { filter: keep });
  } catch (error) {
    if (error instanceof ImportRejection) throw error;
    throw unreadable(error);
  }
  if (parts.size === 0) throw unreadable(new Error('empty package'));
  return parts;
}

/** Receives a part's inflated bytes in order; returns false when it needs no more. */
export type PartSink = (chunk: Uint8Array) => boolean;

interface Stream {
  part: PackagePart;
  sink: PartSink;
  produced: number;
  finished: boolean;
}

/**
 * Inflates the wanted parts with fflate's streaming `Unzip`, feeding the file in small pieces.
 * Each part's budget is the size the central directory declared: a part that inflates past it
 * lies about its size and stops there ('Error al procesar el archivo'); one that ends short, or
 * a broken stream, is unreadable ('Error al convertir el archivo'). Nothing is cut silently.
 * Parts not wanted are skipped without inflating. Stops feeding once every wanted part is done.
 */
export function streamParts(
  bytes: Uint8Array,
  directory: PackageDirectory,
  sinks: ReadonlyMap<string, PartSink>,
): void {
  const streams = new Map<string, Stream>();
  const seen = new Set<string>();
  let failure: ImportRejection | null = null;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file: UnzipFile) => {
    const key = partKey(file.name);
    const part = directory.get(key);
    if (seen.has(key) || !part || file.compression !== part.compression) {
      failure ??= unreadable(new Error(`local entry ${file.name} does not match the directory`));
      return;
    }
    seen.add(key);
    const sink = sinks.get(key);
    if (!sink) return;
    const stream: Stream = { part, sink, produced: 0, finished: false };
    streams.set(key, stream);
    file.ondata = (error, chunk, final) => {
      if (failure || stream.finished) return;
      if (error) {
        failure = unreadable(error);
        return;
      }
      stream.produced += chunk.length;
      if (stream.produced > part.size) {
        failure = bomb(`${part.name} inflates past its declared ${part.size} bytes`);
        return;
      }
      if (chunk.length > 0 && !sink(chunk)) stream.finished = true;
      else if (final) {
        stream.finished = true;
        if (stream.produced !== part.size) failure = unreadable(new Error(`${part.name} ends short`));
      }
    };
    file.start();
  };
  const done = () => sinks.size === streams.size && [...streams.values()].every((stream) => stream.finished);
  for (let start = 0; start < bytes.length && !done(); start += INFLATE_CHUNK) {
    const end = Math.min(start + INFLATE_CHUNK, bytes.length);
    try {
      unzip.push(bytes.subarray(start, end), end === bytes.length);
    } catch (error) {
      failure ??= unreadable(error);
    }
    if (failure) throw failure;
  }
  if (!done()) throw unreadable(new Error('a part the directory names is missing or cut'));
}

/**
 * Inflates every part not in `read`, keeping nothing, so that a part which lies about its size
 * is refused even though the import never needs it: a package is accepted only when honest.
 */
export function checkOtherParts(bytes: Uint8Array, directory: PackageDirectory, read: ReadonlySet<string>): void {
  const discard: PartSink = () => true;
  const sinks = new Map([...directory.keys()].filter((key) => !read.has(key)).map((key) => [key, discard]));
  if (sinks.size > 0) streamParts(bytes, directory, sinks);
}

/** Reads whole parts (each at most `maxBytes`) by name; a name missing from the package is left out. */
export function readParts(
  bytes: Uint8Array,
  directory: PackageDirectory,
  names: readonly string[],
  maxBytes: number,
): Map<string, Uint8Array> {
  const chunks = new Map<string, Uint8Array[]>();
  const sinks = new Map<string, PartSink>();
  for (const name of names) {
    const key = partKey(name);
    const part = directory.get(key);
    if (!part || sinks.has(key)) continue;
    if (part.size > maxBytes) throw bomb(`${part.name} is larger than ${maxBytes} bytes`);
    const list: Uint8Array[] = [];
    chunks.set(key, list);
    sinks.set(key, (chunk) => list.push(chunk) > 0);
  }
  if (sinks.size > 0) streamParts(bytes, directory, sinks);
  return new Map([...chunks].map(([key, list]) => [key, joinChunks(list)]));
}

export function joinChunks(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
