import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { createLocalDraftLock } from '@/features/factoring/import/drafts/draft-lock';
import {
  startDraftOutbox,
  type DraftOutbox,
  type DraftOutboxOptions,
} from '@/features/factoring/import/drafts/draft-outbox';
import type { SendOutcome } from '@/features/factoring/import/drafts/draft-sender';
import type { DraftStore } from '@/features/factoring/import/drafts/draft-store';
import { newDraft, storeWithClock } from './draft-builders';

const ANA = 7;
const cleanup: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const step of cleanup.splice(0)) await step();
});

function track(store: DraftStore, outbox?: DraftOutbox) {
  cleanup.push(async () => {
    outbox?.stop();
    store.db.close();
    await Dexie.delete(store.db.name);
  });
}

/**
 * Starts Ana's outbox over `store` with a lock of its own and its own 'online' events (unless the
 * test brings them), stops it after the test, and collects what it reports, in order.
 */
function startOutbox(
  store: DraftStore,
  options: Pick<DraftOutboxOptions, 'submit'> & Partial<Omit<DraftOutboxOptions, 'onOutcome'>>,
) {
  const outcomes: SendOutcome[] = [];
  const outbox = startDraftOutbox({
    store,
    lock: createLocalDraftLock(),
    userId: ANA,
    events: new EventTarget(),
    onOutcome: (outcome) => outcomes.push(outcome),
    ...options,
  });
  track(store, outbox);
  return { outbox, outcomes };
}

describe('the outbox of queued drafts', () => {
  it('sends queued drafts at start, leaves saved and failed ones to the user', async () => {
    const { store } = storeWithClock();
    const queued = await store.create(newDraft(ANA, { fileName: 'cola.xlsx' }));
    await store.transition(ANA, queued.id, 'queued');
    const saved = await store.create(newDraft(ANA, { fileName: 'guardado.xlsx' }));
    const submit = vi.fn(() => Promise.resolve({ idLoad: 9 }));
    const { outcomes } = startOutbox(store, { submit, isOnline: () => true });
    await vi.waitFor(() => {
      expect(outcomes).toHaveLength(1);
    });
    expect(outcomes[0]).toMatchObject({ kind: 'sent', sent: { draftId: queued.id, loadId: 9 } });
    expect((await store.listHeads(ANA)).map((draft) => draft.id)).toEqual([saved.id]);
  });

  it('sends again when the connection comes back, then on its backoff schedule', async () => {
    const { store } = storeWithClock(Date.now());
    let online = false;
    const submit = vi
      .fn<(draft: unknown) => Promise<{ idLoad: number }>>()
      .mockRejectedValueOnce(new ApiError('caída', { kind: 'network' }))
      .mockResolvedValue({ idLoad: 31 });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const draft = await store.create(newDraft(ANA));
    await store.transition(ANA, draft.id, 'queued', { nextAttemptAt: Date.now() });
    const events = new EventTarget();
    const { outbox, outcomes } = startOutbox(store, {
      submit,
      events,
      now: Date.now,
      isOnline: () => online,
      retryDelay: () => 50,
    });
    // Offline at start: a pass (awaited here, the one at start or a new one) sends nothing and
    // leaves the draft queued.
    await outbox.flush();
    expect(outcomes).toEqual([]);
    expect(submit).not.toHaveBeenCalled();
    expect((await store.get(ANA, draft.id))?.status).toBe('queued');

    online = true;
    events.dispatchEvent(new Event('online'));
    // The first attempt fails (no answer); the backoff timer sends it again 50 ms later.
    await vi.waitFor(() => {
      expect(outcomes.map((o) => o.kind)).toEqual(['queued', 'sent']);
    });
    expect(submit).toHaveBeenCalledTimes(2);
    expect(await store.listHeads(ANA)).toEqual([]);
  });
});

describe('the outbox follows drafts queued elsewhere', () => {
  it('retries a draft that the review screen queued after the outbox started', async () => {
    const { store } = storeWithClock(Date.now());
    const submit = vi.fn(() => Promise.resolve({ idLoad: 77 }));
    const { outbox, outcomes } = startOutbox(store, { submit, now: Date.now, isOnline: () => true });
    await outbox.flush();
    expect(outcomes).toEqual([]);

    // Another part of the app sends it, gets no answer, and queues it with a retry time.
    const draft = await store.create(newDraft(ANA));
    await store.transition(ANA, draft.id, 'sending');
    await store.transition(ANA, draft.id, 'queued', { attempts: 1, nextAttemptAt: Date.now() + 60 });
    await vi.waitFor(() => {
      expect(outcomes).toEqual([
        expect.objectContaining({ kind: 'sent', sent: expect.objectContaining({ loadId: 77 }) as unknown }),
      ]);
    });
  });
});
