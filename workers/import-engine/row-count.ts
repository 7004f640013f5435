import { ROW_COUNT_STOP } from './limits';
import { parseFirstXlsSheet } from './parse';
import type { ParsedSheet } from './parse';
import { countNonEmptyRows } from './sheet-data';
import { locateFirstSheet } from './sheet-locator';
import { NonEmptyRowCounter } from './xml-row-counter';
import type { ZipEntry } from './zip-directory';
import { inflateEntry, joinChunks } from './zip-inflate';

export interface XlsxRowCount {
  /** The first sheet's entry; when the count did not stop early, it is fully verified. */
  sheet: ZipEntry;
  /** Non-empty rows seen, header included (stops at ROW_COUNT_STOP). */
  rows: number;
  limitReached: boolean;
  /** Bytes of sheet XML actually inflated, and the size the ZIP declares for it. */
  inflatedBytes: number;
  declaredBytes: number;
  /** The whole inflated sheet when the count read it to the end (kept so it is inflated once). */
  content: Uint8Array | null;
}

/**
 * Streams the first sheet's XML through fflate in small chunks, counting non-empty rows, and
 * stops inflating as soon as header + 501 data rows are seen: the rest is never inflated.
 */
export function countXlsxRows(
  bytes: Uint8Array,
  entries: readonly ZipEntry[],
  onProgress?: (fraction: number) => void,
): XlsxRowCount {
  const sheet = locateFirstSheet(bytes, entries);
  const counter = new NonEmptyRowCounter(ROW_COUNT_STOP);
  const decoder = new TextDecoder('utf-8');
  const chunks: Uint8Array[] = [];
  const report = inflateEntry(
    bytes,
    sheet,
    (chunk) => {
      chunks.push(chunk);
      counter.push(decoder.decode(chunk, { stream: true }));
      return !counter.reachedLimit;
    },
    onProgress,
  );
  if (!report.stopped) {
    counter.push(decoder.decode());
    counter.finish();
  }
  return {
    sheet,
    rows: counter.count,
    limitReached: counter.reachedLimit,
    inflatedBytes: report.producedBytes,
    declaredBytes: sheet.uncompressedSize,
    content: report.stopped ? null : joinChunks(chunks, report.producedBytes),
  };
}

export interface XlsRowCount {
  rows: number;
  limitReached: boolean;
  /** The sheet SheetJS returned when `sheetRows` did not cut it: parsing again is not needed. */
  complete: ParsedSheet | null;
}

/** xls: SheetJS reads at most 502 rows (`sheetRows`), then the same non-empty count. */
export function countXlsRows(bytes: Uint8Array): XlsRowCount {
  const sheet = parseFirstXlsSheet(bytes, ROW_COUNT_STOP);
  const rows = countNonEmptyRows(sheet.grid, ROW_COUNT_STOP);
  return { rows, limitReached: rows >= ROW_COUNT_STOP, complete: sheet.truncated ? null : sheet };
}
