import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { draftQueries, showWhileStoring, type ReviewedDraft } from '@/features/factoring/import/draft-queries';
import { createDraftStore } from '@/features/factoring/import/drafts/draft-store';
import { freshDatabase, newDraft } from './draft-builders';

const ANA = 7;
const store = createDraftStore({ db: freshDatabase() });

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const shown = (client: QueryClient, userId: number, id: string) =>
  client.getQueryData<ReviewedDraft>(draftQueries.review(userId, id).queryKey);

describe('the draft handed from the import to its review', () => {
  it('is the same snapshot while it is stored, then a new one that says stored; only its own user and id see it', async () => {
    const client = new QueryClient();
    const draft = store.prepare(newDraft(ANA));
    const write = deferred();
    const changed = vi.fn();
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') changed();
    });
    showWhileStoring(client, draft, write.promise);

    const storing = shown(client, ANA, draft.id);
    expect(storing).toEqual({ draft, sent: undefined, write: { status: 'storing', done: write.promise } });
    expect(shown(client, ANA, draft.id)).toBe(storing);
    expect(shown(client, ANA + 1, draft.id)).toBeUndefined();
    expect(shown(client, ANA, 'otro')).toBeUndefined();

    write.resolve();
    await vi.waitFor(() => {
      expect(shown(client, ANA, draft.id)?.write).toEqual({ status: 'stored' });
    });
    expect(shown(client, ANA, draft.id)?.draft).toBe(draft);
    expect(changed).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('keeps a failed write with its error, for the review to say why nothing was kept', async () => {
    const client = new QueryClient();
    const draft = store.prepare(newDraft(ANA));
    const failure = new Error('sin espacio');
    showWhileStoring(client, draft, Promise.reject(failure));
    await vi.waitFor(() => {
      expect(shown(client, ANA, draft.id)?.write).toEqual({ status: 'failed', error: failure });
    });
  });

  it('stays until the draft is read back, which then keeps the object shown; a write settling late does not bring it back', async () => {
    const client = new QueryClient();
    const draft = store.prepare(newDraft(ANA));
    const late = deferred();
    showWhileStoring(client, draft, late.promise);
    const { merge } = draftQueries.review(ANA, draft.id);
    const handed = shown(client, ANA, draft.id);
    if (!merge || !handed) throw new Error('the review has no hand-over');

    // Read before the write landed: nothing found, the hand-over stays.
    expect(merge(handed, { draft: undefined, sent: undefined })).toBe(handed);
    // Read back: the stored draft, the same version as the one shown, which the review keeps.
    const stored = { draft: { ...draft, rows: [...draft.rows] }, sent: undefined };
    const read = merge(handed, stored);
    expect(read).toEqual({ draft, sent: undefined });
    expect(read.draft).toBe(draft);
    // A later version is what it is.
    const later = { draft: { ...draft, updatedAt: draft.updatedAt + 1 }, sent: undefined };
    expect(merge(read, later)).toBe(later);

    client.setQueryData(draftQueries.review(ANA, draft.id).queryKey, read);
    late.reject(new Error('tarde'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown(client, ANA, draft.id)).toEqual({ draft, sent: undefined });
    expect(shown(client, ANA, draft.id)?.draft).toBe(draft);
  });
});
