/**
 * How a table meets its space: as a table with `folded` of its foldable columns moved into the
 * rows' detail, or, when even the columns that never fold do not fit beside one another (a phone),
 * as one card per row, its values under one another. It never scrolls sideways.
 */
export interface ColumnFit {
  /** How many of the foldable columns, in their folding order, are folded. */
  readonly folded: number;
  readonly cards: boolean;
}

export const unfolded: ColumnFit = { folded: 0, cards: false };

/**
 * The next layout to try, from what the current one measures: `excess` is how much wider than its
 * region the table is (any pixel counts: it would scroll under a finger), `widthOf(index)` the
 * width of the foldable column at that index. A table that is too wide is at its narrowest, so
 * folding a column narrows it by that column's width: enough columns to cover the excess fold in
 * one step. The fold button's column, which appears with the first fold, is not counted; the next
 * measurement catches what it adds. Returns `fit` itself when nothing changes.
 */
export function nextFit(
  fit: ColumnFit,
  excess: number,
  foldable: number,
  widthOf: (index: number) => number,
): ColumnFit {
  if (excess <= 0 || fit.cards) return fit;
  if (fit.folded >= foldable) return { folded: foldable, cards: true };
  let folded = fit.folded;
  let left = excess;
  while (left > 0 && folded < foldable) {
    left -= widthOf(folded);
    folded += 1;
  }
  return { folded, cards: false };
}
