import { describe, expect, it, vi } from 'vitest';
import { handedDraft } from '../../../../src/features/factoring/import/drafts/handed-draft';
import { createDraftStore } from '../../../../src/features/factoring/import/drafts/draft-store';
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

describe('the draft handed from the import to its review', () => {
  it('is the same snapshot while it is stored, then a new one that says stored; only its own user and id see it', async () => {
    const draft = store.prepare(newDraft(ANA));
    const write = deferred();
    const changed = vi.fn();
    const unsubscribe = handedDraft.subscribe(changed);
    handedDraft.give(draft, write.promise);

    const storing = handedDraft.peek(ANA, draft.id);
    expect(storing).toEqual({ draft, write: { status: 'storing' } });
    expect(handedDraft.peek(ANA, draft.id)).toBe(storing);
    expect(handedDraft.peek(ANA + 1, draft.id)).toBeUndefined();
    expect(handedDraft.peek(ANA, 'otro')).toBeUndefined();

    write.resolve();
    await vi.waitFor(() => {
      expect(handedDraft.peek(ANA, draft.id)?.write).toEqual({ status: 'stored' });
    });
    expect(handedDraft.peek(ANA, draft.id)?.draft).toBe(draft);
    expect(changed).toHaveBeenCalledTimes(2);

    handedDraft.drop(draft.id);
    expect(handedDraft.peek(ANA, draft.id)).toBeUndefined();
    unsubscribe();
  });

  it('keeps a failed write with its error, for the review to say why nothing was kept', async () => {
    const draft = store.prepare(newDraft(ANA));
    const failure = new Error('sin espacio');
    handedDraft.give(draft, Promise.reject(failure));
    await vi.waitFor(() => {
      expect(handedDraft.peek(ANA, draft.id)?.write).toEqual({ status: 'failed', error: failure });
    });
  });

  it('is replaced by the next import, whose review an earlier write settling late does not touch', async () => {
    const first = store.prepare(newDraft(ANA, { fileName: 'primero.xlsx' }));
    const second = store.prepare(newDraft(ANA, { fileName: 'segundo.xlsx' }));
    const late = deferred();
    handedDraft.give(first, late.promise);
    handedDraft.give(second, new Promise<void>(() => undefined));
    late.reject(new Error('tarde'));
    await Promise.resolve();
    expect(handedDraft.peek(ANA, first.id)).toBeUndefined();
    expect(handedDraft.peek(ANA, second.id)?.write).toEqual({ status: 'storing' });
    // Dropping another draft's review leaves this one.
    handedDraft.drop(first.id);
    expect(handedDraft.peek(ANA, second.id)).toBeDefined();
  });
});
