import { Dexie } from 'dexie';
import { randomUuid } from '../../../../lib/crypto';
import { DraftDatabase, rowParts, type StoredDraft } from './draft-database';
import { canTransition, discardableStatuses, DraftTransitionError, unsentStatuses } from './draft-status';
import { toDraftStorageError } from './draft-storage-error';
import { editableStatuses } from './draft-types';
import type {
  Draft,
  DraftHead,
  DraftRevision,
  DraftStatus,
  InvoiceDetailRow,
  NewDraft,
  RowIssue,
  SentImport,
} from './draft-types';

/** Drafts older than a week are removed at start: invoice data does not linger on a device. */
export const draftMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

export interface DraftStoreOptions {
  readonly db?: DraftDatabase;
  readonly now?: () => number;
  readonly newId?: () => string;
}

export interface TransitionPatch {
  readonly lastError?: string | null;
  readonly attempts?: number;
  readonly nextAttemptAt?: number | null;
  readonly refusedRows?: readonly RowIssue[];
}

/**
 * Every read and write of drafts. Each call takes the user id and only ever sees that user's
 * drafts. Each call is its own short transaction: callers never hold one across a network
 * call (IndexedDB would auto-commit it while the request is in flight).
 */
export interface DraftStore {
  /** `add(prepare(draft))`: the new draft, once it is stored. */
  create(draft: NewDraft): Promise<Draft>;
  /** The draft `add` will store, with its id and idempotency key: nothing is written yet. */
  prepare(draft: NewDraft): Draft;
  /** Stores a prepared draft with its rows, in one transaction: all of it or, on failure, none. */
  add(draft: Draft): Promise<Draft>;
  list(userId: number): Promise<Draft[]>;
  /** The user's drafts, newest first, without their rows (a live query on it ignores row writes). */
  listHeads(userId: number): Promise<DraftHead[]>;
  get(userId: number, id: string): Promise<Draft | undefined>;
  listSent(userId: number): Promise<SentImport[]>;
  getSent(userId: number, draftId: string): Promise<SentImport | undefined>;
  /** Moves a draft along the status machine; throws DraftTransitionError for a move it forbids. */
  transition(userId: number, id: string, to: Exclude<DraftStatus, 'sent'>, patch?: TransitionPatch): Promise<Draft>;
  /**
   * Saves an edit made in the review: the rows (what will be sent), their issues, totals and
   * the edit history, in one transaction. Only a draft at rest can change; a queued or sending
   * one throws DraftTransitionError.
   */
  revise(userId: number, id: string, revision: DraftRevision): Promise<Draft>;
  /** The server has the load: the draft leaves, its receipt stays. Only from 'sending'. */
  complete(userId: number, id: string, loadId: number): Promise<SentImport>;
  /** Discards one draft (not while it is being sent). Returns false if there was none to discard. */
  discard(userId: number, id: string): Promise<boolean>;
  /** The logout choice 'delete': every unsent draft of the user that is not being sent right now. */
  discardUnsent(userId: number): Promise<number>;
  countUnsent(userId: number): Promise<number>;
  forgetSent(userId: number, draftId: string): Promise<void>;
  /** Removes drafts and receipts created more than `maxAgeMs` ago, for every user of the device. */
  purgeOlderThan(maxAgeMs?: number): Promise<number>;
  readonly db: DraftDatabase;
}

const newestFirst = <T extends { createdAt: number }>(a: T, b: T) => b.createdAt - a.createdAt;

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DraftTransitionError) throw error;
    throw toDraftStorageError(error);
  }
}

