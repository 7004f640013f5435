import { Dexie } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { createLocalDraftLock } from '@/features/factoring/import/drafts/draft-lock';
import { backoffDelay, sendDraft, type DraftSenderDeps } from '@/features/factoring/import/drafts/draft-sender';
import type { DraftStore } from '@/features/factoring/import/drafts/draft-store';
import type { Draft } from '@/features/factoring/import/drafts/draft-types';
import { newDraft, storeWithClock } from './draft-builders';

const ANA = 7;
function setup(submit: DraftSenderDeps['submit'], online = true) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { store, clock } = storeWithClock();
  const deps: DraftSenderDeps = {
    store,
    lock: createLocalDraftLock(),
    submit,
    isOnline: () => online,
    now: () => clock.now,
    retryDelay: (n) => n * 1000,
  };
  return { store, clock, deps };
}

describe('sending a draft', () => {
  it("sends with the draft's key, outside any transaction, and removes it only after the answer", async () => {
    const seen: { key: string; inTransaction: boolean; stillStored: boolean }[] = [];
    let store: DraftStore | null = null;
    const { deps, store: created } = setup(async (draft: Draft) => {
      seen.push({
        key: draft.idempotencyKey,
        // Dexie's typings say always a Transaction; at run time it is null outside one.
        inTransaction: Boolean(Dexie.currentTransaction as unknown),
        stillStored: (await store?.get(ANA, draft.id))?.status === 'sending',
      });
      return { idLoad: 123 };
    });
    store = created;
    const draft = await created.create(newDraft(ANA));
    const outcome = await sendDraft(deps, ANA, draft.id);

    expect(seen).toEqual([{ key: draft.idempotencyKey, inTransaction: false, stillStored: true }]);
    expect(outcome).toMatchObject({ kind: 'sent', sent: { loadId: 123, draftId: draft.id } });
    expect(await created.get(ANA, draft.id)).toBeUndefined();
    // Asked again (a second tab, a late retry): it answers with the same load, sends nothing.
    expect(await sendDraft(deps, ANA, draft.id)).toMatchObject({ kind: 'sent', sent: { loadId: 123 } });
    expect(seen).toHaveLength(1);
  });

  it('queues the draft without calling the server while offline', async () => {
    const submit = vi.fn(() => Promise.resolve({ idLoad: 1 }));
    const { deps, store } = setup(submit, false);
    const draft = await store.create(newDraft(ANA));
    const outcome = await sendDraft(deps, ANA, draft.id);
    expect(submit).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({ kind: 'queued', draft: { status: 'queued', attempts: 0 } });
    expect((await store.get(ANA, draft.id))?.lastError).toMatch(/^Sin conexión/);
  });

  it.each([
    ['no connection', new ApiError('x', { kind: 'network' })],
    ['a timeout', new ApiError('x', { kind: 'timeout' })],
    ['a 503', new ApiError('Servicio no disponible', { kind: 'http', statusCode: 503 })],
  ])('queues the draft with backoff after %s, keeping its key', async (_, error) => {
    const submit = vi.fn<DraftSenderDeps['submit']>().mockRejectedValue(error);
    const { deps, store, clock } = setup(submit);
    const draft = await store.create(newDraft(ANA));
    const first = await sendDraft(deps, ANA, draft.id);
    expect(first).toMatchObject({
      kind: 'queued',
      draft: { status: 'queued', attempts: 1, nextAttemptAt: clock.now + 1000 },
    });
    const second = await sendDraft(deps, ANA, draft.id);
    expect(second).toMatchObject({ kind: 'queued', draft: { attempts: 2, nextAttemptAt: clock.now + 2000 } });
    expect(submit.mock.calls.map(([sent]) => sent.idempotencyKey)).toEqual([
      draft.idempotencyKey,
      draft.idempotencyKey,
    ]);
  });

  it("keeps a draft the server refused, with the server's message, and does not retry it by itself", async () => {
    const refusal = new ApiError('La factura F-00001 ya fue cargada', { kind: 'http', statusCode: 409 });
    const { deps, store } = setup(() => Promise.reject(refusal));
    const draft = await store.create(newDraft(ANA));
    expect(await sendDraft(deps, ANA, draft.id)).toMatchObject({ kind: 'failed', unauthorized: false });
    expect(await store.get(ANA, draft.id)).toMatchObject({
      status: 'failed',
      lastError: 'La factura F-00001 ya fue cargada',
      nextAttemptAt: null,
      rows: draft.rows,
    });
  });

  it('keeps the draft on a 401 and says to sign in again', async () => {
    const { deps, store } = setup(() =>
      Promise.reject(new ApiError('No autorizado', { kind: 'http', statusCode: 401 })),
    );
    const draft = await store.create(newDraft(ANA));
    expect(await sendDraft(deps, ANA, draft.id)).toMatchObject({ kind: 'failed', unauthorized: true });
    expect((await store.get(ANA, draft.id))?.lastError).toMatch(/Su sesión expiró.*sigue guardada en este dispositivo/);
  });

  it('never sends a draft that still has errors', async () => {
    const submit = vi.fn(() => Promise.resolve({ idLoad: 1 }));
    const { deps, store } = setup(submit);
    const draft = await store.create(
      newDraft(ANA, {
        issues: [
          { row: 2, column: 'Monto NIO (F)', message: 'El monto NIO no es numérico («abc»).', severity: 'error' },
        ],
      }),
    );
    expect(await sendDraft(deps, ANA, draft.id)).toEqual({ kind: 'blocked' });
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends once when two callers press send together; the second is told it is busy', async () => {
    let release: (value: { idLoad: number }) => void = () => undefined;
    const submit = vi.fn(() => new Promise<{ idLoad: number }>((resolve) => (release = resolve)));
    const { deps, store } = setup(submit);
    const draft = await store.create(newDraft(ANA));
    const first = sendDraft(deps, ANA, draft.id);
    await vi.waitFor(() => {
      expect(submit).toHaveBeenCalledTimes(1);
    });
    expect(await sendDraft(deps, ANA, draft.id)).toEqual({ kind: 'busy' });
    release({ idLoad: 55 });
    expect(await first).toMatchObject({ kind: 'sent', sent: { loadId: 55 } });
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('takes over a draft left "sending" by a tab that closed, with the same key', async () => {
    const submit = vi.fn((sent: Draft) => Promise.resolve({ idLoad: sent.idempotencyKey.length }));
    const { deps, store } = setup(submit);
    const draft = await store.create(newDraft(ANA));
    await store.transition(ANA, draft.id, 'sending');
    expect(await sendDraft(deps, ANA, draft.id)).toMatchObject({ kind: 'sent' });
    expect(submit.mock.calls[0]?.[0].idempotencyKey).toBe(draft.idempotencyKey);
  });

  it('backs off 5 s, 15 s, 45 s … up to 5 minutes', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 9].map((attempt) => backoffDelay(attempt, middle))).toEqual([
      5_000, 15_000, 45_000, 135_000, 300_000, 300_000, 300_000,
    ]);
    expect(backoffDelay(1, () => 0)).toBe(4_000);
    expect(backoffDelay(1, () => 1)).toBe(6_000);
  });
});
