import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

export interface ColumnFolding {
  /** Ids of the columns folded into the rows' detail. */
  readonly folded: ReadonlySet<string>;
  /** Still wider than its space with every foldable column folded: the region scrolls sideways. */
  readonly overflowing: boolean;
}

// Any overflow counts: even one pixel makes the region scroll sideways under a finger.
const excessOf = (element: HTMLElement) => element.scrollWidth - element.clientWidth;

/**
 * How many columns, in order, to fold so that the excess goes, read from the same layout: a table
 * wider than its region is at its narrowest, so folding a column narrows it by that column's width.
 * The fold button's column, which appears with the first fold, is not counted; the next
 * measurement catches what it adds. Folding one column per render instead cost a render and a
 * layout of the whole table per column: a quarter of a second to open a 500-row import on a tablet.
 */
function foldedToFit(element: HTMLElement, order: readonly string[], folded: number, excess: number): number {
  let count = folded;
  let left = excess;
  while (left > 0 && count < order.length) {
    const id = order[count] ?? '';
    const header = element.querySelector(`th[data-column="${CSS.escape(id)}"]`);
    left -= header ? header.getBoundingClientRect().width : 0;
    count += 1;
  }
  return count;
}

/**
 * Folds columns, in `order`, until the table fits its scroll region: the breakpoint is the space
 * the table really has (sidebar open or not, portrait or landscape), not a guess at the viewport.
 * It starts again from every column when that space or the shown rows change, and measures in a
 * layout effect, so the reader never sees the table overflow and then shrink.
 */
export function useColumnFolding(
  region: RefObject<HTMLElement | null>,
  order: readonly string[],
  contentKey: string,
): ColumnFolding {
  const [width, setWidth] = useState(0);
  const [resized, setResized] = useState(0);
  const fitKey = `${width}|${order.join(',')}|${contentKey}`;
  const [fit, setFit] = useState({ key: fitKey, count: 0, overflowing: false });
  if (fit.key !== fitKey) setFit({ key: fitKey, count: 0, overflowing: false });

  useEffect(() => {
    const element = region.current;
    if (!element || typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(() => {
      setWidth(element.clientWidth);
      // The table itself can grow without its region changing (a web font arriving): measure again.
      setResized((count) => count + 1);
    });
    observer.observe(element);
    const table = element.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [region]);

  useLayoutEffect(() => {
    const element = region.current;
    if (!element || fit.key !== fitKey) return;
    const excess = excessOf(element);
    const tooWide = excess > 0;
    const next =
      tooWide && fit.count < order.length
        ? { ...fit, count: foldedToFit(element, order, fit.count, excess) }
        : { ...fit, overflowing: tooWide };
    if (next.count === fit.count && next.overflowing === fit.overflowing) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- folding needs the laid-out width, and a layout effect applies it before the first paint.
    setFit(next);
  }, [region, fit, fitKey, order, resized]);

  return { folded: new Set(order.slice(0, fit.count)), overflowing: fit.overflowing };
}
