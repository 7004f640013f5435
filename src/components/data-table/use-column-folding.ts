import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { nextFit, unfolded } from './column-fit';

export interface ColumnFolding {
  /** Ids of the columns folded into the rows' detail. */
  readonly folded: ReadonlySet<string>;
  /** Even the columns that never fold are too wide for a row: each row is shown as a card. */
  readonly cards: boolean;
}

// Any overflow counts: even one pixel makes the region scroll sideways under a finger.
const excessOf = (element: HTMLElement) => element.scrollWidth - element.clientWidth;

/**
 * Folds columns, in `order`, until the table fits its scroll region, and turns rows into cards when
 * folding is not enough: the breakpoint is the space the table really has (sidebar open or not,
 * portrait or landscape), not a guess at the viewport. It starts again from every column when that
 * space or the shown rows change, and measures in a layout effect, so the reader never sees the
 * table overflow and then shrink. Folding one column per render instead cost a render and a layout
 * of the whole table per column: a quarter of a second to open a 500-row import on a tablet.
 */
export function useColumnFolding(
  region: RefObject<HTMLElement | null>,
  order: readonly string[],
  contentKey: string,
): ColumnFolding {
  const [width, setWidth] = useState(0);
  const [resized, setResized] = useState(0);
  const fitKey = `${width}|${order.join(',')}|${contentKey}`;
  const [fit, setFit] = useState({ key: fitKey, ...unfolded });
  if (fit.key !== fitKey) setFit({ key: fitKey, ...unfolded });

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
    const widthOf = (index: number) => {
      const header = element.querySelector(`th[data-column="${CSS.escape(order[index] ?? '')}"]`);
      return header ? header.getBoundingClientRect().width : 0;
    };
    const next = nextFit(fit, excessOf(element), order.length, widthOf);
    if (next === fit) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- folding needs the laid-out width, and a layout effect applies it before the first paint.
    setFit({ key: fitKey, ...next });
  }, [region, fit, fitKey, order, resized]);

  return { folded: new Set(order.slice(0, fit.folded)), cards: fit.cards };
}
