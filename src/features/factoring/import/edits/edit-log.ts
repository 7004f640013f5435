import type { AppliedChange, CellRead, ReviewRow, RowChange } from '@workers/import-engine/index';
import type { InvoiceFieldKey } from '@contract/invoice-fields';

/** One thing the debtor did (an edit, a one-click fix, a bulk delete): undone and redone as a whole. */
export interface EditStep {
  readonly changes: readonly AppliedChange[];
}

/**
 * The history of a draft's edits. `steps[0..cursor)` are in effect; the rest were undone and can
 * be redone until a new step replaces them. `originals` holds each edited cell as the file had
 * it, and is never trimmed, so that an edited cell always shows what it replaced.
 */
export interface EditLog {
  readonly steps: readonly EditStep[];
  readonly cursor: number;
  readonly originals: Readonly<Record<string, CellRead>>;
}

export const emptyEditLog: EditLog = { steps: [], cursor: 0, originals: {} };

/** Oldest steps are dropped past this many: a month-end import is undone a few steps, not hundreds. */
export const historyLimit = 100;

export const cellKey = (row: number, column: InvoiceFieldKey) => `${String(row)}:${column}`;

/** Records what a change did as the newest step; steps that had been undone are gone. */
export function recordStep(log: EditLog, changes: readonly AppliedChange[]): EditLog {
  if (changes.length === 0) return log;
  const originals = { ...log.originals };
  for (const change of changes) {
    if (change.kind !== 'cell') continue;
    const key = cellKey(change.row, change.column);
    if (!(key in originals)) originals[key] = change.before;
  }
  const steps = [...log.steps.slice(0, log.cursor), { changes }].slice(-historyLimit);
  return { steps, cursor: steps.length, originals };
}

/** The change that takes one applied change back. */
export function inverseOf(change: AppliedChange): RowChange {
  if (change.kind === 'cell') return { kind: 'set', row: change.row, column: change.column, read: change.before };
  if (change.kind === 'remove') return { kind: 'insert', row: change.row };
  return { kind: 'remove', row: change.row.detail.rowNumber };
}

/** The change that does an applied change again. */
export function replayOf(change: AppliedChange): RowChange {
  if (change.kind === 'cell') return { kind: 'set', row: change.row, column: change.column, read: change.after };
  if (change.kind === 'remove') return { kind: 'remove', row: change.row.detail.rowNumber };
  return { kind: 'insert', row: change.row };
}

export const canUndo = (log: EditLog) => log.cursor > 0;
export const canRedo = (log: EditLog) => log.cursor < log.steps.length;

/** The changes that undo the newest step in effect (last change first), and the log after it. */
export function undoStep(log: EditLog): { readonly log: EditLog; readonly changes: RowChange[] } | null {
  const step = log.steps[log.cursor - 1];
  if (!step) return null;
  return { log: { ...log, cursor: log.cursor - 1 }, changes: [...step.changes].reverse().map(inverseOf) };
}

/** The changes that redo the step undone last, and the log after it. */
export function redoStep(log: EditLog): { readonly log: EditLog; readonly changes: RowChange[] } | null {
  const step = log.steps[log.cursor];
  if (!step) return null;
  return { log: { ...log, cursor: log.cursor + 1 }, changes: step.changes.map(replayOf) };
}

/** Rows deleted by steps in effect and not back since, in row order: what 'Restaurar' brings back. */
export function removedRows(log: EditLog, present: ReadonlySet<number>): ReviewRow[] {
  const removed = new Map<number, ReviewRow>();
  for (const step of log.steps.slice(0, log.cursor)) {
    for (const change of step.changes) {
      const rowNumber = change.kind === 'cell' ? change.row : change.row.detail.rowNumber;
      if (change.kind === 'remove') removed.set(rowNumber, change.row);
      if (change.kind === 'insert') removed.delete(rowNumber);
    }
  }
  return [...removed.values()]
    .filter((row) => !present.has(row.detail.rowNumber))
    .sort((a, b) => a.detail.rowNumber - b.detail.rowNumber);
}

const sameRead = (a: CellRead, b: CellRead) => JSON.stringify(a) === JSON.stringify(b);

/** The file's value of a cell whose current value differs from it; undefined for a cell as in the file. */
export function originalOf(
  log: EditLog,
  row: number,
  column: InvoiceFieldKey,
  current: CellRead,
): CellRead | undefined {
  const original = log.originals[cellKey(row, column)];
  return original === undefined || sameRead(original, current) ? undefined : original;
}
