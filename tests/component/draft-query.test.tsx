import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  draftQueries,
  showWhileStoring,
  useDraftQuery,
  type DraftQuery,
} from '@/features/factoring/import/draft-queries';
import { draftStore } from '@/features/factoring/import/draft-runtime';
import { emptyEditLog } from '@/features/factoring/import/edits/edit-log';
import { newDraft } from '../unit/features/import-drafts/draft-builders';

const ANA = 7;

function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

/** A read of the user's drafts that counts its calls, under the key the screens use. */
function countedList(userId: number) {
  const { queryKey, read } = draftQueries.list(userId);
  const counted = vi.fn(read);
  return { query: (): DraftQuery<Awaited<ReturnType<typeof read>>> => ({ queryKey, read: counted }), read: counted };
}

describe('useDraftQuery: one query per draft read, read again when IndexedDB changes (fake-indexeddb)', () => {
  it("paints the import's hand-over on the first render, then the stored draft, keeping the object shown", async () => {
    const client = new QueryClient();
    const draft = draftStore.prepare(newDraft(ANA, { rows: 3 }));
    showWhileStoring(client, draft, draftStore.add(draft));

    const { result } = renderHook(() => useDraftQuery(draftQueries.review(ANA, draft.id)), {
      wrapper: withClient(client),
    });

    expect(result.current.status).toBe('success');
    expect(result.current.data?.draft).toBe(draft);
    expect(result.current.data?.write).toBeDefined();
    // The write's own change reads the draft back: the read takes over, with the object shown.
    await waitFor(() => {
      expect(result.current.data?.write).toBeUndefined();
    });
    expect(result.current.data?.draft).toBe(draft);
  });

  it('reads a stored draft and follows its changes: an edit, then its discard', async () => {
    const client = new QueryClient();
    const draft = await draftStore.create(newDraft(ANA, { rows: 2 }));

    const { result } = renderHook(() => useDraftQuery(draftQueries.review(ANA, draft.id)), {
      wrapper: withClient(client),
    });

    expect(result.current.status).toBe('pending');
    await waitFor(() => {
      expect(result.current.data?.draft?.id).toBe(draft.id);
    });
    const shown = result.current.data?.draft;
    const { rows, issues, summary } = draft;
    await draftStore.revise(
      ANA,
      draft.id,
      {
        rows: rows.slice(1),
        issues,
        summary,
        cellNotes: {},
        editLog: emptyEditLog,
      },
      draft.updatedAt,
    );
    await waitFor(() => {
      expect(result.current.data?.draft?.rows).toHaveLength(1);
    });
    expect(result.current.data?.draft).not.toBe(shown);
    await draftStore.discard(ANA, draft.id);
    await waitFor(() => {
      expect(result.current.data).toEqual({ draft: undefined, sent: undefined });
    });
  });

  it('is keyed by value: a new query object with the same key reads nothing again', async () => {
    const client = new QueryClient();
    const counted = countedList(ANA + 1);
    const { result, rerender } = renderHook(() => useDraftQuery(counted.query()), { wrapper: withClient(client) });
    await waitFor(() => {
      expect(result.current.status).toBe('success');
    });
    const shown = result.current.data;
    rerender();
    rerender();
    expect(result.current.data).toBe(shown);
    expect(counted.read).toHaveBeenCalledTimes(1);
  });

  it('keeps what no screen shows until a change, and then reads it again when a screen shows it', async () => {
    const client = new QueryClient();
    const userId = ANA + 2;
    const counted = countedList(userId);
    const first = renderHook(() => useDraftQuery(counted.query()), { wrapper: withClient(client) });
    await waitFor(() => {
      expect(first.result.current.data?.drafts).toEqual([]);
    });
    first.unmount();

    // Shown again with nothing changed: what it read stands.
    const again = renderHook(() => useDraftQuery(counted.query()), { wrapper: withClient(client) });
    expect(again.result.current.data?.drafts).toEqual([]);
    expect(counted.read).toHaveBeenCalledTimes(1);
    again.unmount();

    // Changed while no screen showed it: the next screen reads it.
    const created = await draftStore.create(newDraft(userId));
    const later = renderHook(() => useDraftQuery(counted.query()), { wrapper: withClient(client) });
    await waitFor(() => {
      expect(later.result.current.data?.drafts.map((head) => head.id)).toEqual([created.id]);
    });
    expect(counted.read).toHaveBeenCalledTimes(2);
  });

  it('says why a read failed, keeping what it showed, and reads nothing until it is enabled', async () => {
    const client = new QueryClient();
    const read = vi.fn(() => Promise.reject(new Error('IndexedDB no responde')));
    const query: DraftQuery<number> = { queryKey: ['import-drafts', ANA, 'prueba-falla'], read };

    const { result, rerender } = renderHook(({ enabled }) => useDraftQuery(query, enabled), {
      wrapper: withClient(client),
      initialProps: { enabled: false },
    });
    expect(result.current.status).toBe('pending');
    expect(read).not.toHaveBeenCalled();

    rerender({ enabled: true });
    await waitFor(() => {
      expect(result.current.status).toBe('error');
    });
    expect(result.current.error).toEqual(new Error('IndexedDB no responde'));
  });
});
