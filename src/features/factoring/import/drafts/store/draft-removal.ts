import { discardableStatuses } from '@/features/factoring/import/drafts/draft-status';
import { guard, inDraftTransaction, own, type StoreContext } from './store-context';

/** Drafts older than a week are removed at start: invoice data does not linger on a device. */
export const draftMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

/** What leaves the device without being sent: discarded drafts, forgotten receipts, old ones. */
export interface DraftRemoval {
  /** Discards one draft (not while it is being sent). Returns false if there was none to discard. */
  discard(userId: number, id: string): Promise<boolean>;
  /** The logout choice 'delete': every unsent draft of the user that is not being sent right now. */
  discardUnsent(userId: number): Promise<number>;
  forgetSent(userId: number, draftId: string): Promise<void>;
  /** Removes drafts and receipts created more than `maxAgeMs` ago, for every user of the device. */
  purgeOlderThan(maxAgeMs?: number): Promise<number>;
}

export function createDraftRemoval(context: StoreContext): DraftRemoval {
  const { db, now, rows } = context;
  return {
    discard: (userId, id) =>
      inDraftTransaction(context, 'rw', async () => {
        const draft = own(userId, await db.drafts.get(id));
        if (!draft || !discardableStatuses.includes(draft.status)) return false;
        await rows.deleteDrafts([id]);
        return true;
      }),
    discardUnsent: (userId) =>
      inDraftTransaction(context, 'rw', async () => {
        const ids = await db.drafts
          .where('userId')
          .equals(userId)
          .filter((draft) => discardableStatuses.includes(draft.status))
          .primaryKeys();
        return rows.deleteDrafts(ids);
      }),
    forgetSent: (userId, draftId) =>
      guard(() =>
        db.transaction('rw', db.sentImports, async () => {
          const sent = await db.sentImports.get(draftId);
          if (sent?.userId === userId) await db.sentImports.delete(draftId);
        }),
      ),
    purgeOlderThan: (maxAgeMs = draftMaxAgeMs) =>
      guard(() =>
        db.transaction('rw', db.drafts, db.draftRows, db.sentImports, async () => {
          const cutoff = now() - maxAgeMs;
          const drafts = await rows.deleteDrafts(await db.drafts.where('createdAt').below(cutoff).primaryKeys());
          // By key, and only when there are some: Dexie announces a range delete as a change even
          // when it removes nothing, and every screen showing drafts would read them all again at
          // each start (in a tab another one has just left outdated, that read fails).
          const receipts = await db.sentImports.where('sentAt').below(cutoff).primaryKeys();
          if (receipts.length > 0) await db.sentImports.bulkDelete(receipts);
          return drafts + receipts.length;
        }),
      ),
  };
}
