import { Dexie } from 'dexie';
import { headOf } from '@/features/factoring/import/drafts/draft-database';
import { unsentStatuses } from '@/features/factoring/import/drafts/draft-status';
import type { Draft, DraftHead, DraftInvoiceKeys, SentImport } from '@/features/factoring/import/drafts/draft-types';
import { guard, inDraftTransaction, newestFirst, own, type StoreContext } from './store-context';

/** What the screens, the sender and the outbox read: only ever the given user's drafts and receipts. */
export interface DraftReads {
  /** Which invoices each of the user's drafts carries, without their rows: see `DraftRows.invoiceKeys`. */
  listInvoiceKeys(userId: number): Promise<DraftInvoiceKeys[]>;
  /** The user's drafts, newest first, without their rows (a live query on it ignores row writes). */
  listHeads(userId: number): Promise<DraftHead[]>;
  get(userId: number, id: string): Promise<Draft | undefined>;
  listSent(userId: number): Promise<SentImport[]>;
  getSent(userId: number, draftId: string): Promise<SentImport | undefined>;
  countUnsent(userId: number): Promise<number>;
}

export function createDraftReads(context: StoreContext): DraftReads {
  const { db, rows } = context;
  // The user's stored drafts, newest first: every list below starts from them.
  const stored = (userId: number) =>
    db.drafts
      .where('userId')
      .equals(userId)
      .toArray()
      .then((drafts) => drafts.sort(newestFirst));
  return {
    listInvoiceKeys: (userId) =>
      inDraftTransaction(context, 'r', () =>
        stored(userId).then((drafts) =>
          Dexie.Promise.all(
            drafts.map((draft) =>
              rows
                .invoiceKeys(draft)
                .then((keys) => ({ id: draft.id, fileName: draft.fileName, createdAt: draft.createdAt, keys })),
            ),
          ),
        ),
      ),
    listHeads: (userId) => guard(async () => (await stored(userId)).map(headOf)),
    get: (userId, id) =>
      inDraftTransaction(context, 'r', () =>
        db.drafts.get(id).then((found) => {
          const stored = own(userId, found);
          return stored ? rows.withRows(stored) : undefined;
        }),
      ),
    listSent: (userId) =>
      guard(async () =>
        (await db.sentImports.where('userId').equals(userId).toArray()).sort((a, b) => b.sentAt - a.sentAt),
      ),
    getSent: (userId, draftId) =>
      guard(async () => {
        const sent = await db.sentImports.get(draftId);
        return sent?.userId === userId ? sent : undefined;
      }),
    countUnsent: (userId) =>
      guard(() =>
        db.drafts
          .where('userId')
          .equals(userId)
          .filter((draft) => unsentStatuses.includes(draft.status))
          .count(),
      ),
  };
}
