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
import { newDraft } from '../unit/features/import-drafts/draft-builders';

const ANA = 7;

function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useDraftQuery: the one way a draft reaches the screen', () => {
  it("paints the import's hand-over on the first render, then the stored draft, keeping the object shown", async () => {
    const client = new QueryClient();
    const draft = draftStore.prepare(newDraft(ANA, { rows: 3 }));
    showWhileStoring(client, draft, draftStore.add(draft));
    const query = draftQueries.review(ANA, draft.id);

    const { result } = renderHook(() => useDraftQuery(query), { wrapper: withClient(client) });

    expect(result.current.status).toBe('success');
    expect(result.current.data?.draft).toBe(draft);
    expect(result.current.data?.write).toBeDefined();
    await waitFor(() => {
      expect(result.current.data?.write).toBeUndefined();
    });
    expect(result.current.data?.draft).toBe(draft);
  });

  it('reads a stored draft, follows its changes, and leaves the cache once no screen shows it', async () => {
    const client = new QueryClient();
    const draft = await draftStore.create(newDraft(ANA, { rows: 2 }));
    const query = draftQueries.review(ANA, draft.id);

    const { result, unmount } = renderHook(() => useDraftQuery(query), { wrapper: withClient(client) });

    expect(result.current.status).toBe('pending');
    await waitFor(() => {
      expect(result.current.data?.draft?.id).toBe(draft.id);
    });
    await draftStore.discard(ANA, draft.id);
    await waitFor(() => {
      expect(result.current.data).toEqual({ draft: undefined, sent: undefined });
    });
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData(query.queryKey)).toBeUndefined();
  });

  it('says why a read failed, and reads nothing until it is enabled', async () => {
    const client = new QueryClient();
    const read = vi.fn(() => Promise.reject(new Error('IndexedDB no responde')));
    const query: DraftQuery<number> = { queryKey: ['prueba', 'falla'], read };

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
