import type { CellObject } from 'xlsx';
import { excelSerial } from '../../contract/dates';
import { SPEC_COLUMNS } from './columns';
import type { ColumnMap } from './columns';
import { invoiceFields } from '../../contract/invoice-fields';
import { readCell, rowFromReads } from './map';
import type { RowReads } from './map';
import { readsOf, reviewRowOf } from './review-rows';
import type { ReviewRow } from './review-rows';
import { reviewTotals } from './summarise';
import type { ReviewTotals, RowIssue } from './types';
import { validateRows } from './validate';
import type { InvoiceFieldKey } from '../../contract/invoice-fields';

/** A cell as the engine read it: text for text columns, the date or amount read for the others. */
export type CellRead = RowReads[InvoiceFieldKey];

/** What the debtor typed in a cell, already checked by the grid's input for that column. */
export type CellInput =
  | { readonly kind: 'date'; readonly iso: string }
  | { readonly kind: 'amount'; readonly value: number }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'empty' };

/** One change to a draft under review, by spreadsheet row number. */
export type RowChange =
  /** A new value, read by the same column reader as the file's own cell. */
  | { readonly kind: 'edit'; readonly row: number; readonly column: InvoiceFieldKey; readonly input: CellInput }
  /** A cell put back as it was read before (undo and redo). */
  | { readonly kind: 'set'; readonly row: number; readonly column: InvoiceFieldKey; readonly read: CellRead }
  | { readonly kind: 'remove'; readonly row: number }
  | { readonly kind: 'insert'; readonly row: ReviewRow };

/** What a change did, with what it replaced: enough to undo it and to redo it. */
export type AppliedChange =
  | {
      readonly kind: 'cell';
      readonly row: number;
      readonly column: InvoiceFieldKey;
      readonly before: CellRead;
      readonly after: CellRead;
    }
  | { readonly kind: 'remove'; readonly row: ReviewRow }
  | { readonly kind: 'insert'; readonly row: ReviewRow };

export interface Revision {
  readonly rows: ReviewRow[];
  readonly applied: AppliedChange[];
  readonly issues: RowIssue[];
  readonly totals: ReviewTotals;
}

/** The cell a typed value stands for: a date is a 1900-system serial, as a spreadsheet stores it. */
function cellOf(column: InvoiceFieldKey, input: CellInput): CellObject | undefined {
  if (input.kind === 'empty') return undefined;
  const { kind } = invoiceFields[column];
  if (input.kind !== kind) throw new Error(`Un valor de tipo ${input.kind} no va en la columna ${column}.`);
  if (input.kind === 'text') return { t: 's', v: input.text };
  if (input.kind === 'amount') return { t: 'n', v: input.value };
  const serial = excelSerial(input.iso);
  // The grid's input only lets through days from 1900 on that exist; anything else is a bug.
  if (serial === null) throw new Error(`${input.iso} no es un día de una hoja de cálculo.`);
  return { t: 'n', v: serial };
}

const EXPECTED = { text: 'texto', date: 'una fecha', amount: 'un monto' } as const;

/** The row's reads with one cell replaced; a read of the wrong shape for its column is a bug. */
function withRead(reads: RowReads, column: InvoiceFieldKey, read: CellRead): RowReads {
  const { kind } = invoiceFields[column];
  const shape = typeof read === 'string' ? 'text' : 'formatted' in read ? 'date' : 'amount';
  if (shape !== kind) throw new Error(`La columna ${column} espera ${EXPECTED[kind]}.`);
  return { ...reads, [column]: read };
}

/**
 * Applies a debtor's changes to the rows of a draft, then validates and totals the result with
 * the engine's own steps, as if the edited rows had come in the file. Changes apply in order.
 */
export function reviseRows(
  rows: readonly ReviewRow[],
  changes: readonly RowChange[],
  columns: ColumnMap = SPEC_COLUMNS,
): Revision {
  const byNumber = new Map(rows.map((row) => [row.detail.rowNumber, row]));
  const applied: AppliedChange[] = [];
  for (const change of changes) {
    if (change.kind === 'insert') {
      if (byNumber.has(change.row.detail.rowNumber)) continue;
      byNumber.set(change.row.detail.rowNumber, change.row);
      applied.push({ kind: 'insert', row: change.row });
      continue;
    }
    const current = byNumber.get(change.row);
    if (!current) continue;
    if (change.kind === 'remove') {
      byNumber.delete(change.row);
      applied.push({ kind: 'remove', row: current });
      continue;
    }
    const reads = readsOf(current);
    const after =
      change.kind === 'edit' ? readCell(change.column, cellOf(change.column, change.input), false) : change.read;
    const revised = reviewRowOf(rowFromReads(change.row, withRead(reads, change.column, after)));
    byNumber.set(change.row, revised);
    applied.push({ kind: 'cell', row: change.row, column: change.column, before: reads[change.column], after });
  }
  const revisedRows = [...byNumber.values()].sort((a, b) => a.detail.rowNumber - b.detail.rowNumber);
  const issues = validateRows(
    revisedRows.map((row) => ({ detail: row.detail, reads: readsOf(row) })),
    columns,
  );
  const details = revisedRows.map((row) => row.detail);
  return { rows: revisedRows, applied, issues, totals: reviewTotals(details, issues) };
}
