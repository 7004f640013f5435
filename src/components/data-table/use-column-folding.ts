import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

export interface ColumnFolding {
  /** Ids of the columns folded into the rows' detail. */
  readonly folded: ReadonlySet<string>;
  /** Still wider than its space with every foldable column folded: the region scrolls sideways. */
  readonly overflowing: boolean;
}

// Any overflow counts: even one pixel makes the region scroll sideways under a finger.
const overflows = (element: HTMLElement) => element.scrollWidth > element.clientWidth;

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
    const tooWide = overflows(element);
    const next =
      tooWide && fit.count < order.length ? { ...fit, count: fit.count + 1 } : { ...fit, overflowing: tooWide };
    if (next.count === fit.count && next.overflowing === fit.overflowing) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- folding needs the laid-out width, and a layout effect applies it before the first paint.
    setFit(next);
  }, [region, fit, fitKey, order.length, resized]);

  return { folded: new Set(order.slice(0, fit.count)), overflowing: fit.overflowing };
}
