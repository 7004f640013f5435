import { describe, expect, it } from 'vitest';
import { CHARACTERS_PER_BATCH, rowBatches } from '../../../workers/import-engine/row-batches';

const rowWith = (index: number, observations?: string) => ({
  index,
  ...(observations === undefined ? {} : { observations }),
});

describe('rowBatches', () => {
  it('keeps 500 short rows in one batch', () => {
    const rows = Array.from({ length: 500 }, (_, index) => rowWith(index, 'Nota breve'));
    expect(rowBatches(rows)).toEqual([rows]);
  });

  it('cuts rows with long notes into batches of at most CHARACTERS_PER_BATCH, in order, none empty', () => {
    const rows = Array.from({ length: 500 }, (_, index) => rowWith(index, 'x'.repeat(26_500)));
    const batches = rowBatches(rows);
    expect(batches.length).toBeGreaterThanOrEqual(13);
    expect(batches.flat()).toEqual(rows);
    for (const batch of batches) {
      expect(batch.length).toBeGreaterThan(0);
      expect(batch.reduce((sum, row) => sum + 400 + (row.observations?.length ?? 0), 0)).toBeLessThanOrEqual(
        CHARACTERS_PER_BATCH,
      );
    }
  });

  it('gives a single row larger than the limit a batch of its own', () => {
    const rows = [rowWith(0, 'a'), rowWith(1, 'b'.repeat(CHARACTERS_PER_BATCH * 2)), rowWith(2)];
    expect(rowBatches(rows).map((batch) => batch.map((row) => row.index))).toEqual([[0], [1], [2]]);
  });

  it('has nothing to cut in no rows', () => {
    expect(rowBatches([])).toEqual([]);
  });
});
