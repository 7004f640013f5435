/** Marks the grid tool that brings deleted rows back: the focus goes there when no row is left. */
export const restoreRowsSelector = '[data-restore-rows]';

/**
 * Where the focus goes after deleting rows: the row shown after the last deleted one, else the
 * nearest one left before it; null when none is left. `shownIds` are the rows in the grid's order.
 */
export function rowAfter(shownIds: readonly string[], gone: ReadonlySet<string>): string | null {
  const last = shownIds.findLastIndex((id) => gone.has(id));
  if (last < 0) return null;
  const after = shownIds.slice(last + 1).find((id) => !gone.has(id));
  return after ?? shownIds.slice(0, last).findLast((id) => !gone.has(id)) ?? null;
}
