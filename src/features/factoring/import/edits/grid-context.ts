import { createContext, useContext } from 'react';
import type { CellInput, CellRead } from '@workers/import-engine/index';
import type { InvoiceFieldKey } from '@contract/invoice-fields';

/** What every editable cell of the review grid needs to know and do. */
export interface GridEditing {
  readonly editable: boolean;
  /** The key of the cell in the page's tab order. */
  readonly active: string | null;
  /** The key of the cell whose input is open. */
  readonly editing: string | null;
  readonly setActive: (key: string) => void;
  readonly startEdit: (key: string) => void;
  /** Closes the input; with a value, the cell is changed. `then` is the cell to focus afterwards. */
  readonly finishEdit: (
    key: string,
    change: { row: number; column: InvoiceFieldKey; input: CellInput } | null,
    then?: string,
  ) => void;
  readonly originalOf: (row: number, column: InvoiceFieldKey, current: CellRead) => CellRead | undefined;
}

export const GridEditingContext = createContext<GridEditing | null>(null);

export function useGridEditing(): GridEditing {
  const grid = useContext(GridEditingContext);
  if (!grid) throw new Error('Las celdas editables van dentro de la tabla de facturas.');
  return grid;
}

/** The hint that tells how to edit a cell, described by every cell. */
export const editHintId = 'grid-edit-hint';
