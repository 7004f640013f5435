import type { DraftDatabase, StoredDraft } from '@/features/factoring/import/drafts/draft-database';
import { DraftChangedError, DraftTransitionError } from '@/features/factoring/import/drafts/draft-status';
import { toDraftStorageError } from '@/features/factoring/import/drafts/draft-storage-error';
import type { DraftRows } from './draft-rows';

/** What every part of the store shares: one database, one clock, one source of ids, one keeper of rows. */
export interface StoreContext {
  readonly db: DraftDatabase;
  readonly now: () => number;
  readonly newId: () => string;
  readonly rows: DraftRows;
}

/** The draft if it belongs to this user: a call never sees another user's drafts. */
export const own = (userId: number, draft: StoredDraft | undefined) => (draft?.userId === userId ? draft : undefined);

export const newestFirst = <T extends { createdAt: number }>(a: T, b: T) => b.createdAt - a.createdAt;

/**
 * When a change to a stored draft is written: never at the time of the change before it. An edit
 * is checked against the `updatedAt` it was made on, and two writes in one millisecond (two
 * tabs, or a tab and the send queue) would otherwise look like one, and the check let the second
 * undo the first.
 */
export const changedAt = ({ now }: StoreContext, draft: Pick<StoredDraft, 'updatedAt'>) =>
  Math.max(now(), draft.updatedAt + 1);

/** A refused move or edit stays what it is; any other failure becomes a DraftStorageError in Spanish. */
export async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DraftTransitionError || error instanceof DraftChangedError) throw error;
    throw toDraftStorageError(error);
  }
}

/** A short transaction over drafts and their rows: reading (`'r'`) or writing (`'rw'`). */
export const inDraftTransaction = <T>({ db }: StoreContext, mode: 'r' | 'rw', work: () => Promise<T>) =>
  guard(() => db.transaction(mode, db.drafts, db.draftRows, work));
