import { headOf, type StoredDraft } from '@/features/factoring/import/drafts/draft-database';
import {
  DraftChangedError,
  discardableStatuses,
  DraftTransitionError,
} from '@/features/factoring/import/drafts/draft-status';
import { editableStatuses } from '@/features/factoring/import/drafts/draft-types';
import type { Draft, DraftRevision, NewDraft } from '@/features/factoring/import/drafts/draft-types';
import { changedAt, inDraftTransaction, own, type StoreContext } from './store-context';

/** How a draft comes to the device and how the review's edits change it. */
export interface DraftWrites {
  /** `add(prepare(draft))`: the new draft, once it is stored. */
  create(draft: NewDraft): Promise<Draft>;
  /** The draft `add` will store, with its id and idempotency key: nothing is written yet. */
  prepare(draft: NewDraft): Draft;
  /**
   * Stores a prepared draft with its rows, in one transaction: all of it or, on failure, none. A
   * draft that `replaces` another (the same file read again with other columns) discards that one
   * in the same transaction, so that leaving the page at any moment never keeps both.
   */
  add(draft: Draft, replaces?: string): Promise<Draft>;
  /**
   * Saves an edit made in the review: the rows (what will be sent), their issues, totals and
   * the edit history, in one transaction. Only a draft at rest can change; a queued or sending
   * one throws DraftTransitionError. The edit was made on the draft as it was at `basedOn` (its
   * `updatedAt`): if it has changed since, in another tab, DraftChangedError, and nothing is
   * written, so that one tab's edit never silently undoes another's.
   */
  revise(userId: number, id: string, revision: DraftRevision, basedOn: number): Promise<Draft>;
}

export function createDraftWrites(context: StoreContext): DraftWrites {
  const { db, now, newId, rows: keeper } = context;

  const prepare = (input: NewDraft): Draft => {
    const createdAt = now();
    return {
      ...input,
      id: newId(),
      createdAt,
      updatedAt: createdAt,
      idempotencyKey: newId(),
      status: 'saved',
      lastError: null,
      attempts: 0,
      nextAttemptAt: null,
    };
  };

  const add = (draft: Draft, replaces?: string): Promise<Draft> => {
    const { rows, ...stored } = draft;
    // IndexedDB runs write transactions over the same stores in the order they were made, so the
    // replaced draft's own write, begun earlier, has ended by now, whether it stored it or not.
    return inDraftTransaction(context, 'rw', async () => {
      await db.drafts.add({ ...stored, rowsVersion: await keeper.add(stored.id, rows) });
      const replaced = replaces === undefined ? undefined : own(draft.userId, await db.drafts.get(replaces));
      if (replaced && discardableStatuses.includes(replaced.status)) await keeper.deleteDrafts([replaced.id]);
      return draft;
    });
  };

  return {
    create: (input) => add(prepare(input)),
    prepare,
    add,
    revise: (userId, id, { rows, ...revision }, basedOn) =>
      inDraftTransaction(context, 'rw', async () => {
        const draft = own(userId, await db.drafts.get(id));
        if (!draft) throw new DraftTransitionError('sent', 'saved');
        if (!editableStatuses.includes(draft.status)) throw new DraftTransitionError(draft.status, draft.status);
        if (draft.updatedAt !== basedOn) throw new DraftChangedError();
        const rowsVersion = await keeper.replace(id, rows);
        const next: StoredDraft = { ...draft, ...revision, updatedAt: changedAt(context, draft), rowsVersion };
        await db.drafts.put(next);
        return { ...headOf(next), rows };
      }),
  };
}
