import type { CellObject } from 'xlsx';

/** A SheetJS cell where the sheet may have none. */
export type Cell = CellObject | null | undefined;
export type Row = readonly Cell[];

/** Dense SheetJS cells: rows indexed by absolute row (0-based), holes for empty rows. */
export type CellGrid = readonly (Row | null | undefined)[];

/** A cell without a usable value: missing, a stub, or text that is only whitespace. */
export function isBlankCell(cell: Cell): boolean {
  if (!cell || cell.t === 'z') return true;
  const value: unknown = cell.v;
  if (value === undefined || value === null) return true;
  return typeof value === 'string' && value.trim() === '';
}

/** True when every cell of the row is blank. */
export function isBlankRow(row: Row | null | undefined): boolean {
  return !row || row.every(isBlankCell);
}
