import { describe, expect, it } from 'vitest';
import { nextFit, unfolded, type ColumnFit } from '@/components/data-table/column-fit';

/** Widths of the foldable columns, in folding order, as the table lays them out. */
const widths = [120, 90, 150];
const widthOf = (index: number) => widths[index] ?? 0;

describe('nextFit: fold, then cards, never sideways scroll', () => {
  it('keeps a table that fits as it is', () => {
    expect(nextFit(unfolded, 0, widths.length, widthOf)).toBe(unfolded);
    expect(nextFit(unfolded, -40, widths.length, widthOf)).toBe(unfolded);
  });

  it('folds in one step as many columns as cover the excess, in order', () => {
    expect(nextFit(unfolded, 1, widths.length, widthOf)).toEqual({ folded: 1, cards: false });
    expect(nextFit(unfolded, 120, widths.length, widthOf)).toEqual({ folded: 1, cards: false });
    expect(nextFit(unfolded, 121, widths.length, widthOf)).toEqual({ folded: 2, cards: false });
    expect(nextFit({ folded: 1, cards: false }, 100, widths.length, widthOf)).toEqual({ folded: 3, cards: false });
  });

  it('turns rows into cards when every foldable column is folded and the rest still overflows', () => {
    const allFolded: ColumnFit = { folded: widths.length, cards: false };
    expect(nextFit(allFolded, 1, widths.length, widthOf)).toEqual({ folded: widths.length, cards: true });
    // A table of key columns only goes straight to cards.
    expect(nextFit(unfolded, 30, 0, widthOf)).toEqual({ folded: 0, cards: true });
  });

  it('stays in cards: only a new width or new rows start the fitting again', () => {
    const cards: ColumnFit = { folded: widths.length, cards: true };
    expect(nextFit(cards, 10, widths.length, widthOf)).toBe(cards);
    expect(nextFit(cards, 0, widths.length, widthOf)).toBe(cards);
  });

  it('ends in cards from any overflow after at most two measurements', () => {
    const first = nextFit(unfolded, 10_000, widths.length, widthOf);
    expect(first).toEqual({ folded: 3, cards: false });
    expect(nextFit(first, 10_000, widths.length, widthOf)).toEqual({ folded: 3, cards: true });
  });
});