export function createDraftStore(options: DraftStoreOptions = {}): DraftStore {
  const db = options.db ?? new DraftDatabase();
  const now = options.now ?? Date.now;
  const newId = options.newId ?? randomUuid;

  const own = (userId: number, draft: StoredDraft | undefined) => (draft?.userId === userId ? draft : undefined);

  /**
   * A draft's rows change only through `revise`, in this store: the rows of the draft last
   * created, read or revised are kept here, so the review screen that opens right after an
   * import, and each send, do not decode a 10 MB import from IndexedDB again on the page. One
   * draft only, to bound the memory; forgotten when the draft is removed.
   */
  let remembered: { readonly id: string; readonly rows: readonly InvoiceDetailRow[] } | null = null;
  const forget = (ids: readonly string[]) => {
    if (remembered && ids.includes(remembered.id)) remembered = null;
  };

  /**
   * A stored draft with its rows, read one part per request so that each part is decoded in a
   * task of its own. Only Dexie promises here (no native async): reads run inside transactions
   * that a liveQuery may hold, which native promises would let commit too early.
   */
  const withRows = (stored: StoredDraft): Promise<Draft> => {
    const known = remembered;
    if (known?.id === stored.id) return Dexie.Promise.resolve({ ...stored, rows: known.rows });
    return readRows(stored).then((draft) => {
      remembered = { id: draft.id, rows: draft.rows };
      return draft;
    });
  };

  const readRows = (stored: StoredDraft): Promise<Draft> =>
    db.draftRows
      .where('draftId')
      .equals(stored.id)
      .primaryKeys()
      .then((keys) =>
        [...keys]
          .sort((a, b) => a[1] - b[1])
          .reduce<Promise<InvoiceDetailRow[]>>(
            (read, key) =>
              read.then((rows) => db.draftRows.get(key).then((part) => (part ? rows.concat(part.rows) : rows))),
            Dexie.Promise.resolve([]),
          ),
      )
      .then((rows) => ({ ...stored, rows }));

  /** Removes drafts with their rows; call inside a transaction over both tables. */
  async function deleteDrafts(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    forget(ids);
    await db.draftRows.where('draftId').anyOf(ids).delete();
    await db.drafts.bulkDelete([...ids]);
    return ids.length;
  }

  const readDrafts = <T>(work: () => Promise<T>) => guard(() => db.transaction('r', db.drafts, db.draftRows, work));
  const writeDrafts = <T>(work: () => Promise<T>) => guard(() => db.transaction('rw', db.drafts, db.draftRows, work));

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

  const add = (draft: Draft): Promise<Draft> => {
    const { rows, ...stored } = draft;
    return writeDrafts(async () => {
      await db.drafts.add(stored);
      // One write per part, each awaited: no single write clones a 10 MB import at once.
      for (const part of rowParts(stored.id, rows)) await db.draftRows.add(part);
      remembered = { id: stored.id, rows };
      return draft;
    });
  };

  return {
    db,
    create: (input) => add(prepare(input)),
    prepare,
    add,
    list: (userId) =>
      readDrafts(() =>
        db.drafts
          .where('userId')
          .equals(userId)
          .toArray()
          .then((stored) => Dexie.Promise.all(stored.sort(newestFirst).map(withRows))),
      ),
    listHeads: (userId) =>
      guard(async () => (await db.drafts.where('userId').equals(userId).toArray()).sort(newestFirst)),
    get: (userId, id) =>
      readDrafts(() =>
        db.drafts.get(id).then((found) => {
          const stored = own(userId, found);
          return stored ? withRows(stored) : undefined;
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
    transition: (userId, id, to, patch = {}) =>
      writeDrafts(async () => {
        const draft = own(userId, await db.drafts.get(id));
        if (!draft) throw new DraftTransitionError('sent', to);
        if (!canTransition(draft.status, to)) throw new DraftTransitionError(draft.status, to);
        const next: StoredDraft = { ...draft, ...patch, status: to, updatedAt: now() };
        await db.drafts.put(next);
        return withRows(next);
      }),
    revise: (userId, id, { rows, ...revision }) =>
      writeDrafts(async () => {
        const draft = own(userId, await db.drafts.get(id));
        if (!draft) throw new DraftTransitionError('sent', 'saved');
        if (!editableStatuses.includes(draft.status)) throw new DraftTransitionError(draft.status, draft.status);
        const next: StoredDraft = { ...draft, ...revision, updatedAt: now() };
        await db.drafts.put(next);
        await db.draftRows.where('draftId').equals(id).delete();
        for (const part of rowParts(id, rows)) await db.draftRows.add(part);
        remembered = { id, rows };
        return { ...next, rows };
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
          await deleteDrafts([id]);
          return sent;
        }),
      ),
    discard: (userId, id) =>
      writeDrafts(async () => {
        const draft = own(userId, await db.drafts.get(id));
        if (!draft || !discardableStatuses.includes(draft.status)) return false;
        await deleteDrafts([id]);
        return true;
      }),
    discardUnsent: (userId) =>
      writeDrafts(async () => {
        const ids = await db.drafts
          .where('userId')
          .equals(userId)
          .filter((draft) => discardableStatuses.includes(draft.status))
          .primaryKeys();
        return deleteDrafts(ids);
      }),
    countUnsent: (userId) =>
      guard(() =>
        db.drafts
          .where('userId')
          .equals(userId)
          .filter((draft) => unsentStatuses.includes(draft.status))
          .count(),
      ),
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
          const drafts = await deleteDrafts(await db.drafts.where('createdAt').below(cutoff).primaryKeys());
          const receipts = await db.sentImports.where('sentAt').below(cutoff).delete();
          return drafts + receipts;
        }),
      ),
  };
}
