import { Inflate } from 'fflate';
import { INFLATE_CHUNK } from './limits';
import { IMPORT_ERRORS } from './messages';
import { ImportRejection } from './rejection';
import type { ZipEntry } from './zip-directory';

/** Receives each inflated chunk; returns false to stop inflating. */
export type ChunkSink = (chunk: Uint8Array) => boolean;

export interface InflateReport {
  /** Inflated bytes actually produced (never more than one chunk past the declared size). */
  producedBytes: number;
  /** True when the sink asked to stop before the entry's end. */
  stopped: boolean;
}

/**
 * Inflates one entry in small chunks with fflate's streaming `Inflate`, never producing more
 * than the entry declares: a header that lies about its size is a bomb ('Error al procesar el
 * archivo'); a broken deflate stream or a short one is unreadable ('Error al convertir el archivo').
 */
export function inflateEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  sink: ChunkSink,
  onInput?: (fraction: number) => void,
): InflateReport {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  const state = { producedBytes: 0, overflow: false, stopped: false };
  const accept = (chunk: Uint8Array): void => {
    if (state.overflow || state.stopped || chunk.length === 0) return;
    state.producedBytes += chunk.length;
    if (state.producedBytes > entry.uncompressedSize) {
      state.overflow = true;
      return;
    }
    if (!sink(chunk)) state.stopped = true;
  };
  const inflater = entry.method === 8 ? new Inflate((chunk) => accept(chunk)) : null;
  let start = 0;
  do {
    const end = Math.min(start + INFLATE_CHUNK, data.length);
    const piece = data.subarray(start, end);
    if (inflater) {
      try {
        inflater.push(piece, end === data.length);
      } catch {
        throw new ImportRejection(IMPORT_ERRORS.conversion);
      }
    } else {
      accept(piece);
    }
    if (state.overflow) throw new ImportRejection(IMPORT_ERRORS.processing);
    if (state.stopped) return { producedBytes: state.producedBytes, stopped: true };
    onInput?.(data.length === 0 ? 1 : end / data.length);
    start = end;
  } while (start < data.length);
  if (state.producedBytes !== entry.uncompressedSize) {
    throw new ImportRejection(IMPORT_ERRORS.conversion);
  }
  return { producedBytes: state.producedBytes, stopped: false };
}

/** Inflates an entry whole into text, refusing parts larger than `maxBytes`. */
export function readEntryText(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): string {
  if (entry.uncompressedSize > maxBytes) throw new ImportRejection(IMPORT_ERRORS.processing);
  const decoder = new TextDecoder('utf-8');
  let text = '';
  inflateEntry(bytes, entry, (chunk) => {
    text += decoder.decode(chunk, { stream: true });
    return true;
  });
  return text + decoder.decode();
}

/** An entry's name and its inflated bytes. */
export interface InflatedEntry {
  name: string;
  content: Uint8Array;
}

/** Joins inflated chunks into one buffer of exactly `length` bytes. */
export function joinChunks(chunks: readonly Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]?.byteLength === length) return chunks[0];
  const content = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    content.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return content;
}

/**
 * Inflates every entry once, bounded like `inflateEntry` (no entry produces more than it
 * declares), and keeps the bytes: SheetJS then parses them as they are and never inflates the
 * container itself, trusting its headers, a second time.
 */
export function inflateZipEntries(
  bytes: Uint8Array,
  entries: readonly ZipEntry[],
  onProgress?: (fraction: number) => void,
): InflatedEntry[] {
  const total = entries.reduce((sum, entry) => sum + entry.compressedSize, 0) || 1;
  let done = 0;
  return entries.map((entry) => {
    const chunks: Uint8Array[] = [];
    inflateEntry(bytes, entry, (chunk) => {
      chunks.push(chunk);
      return true;
    });
    done += entry.compressedSize;
    onProgress?.(done / total);
    return { name: entry.name, content: joinChunks(chunks, entry.uncompressedSize) };
  });
}
