import { randomUuid } from '@/lib/crypto';
import { DraftDatabase } from './draft-database';
import { createDraftReads, type DraftReads } from './store/draft-reads';
import { createDraftRemoval, type DraftRemoval } from './store/draft-removal';
import { createDraftRows } from './store/draft-rows';
import { createDraftWrites, type DraftWrites } from './store/draft-writes';
import { createSendBookkeeping, type SendBookkeeping } from './store/send-bookkeeping';

export interface DraftStoreOptions {
  readonly db?: DraftDatabase;
  readonly now?: () => number;
  readonly newId?: () => string;
}

/**
 * Every read and write of drafts, one module per job under `store/`: reads, writes and edits,
 * the send's bookkeeping, removal, and the rows kept in parts (`draft-rows.ts`). Each call takes
 * the user id and only ever sees that user's drafts. Each call is its own short transaction:
 * callers never hold one across a network call (IndexedDB would auto-commit it while the
 * request is in flight).
 */
export interface DraftStore extends DraftReads, DraftWrites, SendBookkeeping, DraftRemoval {
  readonly db: DraftDatabase;
}

export function createDraftStore(options: DraftStoreOptions = {}): DraftStore {
  const db = options.db ?? new DraftDatabase();
  const newId = options.newId ?? randomUuid;
  const context = { db, now: options.now ?? Date.now, newId, rows: createDraftRows(db, newId) };
  return {
    db,
    ...createDraftReads(context),
    ...createDraftWrites(context),
    ...createSendBookkeeping(context),
    ...createDraftRemoval(context),
  };
}
