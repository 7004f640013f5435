import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  emptyEditLog,
  historyLimit,
  originalOf,
  recordStep,
  redoStep,
  removedRows,
  undoStep,
} from '@/features/factoring/import/edits/edit-log';
import type { EditLog } from '@/features/factoring/import/edits/edit-log';
import { reviseRows } from '../../../../workers/import-engine/revise';
import type { RowChange } from '../../../../workers/import-engine/revise';
import type { ReviewRow } from '../../../../workers/import-engine/review-rows';
import { reviewRow } from './review-rows';

/** Applies changes with the engine and records them, as the review does. */
function act(state: { rows: ReviewRow[]; log: EditLog }, changes: RowChange[]) {
  const revision = reviseRows(state.rows, changes);
  return { rows: revision.rows, log: recordStep(state.log, revision.applied) };
}

function walk(state: { rows: ReviewRow[]; log: EditLog }, step: typeof undoStep) {
  const next = step(state.log);
  if (!next) throw new Error('nothing to walk');
  return { rows: reviseRows(state.rows, next.changes).rows, log: next.log };
}

const numberEdit = (row: number, text: string): RowChange => ({
  kind: 'edit',
  row,
  column: 'invoiceNumber',
  input: { kind: 'text', text },
});

describe('the edit log', () => {
  const start = { rows: [reviewRow(2), reviewRow(3)], log: emptyEditLog };

  it('undoes and redoes steps in order, and the rows come back exactly', () => {
    const first = act(start, [numberEdit(2, 'A-1')]);
    const second = act(first, [numberEdit(2, 'A-2'), numberEdit(3, 'B-1')]);
    expect(second.rows.map((row) => row.detail.invoiceNumber)).toEqual(['A-2', 'B-1']);

    const undone = walk(second, undoStep);
    expect(undone.rows).toEqual(first.rows);
    const undoneTwice = walk(undone, undoStep);
    expect(undoneTwice.rows).toEqual(start.rows);
    expect(canUndo(undoneTwice.log)).toBe(false);
    expect(canRedo(undoneTwice.log)).toBe(true);

    const redone = walk(walk(undoneTwice, redoStep), redoStep);
    expect(redone.rows).toEqual(second.rows);
    expect(canRedo(redone.log)).toBe(false);
  });

  it('forgets undone steps when a new one is recorded', () => {
    const first = act(start, [numberEdit(2, 'A-1')]);
    const undone = walk(first, undoStep);
    const other = act(undone, [numberEdit(3, 'B-9')]);
    expect(other.log.steps).toHaveLength(1);
    expect(canRedo(other.log)).toBe(false);
  });

  it('knows each edited cell’s value in the file, until the cell holds it again', () => {
    const first = act(start, [numberEdit(2, 'A-1')]);
    const second = act(first, [numberEdit(2, 'A-2')]);
    expect(originalOf(second.log, 2, 'invoiceNumber', 'A-2')).toBe('F-2');
    expect(originalOf(second.log, 3, 'invoiceNumber', 'F-3')).toBeUndefined();
    const back = act(second, [numberEdit(2, 'F-2')]);
    expect(originalOf(back.log, 2, 'invoiceNumber', 'F-2')).toBeUndefined();
  });

  it('deletes rows in bulk as one step, lists them for restoring, and undo brings them back', () => {
    const deleted = act(start, [
      { kind: 'remove', row: 2 },
      { kind: 'remove', row: 3 },
    ]);
    expect(deleted.rows).toEqual([]);
    expect(removedRows(deleted.log, new Set()).map((row) => row.detail.rowNumber)).toEqual([2, 3]);
    const restored = walk(deleted, undoStep);
    expect(restored.rows).toEqual(start.rows);
    expect(removedRows(restored.log, new Set([2, 3]))).toEqual([]);
  });

  it(`keeps the newest ${String(historyLimit)} steps`, () => {
    let state = start;
    for (let index = 0; index <= historyLimit; index += 1) state = act(state, [numberEdit(2, `N-${String(index)}`)]);
    expect(state.log.steps).toHaveLength(historyLimit);
    expect(state.log.cursor).toBe(historyLimit);
    expect(originalOf(state.log, 2, 'invoiceNumber', `N-${String(historyLimit)}`)).toBe('F-2');
  });
});
