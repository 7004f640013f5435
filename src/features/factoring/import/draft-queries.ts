import { skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { liveQuery } from 'dexie';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { draftStore } from './draft-runtime';
import type { Draft, DraftHead, SentImport } from './drafts/draft-types';

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
 * One read of drafts for the screen: its TanStack Query key, the read itself, and how a new
 * result takes over from the one shown (by default it replaces it).
 */
export interface DraftQuery<T> {
  readonly queryKey: readonly unknown[];
  readonly read: () => Promise<T>;
  readonly merge?: (shown: T, read: T) => T;
}

// A draft read again is a new object: the same version keeps the object already shown (the
// import's hand-over, or the read before), so the review does not render all its rows again.
const sameVersion = (read: Draft, shown: Draft) =>
  read.id === shown.id && read.updatedAt === shown.updatedAt && read.status === shown.status;

const keepShown = (shown: ReviewedDraft, read: ReviewedDraft): ReviewedDraft => {
  // The hand-over stays until the read finds the draft: the first read may come before the
  // write (a new one follows it), and a failed write leaves nothing to find.
  if (shown.write && !read.draft) return shown;
  return shown.draft && read.draft && sameVersion(read.draft, shown.draft) ? { ...read, draft: shown.draft } : read;
};

const draftKey = (userId: number, ...rest: string[]) => ['import-drafts', userId, ...rest] as const;

/** Every read of drafts a screen makes. Memoise the one a component uses: a new one reads again. */
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
  /** Every draft of the user with its rows, for the invoices another draft also carries. */
  withRows: (userId: number): DraftQuery<Draft[]> => ({
    queryKey: draftKey(userId, 'with-rows'),
    read: () => draftStore.list(userId),
  }),
};

export type DraftRead<T> =
  | { readonly status: 'pending'; readonly data: undefined; readonly error: null }
  | { readonly status: 'success'; readonly data: T; readonly error: null }
  /** The last read failed; `data` is what was shown before it, if anything. */
  | { readonly status: 'error'; readonly data: T | undefined; readonly error: unknown };

const notRead: DraftRead<never> = { status: 'pending', data: undefined, error: null };

/**
 * The one way drafts reach the screen: the query's entry in TanStack Query's cache, kept current
 * by a Dexie live query, which runs the read again whenever the tables it read change, in this
 * tab or in another one. TanStack never fetches it (`skipToken`): an entry holds what the live
 * query last read, or what the import seeded, which the review paints without a round-trip to
 * IndexedDB. Each new result of a query renders as a deferred value: React renders it in
 * slices, so the review of a 10 MB import does not hold the main thread in one long task. When
 * not `enabled`, nothing is read and the result stays 'pending'.
 */
export function useDraftQuery<T>(query: DraftQuery<T>, enabled = true): DraftRead<T> {
  const client = useQueryClient();
  const { status, data, error } = useQuery<T>({
    queryKey: query.queryKey,
    queryFn: skipToken,
    // Each read is new objects: `merge` keeps what must stay, nothing walks a 10 MB draft to compare.
    structuralSharing: false,
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const { queryKey, merge } = query;
    const subscription = liveQuery(query.read).subscribe({
      next: (read) => {
        client.setQueryData<T>(queryKey, (shown) => (shown !== undefined && merge ? merge(shown, read) : read));
      },
      error: (failure: unknown) => {
        // The entry keeps what it showed and says why the read failed.
        const error = failure instanceof Error ? failure : new Error(String(failure));
        client
          .query({ queryKey, queryFn: () => Promise.reject(error), staleTime: 0, retry: false })
          .catch(() => undefined);
      },
    });
    return () => {
      subscription.unsubscribe();
      // What no screen shows leaves the cache, the import's seed too: the next screen reads the
      // draft as it is then. A component mounted again at once (React's StrictMode) keeps it.
      setTimeout(() => {
        client.removeQueries({ queryKey, exact: true, predicate: (cached) => cached.getObserversCount() === 0 });
      });
    };
  }, [client, query, enabled]);

  const current = useMemo(
    () => ({ query, read: enabled ? ({ status, data, error } as DraftRead<T>) : notRead }),
    [query, enabled, status, data, error],
  );
  const deferred = useDeferredValue(current);
  // Another query (another draft) shows at once: only new results of the same one wait.
  return (deferred.query === query ? deferred : current).read;
}

/**
 * The import hands the draft it has just read to its review's entry while IndexedDB writes it:
 * the review paints it at once instead of waiting for the write and then for its own first read,
 * which gave back the same draft tens of milliseconds later. Until the write has succeeded the
 * review neither sends nor edits it (both work on the stored draft), and a failed write is shown
 * there, with its reason.
 */
export function showWhileStoring(client: QueryClient, draft: Draft, stored: Promise<unknown>): void {
  const { queryKey } = draftQueries.review(draft.userId, draft.id);
  const handed = (write: DraftWrite): ReviewedDraft => ({ draft, sent: undefined, write });
  client.setQueryData<ReviewedDraft>(queryKey, handed({ status: 'storing', done: stored }));
  // Only while the hand-over is what the entry holds: once the draft is read back, the read is.
  const settle = (write: DraftWrite) => {
    client.setQueryData<ReviewedDraft>(queryKey, (shown) => (shown?.write ? handed(write) : shown));
  };
  stored.then(
    () => settle({ status: 'stored' }),
    (error: unknown) => settle({ status: 'failed', error }),
  );
}

/**
 * The write of a draft handed over and not settled yet, so that what replaces it can wait for it:
 * a draft discarded before its own write lands would come back.
 */
export function writeOf(client: QueryClient, userId: number, draftId: string): Promise<unknown> | undefined {
  const shown = client.getQueryData<ReviewedDraft>(draftQueries.review(userId, draftId).queryKey);
  return shown?.write?.status === 'storing' ? shown.write.done : undefined;
}
