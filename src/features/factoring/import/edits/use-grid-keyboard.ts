import { useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';

const CELL = '.grid-cell';
/** The table's scrolling region: the grid's tab stop until a cell has been used. */
const REGION = '[role="region"]';
const ENTRY_KEYS = ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Enter', 'F2'];
/** A cell, or the input open in its place. */
const ANY_CELL = '[data-cell]';

/** The editable cells of a cell's row, in order. */
function rowCells(cell: HTMLElement): HTMLElement[] {
  const row = cell.closest('tr');
  return row ? [...row.querySelectorAll<HTMLElement>(ANY_CELL)] : [];
}

/** The same column's cell in the row above or below, skipping rows without one. */
function verticalNeighbour(cell: HTMLElement, down: boolean): HTMLElement | null {
  let row = cell.closest('tr');
  const column = cell.dataset.column ?? '';
  while (row) {
    const next: Element | null = down ? row.nextElementSibling : row.previousElementSibling;
    row = next instanceof HTMLTableRowElement ? next : null;
    const found = row?.querySelector<HTMLElement>(`${ANY_CELL}[data-column="${column}"]`);
    if (found) return found;
  }
  return null;
}

/** The cell a key moves to from `cell`, or null when the key does not move (or leaves the grid). */
export function cellTowards(cell: HTMLElement, key: string, shift = false): HTMLElement | null {
  const cells = rowCells(cell);
  const index = cells.indexOf(cell);
  switch (key) {
    case 'ArrowLeft':
      return cells[index - 1] ?? null;
    case 'ArrowRight':
      return cells[index + 1] ?? null;
    case 'Tab':
      return cells[shift ? index - 1 : index + 1] ?? null;
    case 'Home':
      return cells[0] ?? null;
    case 'End':
      return cells[cells.length - 1] ?? null;
    case 'ArrowUp':
      return verticalNeighbour(cell, false);
    case 'ArrowDown':
      return verticalNeighbour(cell, true);
    default:
      return null;
  }
}

/**
 * The grid's keyboard model (a roving tab stop): the table's region, then the last cell used, is
 * in the page's tab order; the arrows, Home and End move between cells, Tab moves along the row
 * and leaves the grid at its end; Enter or F2 starts editing the focused cell. Cells are `.grid-cell` elements carrying
 * `data-cell` (their key) and `data-column`, so sorting and paging need nothing from here.
 */
export function useGridKeyboard(container: RefObject<HTMLElement | null>, onEdit: (cellKey: string) => void) {
  const [active, setActive] = useState<string | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (target.matches(REGION) && ENTRY_KEYS.includes(event.key)) {
      // From the table's scroll region, the first key goes into the grid: to the last cell used, or the first.
      const root = container.current;
      const cell =
        root?.querySelector<HTMLElement>(`${CELL}[data-cell="${active ?? ''}"]`) ??
        root?.querySelector<HTMLElement>(CELL);
      if (!cell) return;
      event.preventDefault();
      cell.focus();
      return;
    }
    if (!target.matches(CELL)) return;
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      const key = target.dataset.cell;
      if (key) onEdit(key);
      return;
    }
    const next = cellTowards(target, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return { active, setActive, onKeyDown };
}
