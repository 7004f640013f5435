import type { InvoiceDetailRow } from './types';

/**
 * A near-10 MB file's rows are about 13 million characters of text. Handing them over in one
 * piece (a worker message, an IndexedDB write) costs the page's main thread over 100 ms; in
 * pieces of a quarter of a million characters each takes a few milliseconds, with room to
 * spare on a busy machine (measured by `npm run bench`; see docs/performance.md).
 */
export const CHARACTERS_PER_BATCH = 250_000;
/** What a row costs besides its observations: its other fields, generously. */
const ROW_OVERHEAD_CHARACTERS = 400;

/** Consecutive rows, cut wherever a batch would pass `limit` characters; never an empty batch. */
export function rowBatches<Row extends Pick<InvoiceDetailRow, 'observations'>>(
  rows: readonly Row[],
  limit = CHARACTERS_PER_BATCH,
): Row[][] {
  const batches: Row[][] = [];
  let batch: Row[] = [];
  let size = 0;
  for (const row of rows) {
    const rowSize = ROW_OVERHEAD_CHARACTERS + (row.observations?.length ?? 0);
    if (batch.length > 0 && size + rowSize > limit) {
      batches.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(row);
    size += rowSize;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
