import { hashKey, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { Dexie, type ObservabilitySet } from 'dexie';
import { useDeferredValue, useMemo } from 'react';
import { draftStore } from './draft-runtime';
import { draftDatabaseName } from './drafts/draft-database';
import type { Draft, DraftHead, DraftInvoiceKeys, SentImport } from './drafts/draft-types';

/** Where the write of a draft the import has just read is. */
export type DraftWrite =
  | { readonly status: 'storing'; readonly done: Promise<unknown> }
  | { readonly status: 'stored' }
  | { readonly status: 'failed'; readonly error: unknown };

/**
 * A draft as its review shows it: read from the device (the draft, or only its receipt once it
 * is sent), or handed over by the import that has just read it while IndexedDB writes it.
 */
export type ReviewedDraft =
  | { readonly draft: Draft | undefined; readonly sent: SentImport | undefined; readonly write?: undefined }
  | { readonly draft: Draft; readonly sent: undefined; readonly write: DraftWrite };

/**
 * One read of drafts for the screen: its TanStack Query key (a value: two calls with the same
 * arguments are the same read), the read itself, and how a new result takes over from the one
 * shown (by default it replaces it).
 */
export interface DraftQuery<T> {
  readonly queryKey: QueryKey;
  readonly read: () => Promise<T>;
  readonly merge?: (shown: T, read: T) => T;
}

// A draft read again is a new object: the same version keeps the object already shown (the
// import's hand-over, or the read before), so the review does not render all its rows again.
const sameVersion = (read: Draft, shown: Draft) =>
  read.id === shown.id && read.updatedAt === shown.updatedAt && read.status === shown.status;

const keepShown = (shown: ReviewedDraft, read: ReviewedDraft): ReviewedDraft => {
  // The hand-over stays until the read finds the draft: a read may come before the write (the
  // write's own change reads it again), and a failed write leaves nothing to find.
  if (shown.write && !read.draft) return shown;
  return shown.draft && read.draft && sameVersion(read.draft, shown.draft) ? { ...read, draft: shown.draft } : read;
};

const draftsRoot = 'import-drafts';
const draftKey = (userId: number, ...rest: string[]) => [draftsRoot, userId, ...rest] as const;

/** Every read of drafts a screen makes. */
export const draftQueries = {
  /** One draft for its review, or its receipt once sent; the import seeds it (`showWhileStoring`). */
  review: (userId: number, draftId: string): DraftQuery<ReviewedDraft> => ({
    queryKey: draftKey(userId, 'review', draftId),
    read: async () => ({
      draft: draftId ? await draftStore.get(userId, draftId) : undefined,
      sent: draftId ? await draftStore.getSent(userId, draftId) : undefined,
    }),
    merge: keepShown,
  }),
  /** The user's drafts without their rows, and the receipts of recent sends. */
  list: (userId: number): DraftQuery<{ drafts: DraftHead[]; sent: SentImport[] }> => ({
    queryKey: draftKey(userId, 'list'),
    read: async () => ({ drafts: await draftStore.listHeads(userId), sent: await draftStore.listSent(userId) }),
  }),
  /** Which invoices each draft of the user carries (not their rows), for those another draft also carries. */
  invoiceKeys: (userId: number): DraftQuery<DraftInvoiceKeys[]> => ({
    queryKey: draftKey(userId, 'invoice-keys'),
    read: () => draftStore.listInvoiceKeys(userId),
  }),
};

/**
 * The clients whose draft reads follow IndexedDB. Dexie says when the drafts' database changed
 * (its 'storagemutated' event, which its liveQuery listens to): in this tab (an import, an edit,
 * the outbox) or in another one. Every draft read is then out of date: those on screen read again
 * at once, the others when a screen shows them next. A client follows from its first draft read
 * on: listening before the read starts, a change committed while it runs is not missed.
 */
const following = new Set<QueryClient>();
const draftParts = `idb://${draftDatabaseName}/`;

function onStorageChange(parts: ObservabilitySet): void {
  // 'all': the page came back from the back-forward cache, when anything may have changed.
  if (!Object.keys(parts).some((part) => part === 'all' || part.startsWith(draftParts))) return;
  for (const client of following) void client.invalidateQueries({ queryKey: [draftsRoot] });
}

function follow(client: QueryClient): void {
  if (following.size === 0) Dexie.on('storagemutated', onStorageChange);
  following.add(client);
}

/**
 * How long a draft no screen shows stays in the cache: enough for the import's hand-over to reach
 * the review it opens, not so long that a 10 MB draft stays in memory long after its review closed.
 */
const unusedDraftTime = 10_000;

// The entry's options, for the hook and the hand-over alike.
function entryOptions<T>(query: DraftQuery<T>) {
  const { merge } = query;
  return {
    queryKey: query.queryKey,
    queryFn: ({ client }: { client: QueryClient }) => {
      follow(client);
      return query.read();
    },
    // Only Dexie's word makes a read out of date.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: unusedDraftTime,
    // IndexedDB needs no network; a failed read says why at once.
    networkMode: 'always',
    retry: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
    // Each read is new objects: `merge` keeps what must stay, nothing walks a 10 MB draft to compare.
    structuralSharing: (shown: unknown, read: unknown) =>
      shown !== undefined && merge ? merge(shown as T, read as T) : read,
  } as const;
}

export type DraftRead<T> =
  | { readonly status: 'pending'; readonly data: undefined; readonly error: null }
  | { readonly status: 'success'; readonly data: T; readonly error: null }
  /** The last read failed; `data` is what was shown before it, if anything. */
  | { readonly status: 'error'; readonly data: T | undefined; readonly error: unknown };

const notRead: DraftRead<never> = { status: 'pending', data: undefined, error: null };

/**
 * The one way drafts reach the screen: a TanStack query whose function reads IndexedDB and which
 * Dexie's change event makes read again (see `follow`); the import's hand-over is that query's
 * data until the stored draft is read back. Each new result of a query renders as a deferred
 * value: React renders it in slices, so the review of a 10 MB import does not hold the main
 * thread in one long task; another query (another draft) shows at once. When not `enabled`,
 * nothing is read and the result stays 'pending'.
 */
export function useDraftQuery<T>(query: DraftQuery<T>, enabled = true): DraftRead<T> {
  const { status, data, error } = useQuery<T>({ ...entryOptions(query), enabled });
  const key = hashKey(query.queryKey);
  const current = useMemo(
    () => ({ key, read: enabled ? ({ status, data, error } as DraftRead<T>) : notRead }),
    [key, enabled, status, data, error],
  );
  const deferred = useDeferredValue(current);
  return (deferred.key === key ? deferred : current).read;
}

/**
 * The import hands the draft it has just read to its review's entry while IndexedDB writes it:
 * the review paints it at once instead of waiting for the write and then for its own first read,
 * which gave back the same draft tens of milliseconds later. Until the write has succeeded the
 * review neither sends nor edits it (both work on the stored draft), and a failed write is shown
 * there, with its reason. The write's change makes the entry read the stored draft, which takes
 * over keeping the object shown: the review goes on with the same rows, opened ones included.
 */
export function showWhileStoring(client: QueryClient, draft: Draft, stored: Promise<unknown>): void {
  const query = draftQueries.review(draft.userId, draft.id);
  const { queryKey } = query;
  follow(client);
  // Built with the draft entries' options, so that it stays as long as one (the default would keep it minutes).
  client.getQueryCache().build(client, entryOptions(query));
  const handed = (write: DraftWrite): ReviewedDraft => ({ draft, sent: undefined, write });
  client.setQueryData<ReviewedDraft>(queryKey, handed({ status: 'storing', done: stored }));
  // Only while the hand-over is what the entry holds: once the draft is read back, the read is.
  const settle = (write: DraftWrite) => {
    if (client.getQueryData<ReviewedDraft>(queryKey)?.write) client.setQueryData(queryKey, handed(write));
  };
  stored.then(
    () => settle({ status: 'stored' }),
    (error: unknown) => settle({ status: 'failed', error }),
  );
}
