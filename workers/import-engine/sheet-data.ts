import type { CellObject } from 'xlsx';

/** Dense SheetJS cells: rows indexed by absolute row (0-based), holes for empty rows. */
export type CellGrid = readonly (readonly (CellObject | null | undefined)[] | null | undefined)[];

/** A cell without a usable value: missing, a stub, or text that is only whitespace. */
export function isBlankCell(cell: CellObject | null | undefined): boolean {
  if (!cell || cell.t === 'z') return true;
  const value: unknown = cell.v;
  if (value === undefined || value === null) return true;
  return typeof value === 'string' && value.trim() === '';
}

/** True when every cell of the row is blank. */
export function isBlankRow(row: readonly (CellObject | null | undefined)[] | null | undefined): boolean {
  return !row || row.every(isBlankCell);
}
