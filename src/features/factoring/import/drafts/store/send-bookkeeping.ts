import type { StoredDraft } from '@/features/factoring/import/drafts/draft-database';
import { canTransition, DraftTransitionError } from '@/features/factoring/import/drafts/draft-status';
import type { Draft, DraftStatus, RowIssue, SentImport } from '@/features/factoring/import/drafts/draft-types';
import { changedAt, guard, inDraftTransaction, own, type StoreContext } from './store-context';

export interface TransitionPatch {
  readonly lastError?: string | null;
  readonly attempts?: number;
  readonly nextAttemptAt?: number | null;
  readonly refusedRows?: readonly RowIssue[];
}

/** Where a draft is on its way to the server, as the sender records it. */
export interface SendBookkeeping {
  /** Moves a draft along the status machine; throws DraftTransitionError for a move it forbids. */
  transition(userId: number, id: string, to: Exclude<DraftStatus, 'sent'>, patch?: TransitionPatch): Promise<Draft>;
  /** The server has the load: the draft leaves, its receipt stays. Only from 'sending'. */
  complete(userId: number, id: string, loadId: number): Promise<SentImport>;
}

export function createSendBookkeeping(context: StoreContext): SendBookkeeping {
  const { db, now, rows } = context;
  return {
    transition: (userId, id, to, patch = {}) =>
      inDraftTransaction(context, 'rw', async () => {
        const draft = own(userId, await db.drafts.get(id));
        if (!draft) throw new DraftTransitionError('sent', to);
        if (!canTransition(draft.status, to)) throw new DraftTransitionError(draft.status, to);
        const next: StoredDraft = { ...draft, ...patch, status: to, updatedAt: changedAt(context, draft) };
        await db.drafts.put(next);
        return rows.withRows(next);
      }),
    complete: (userId, id, loadId) =>
      guard(() =>
        db.transaction('rw', db.drafts, db.draftRows, db.sentImports, async () => {
          const draft = own(userId, await db.drafts.get(id));
          if (!draft) throw new DraftTransitionError('sent', 'sent');
          if (!canTransition(draft.status, 'sent')) throw new DraftTransitionError(draft.status, 'sent');
          const sent: SentImport = {
            draftId: draft.id,
            userId,
            fileName: draft.fileName,
            totalInvoices: draft.summary.totalInvoices,
            idempotencyKey: draft.idempotencyKey,
            loadId,
            createdAt: draft.createdAt,
            sentAt: now(),
            totalAmountNIO: draft.summary.totalAmountNIO,
            totalAmountUSD: draft.summary.totalAmountUSD,
            providerCount: draft.summary.summaryByProvider.length,
          };
          await db.sentImports.put(sent);
          await rows.deleteDrafts([id]);
          return sent;
        }),
      ),
  };
}
