import type { ColumnMap, ReviewRow, Revision, RowChange, RowNotes } from '@workers/import-engine/index';
import { DraftChangedError } from '@/features/factoring/import/drafts/draft-status';
import type { DraftStore } from '@/features/factoring/import/drafts/draft-store';
import type { Draft } from '@/features/factoring/import/drafts/draft-types';
import { emptyEditLog, recordStep, redoStep, undoStep } from './edit-log';
import type { EditLog } from './edit-log';

/** What the debtor asks of a draft under review. */
export type EditAction =
  | { readonly kind: 'apply'; readonly changes: readonly RowChange[] }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' };

export interface DraftEditorDeps {
  readonly store: DraftStore;
  /** The engine's revision, in the worker in the app and in process in tests. */
  readonly revise: (rows: ReviewRow[], changes: RowChange[], columns?: ColumnMap) => Promise<Revision>;
  /** The revised draft as soon as the engine answers, before it is stored: the screen need not wait. */
  readonly onRevised?: (draft: Draft) => void;
}

/** A draft's rows with the notes on their cells, as the engine revises them. */
export function reviewRowsOf(draft: Pick<Draft, 'rows' | 'cellNotes'>): ReviewRow[] {
  const notes = draft.cellNotes ?? {};
  return draft.rows.map((detail) => {
    const rowNotes = notes[detail.rowNumber];
    return rowNotes ? { detail, notes: rowNotes } : { detail };
  });
}

function planOf(log: EditLog, action: EditAction): { changes: RowChange[]; log: EditLog | null } | null {
  if (action.kind === 'apply') return action.changes.length === 0 ? null : { changes: [...action.changes], log: null };
  return (action.kind === 'undo' ? undoStep : redoStep)(log);
}

/**
 * Applies one action to a draft: the engine revises its rows, and the rows, issues, totals and
 * history are stored together, so a reload or a crash finds the draft as the debtor left it.
 * Returns the stored draft, or null when there was nothing to do. When another tab stored an
 * edit of the same draft after this one was read, the action is made again, once, on the draft
 * as it is now: both edits are kept.
 */
export async function editDraft(
  deps: DraftEditorDeps,
  userId: number,
  draft: Draft,
  action: EditAction,
): Promise<Draft | null> {
  try {
    return await editOnce(deps, userId, draft, action);
  } catch (error) {
    if (!(error instanceof DraftChangedError)) throw error;
    const current = await deps.store.get(userId, draft.id);
    if (!current) throw error;
    return editOnce(deps, userId, current, action);
  }
}

async function editOnce(
  deps: DraftEditorDeps,
  userId: number,
  draft: Draft,
  action: EditAction,
): Promise<Draft | null> {
  const log = draft.editLog ?? emptyEditLog;
  const plan = planOf(log, action);
  if (!plan) return null;
  const revision = await deps.revise(reviewRowsOf(draft), plan.changes, draft.columns?.map);
  const cellNotes: Record<number, RowNotes> = {};
  for (const row of revision.rows) if (row.notes) cellNotes[row.detail.rowNumber] = row.notes;
  const revised = {
    rows: revision.rows.map((row) => row.detail),
    cellNotes,
    issues: revision.issues,
    summary: revision.totals,
    editLog: plan.log ?? recordStep(log, revision.applied),
  };
  deps.onRevised?.({ ...draft, ...revised });
  return deps.store.revise(userId, draft.id, revised, draft.updatedAt);
}
