import { Dexie, type ObservabilitySet } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  canTransition,
  DraftChangedError,
  draftStatusLabels,
  DraftTransitionError,
} from '@/features/factoring/import/drafts/draft-status';
import { DraftStorageError } from '@/features/factoring/import/drafts/draft-storage-error';
import { createDraftStore, type DraftStore } from '@/features/factoring/import/drafts/draft-store';
import type { Draft } from '@/features/factoring/import/drafts/draft-types';
import { emptyEditLog } from '@/features/factoring/import/edits/edit-log';
import { invoiceKey } from '@contract/invoice-key';
import { freshDatabase, newDraft, storeWithClock } from './draft-builders';

const DAY = 24 * 60 * 60 * 1000;
const ANA = 7;
const BRUNO = 8;

const opened: DraftStore[] = [];
function track<T extends { store: DraftStore }>(made: T): T {
  opened.push(made.store);
  return made;
}

afterEach(async () => {
  for (const store of opened.splice(0)) {
    store.db.close();
    await Dexie.delete(store.db.name);
  }
});

describe('drafts on this device', () => {
  it('names the statuses exactly as the issue does', () => {
    expect(Object.values(draftStatusLabels)).toEqual([
      'Guardado en este dispositivo',
      'En cola',
      'Enviando',
      'Enviado',
      'Error – reintentar',
    ]);
  });

  it('shows each user only their own drafts and receipts', async () => {
    const { store } = track(storeWithClock());
    const anas = await store.create(newDraft(ANA, { fileName: 'ana.xlsx' }));
    const brunos = await store.create(newDraft(BRUNO, { fileName: 'bruno.xlsx' }));

    expect((await store.listHeads(ANA)).map((draft) => draft.fileName)).toEqual(['ana.xlsx']);
    expect((await store.listHeads(BRUNO)).map((draft) => draft.fileName)).toEqual(['bruno.xlsx']);
    expect(await store.get(ANA, brunos.id)).toBeUndefined();
    expect(await store.discard(ANA, brunos.id)).toBe(false);
    await expect(store.transition(ANA, brunos.id, 'sending')).rejects.toBeInstanceOf(DraftTransitionError);
    expect((await store.get(BRUNO, brunos.id))?.status).toBe('saved');

    await store.transition(ANA, anas.id, 'sending');
    await store.complete(ANA, anas.id, 41);
    expect(await store.getSent(BRUNO, anas.id)).toBeUndefined();
    expect((await store.listSent(ANA)).map((sent) => sent.loadId)).toEqual([41]);
    expect(await store.listSent(BRUNO)).toEqual([]);
  });

  it('lists heads newest first, without rows and without reading them, for lists and the send schedule', async () => {
    const { store, clock } = track(storeWithClock());
    const older = await store.create(newDraft(ANA, { fileName: 'antes.xlsx', rows: 3 }));
    clock.now += 1000;
    const newer = await store.create(newDraft(ANA, { fileName: 'despues.xlsx', rows: 2 }));
    await store.create(newDraft(BRUNO, { fileName: 'bruno.xlsx' }));
    const rowReads = vi.spyOn(store.db.draftRows, 'where');

    const heads = await store.listHeads(ANA);

    expect(heads.map((head) => head.id)).toEqual([newer.id, older.id]);
    for (const head of heads) expect(head).not.toHaveProperty('rows');
    const { rows, ...olderHead } = older;
    expect(rows).toHaveLength(3);
    expect(heads[1]).toEqual(olderHead);
    expect(rowReads).not.toHaveBeenCalled();
  });

  it('prepares a draft, id and key included, without writing it; adding it stores all of it, or on failure none', async () => {
    const { store } = track(storeWithClock());
    const draft = store.prepare(newDraft(ANA, { rows: 3 }));
    expect(draft).toMatchObject({ userId: ANA, status: 'saved', attempts: 0, lastError: null });
    expect(draft.id).not.toBe(draft.idempotencyKey);
    expect(await store.get(ANA, draft.id)).toBeUndefined();

    expect(await store.add(draft)).toBe(draft);
    expect(await store.get(ANA, draft.id)).toEqual(draft);

    const refused = store.prepare(newDraft(ANA, { rows: 2 }));
    vi.spyOn(store.db.draftRows, 'add').mockRejectedValueOnce(
      Object.assign(new Error('QuotaExceededError'), {
        name: 'QuotaExceededError',
        inner: new DOMException('quota', 'QuotaExceededError'),
      }),
    );
    await expect(store.add(refused)).rejects.toBeInstanceOf(DraftStorageError);
    // The transaction took the draft's head back with its rows: nothing half-stored.
    expect(await store.get(ANA, refused.id)).toBeUndefined();
    expect((await store.listHeads(ANA)).map((head) => head.id)).toEqual([draft.id]);
  });

  it('a draft read again with other columns replaces the first in the same transaction, never one being sent', async () => {
    const { store } = track(storeWithClock());
    const first = store.prepare(newDraft(ANA, { rows: 2 }));
    // Both writes begun at once, as when the debtor matches the columns the moment the review shows.
    const firstWrite = store.add(first);
    const again = store.add(store.prepare(newDraft(ANA, { rows: 2 })), first.id);
    await Promise.all([firstWrite, again]);
    expect((await store.listHeads(ANA)).map((head) => head.id)).toEqual([(await again).id]);

    // Another user's draft, or one on its way to the server, is not this one's to discard.
    const brunos = await store.create(newDraft(BRUNO));
    const sending = await store.create(newDraft(ANA));
    await store.transition(ANA, sending.id, 'sending');
    await store.add(store.prepare(newDraft(ANA)), brunos.id);
    await store.add(store.prepare(newDraft(ANA)), sending.id);
    expect(await store.get(BRUNO, brunos.id)).toBeDefined();
    expect((await store.get(ANA, sending.id))?.status).toBe('sending');
  });

  it('keeps everything a draft needs, with a key made once that no status change touches', async () => {
    const { store, clock } = track(storeWithClock());
    const draft = await store.create(newDraft(ANA, { rows: 2 }));
    expect(draft).toMatchObject({
      userId: ANA,
      fileName: 'facturas.xlsx',
      fileSize: 12_345,
      status: 'saved',
      lastError: null,
      createdAt: clock.now,
      attempts: 0,
    });
    expect(draft.rows).toHaveLength(2);
    expect(draft.summary.totalInvoices).toBe(2);
    expect(draft.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(draft.idempotencyKey).not.toBe(draft.id);

    clock.now += 1000;
    await store.transition(ANA, draft.id, 'sending');
    await store.transition(ANA, draft.id, 'queued', { lastError: 'sin conexión', attempts: 1 });
    await store.transition(ANA, draft.id, 'sending');
    const failed = await store.transition(ANA, draft.id, 'failed', { lastError: 'Factura duplicada' });
    // Four changes in one millisecond of the clock are written a millisecond apart each.
    expect(failed).toMatchObject({ status: 'failed', lastError: 'Factura duplicada', updatedAt: clock.now + 3 });
    expect(failed.idempotencyKey).toBe(draft.idempotencyKey);
    expect(failed.createdAt).toBe(draft.createdAt);

    const second = await store.create(newDraft(ANA));
    expect(second.idempotencyKey).not.toBe(draft.idempotencyKey);
  });

  it('follows the status machine and refuses moves it does not allow', async () => {
    expect(canTransition('saved', 'sending')).toBe(true);
    expect(canTransition('saved', 'sent')).toBe(false);
    expect(canTransition('sending', 'sending')).toBe(false);
    expect(canTransition('failed', 'saved')).toBe(false);
    expect(canTransition('sent', 'queued')).toBe(false);

    const { store } = track(storeWithClock());
    const draft = await store.create(newDraft(ANA));
    // Only a draft being sent can become 'sent': the server must have answered first.
    await expect(store.complete(ANA, draft.id, 9)).rejects.toMatchObject({ from: 'saved', to: 'sent' });
    await store.transition(ANA, draft.id, 'sending');
    await expect(store.transition(ANA, draft.id, 'sending')).rejects.toThrow(
      'Cambio de estado de borrador inválido de «Enviando» a «Enviando».',
    );
    expect(await store.discard(ANA, draft.id)).toBe(false);
    const sent = await store.complete(ANA, draft.id, 9);
    expect(sent).toMatchObject({
      draftId: draft.id,
      loadId: 9,
      totalInvoices: 3,
      idempotencyKey: draft.idempotencyKey,
      totalAmountNIO: 3000,
      totalAmountUSD: 82.5,
      providerCount: 1,
    });
    expect(await store.get(ANA, draft.id)).toBeUndefined();
    await expect(store.transition(ANA, draft.id, 'queued')).rejects.toBeInstanceOf(DraftTransitionError);
  });

  it('purges drafts and receipts older than 7 days, for every user, and keeps newer ones', async () => {
    const { store, clock } = track(storeWithClock());
    const old = await store.create(newDraft(ANA, { fileName: 'viejo.xlsx' }));
    await store.create(newDraft(BRUNO, { fileName: 'viejo-bruno.xlsx' }));
    await store.transition(ANA, old.id, 'sending');
    await store.complete(ANA, old.id, 5);
    await store.create(newDraft(ANA, { fileName: 'otro-viejo.xlsx' }));
    clock.now += 2 * DAY;
    await store.create(newDraft(ANA, { fileName: 'reciente.xlsx' }));

    clock.now += 5 * DAY + 1;
    expect(await store.purgeOlderThan()).toBe(3);
    expect((await store.listHeads(ANA)).map((draft) => draft.fileName)).toEqual(['reciente.xlsx']);
    expect(await store.listHeads(BRUNO)).toEqual([]);
    expect(await store.listSent(ANA)).toEqual([]);
    expect(await store.purgeOlderThan()).toBe(0);
  });

  it('announces no change when a purge finds nothing old: the screens showing drafts do not read them again', async () => {
    const { store, clock } = track(storeWithClock());
    const sent = await store.create(newDraft(ANA, { fileName: 'enviado.xlsx' }));
    await store.transition(ANA, sent.id, 'sending');
    await store.complete(ANA, sent.id, 5);
    await store.create(newDraft(ANA, { fileName: 'guardado.xlsx' }));
    clock.now += DAY;

    const announced: string[] = [];
    const listen = (parts: ObservabilitySet) => {
      announced.push(...Object.keys(parts).filter((part) => part.startsWith(`idb://${store.db.name}/`)));
    };
    Dexie.on('storagemutated', listen);
    try {
      expect(await store.purgeOlderThan()).toBe(0);
      expect(announced).toEqual([]);
      // The same purge a week later removes both, and says so: its announcement is heard here.
      clock.now += 7 * DAY;
      expect(await store.purgeOlderThan()).toBe(2);
      expect(new Set(announced.map((part) => part.split('/')[3]))).toEqual(
        new Set(['drafts', 'draftRows', 'sentImports']),
      );
    } finally {
      Dexie.on('storagemutated').unsubscribe(listen);
    }
  });

  it('on logout, "keep" leaves the drafts and "delete" removes only this user\'s unsent ones', async () => {
    const { store } = track(storeWithClock());
    const saved = await store.create(newDraft(ANA, { fileName: 'guardado.xlsx' }));
    const queued = await store.create(newDraft(ANA, { fileName: 'en-cola.xlsx' }));
    await store.transition(ANA, queued.id, 'queued');
    const failed = await store.create(newDraft(ANA, { fileName: 'error.xlsx' }));
    await store.transition(ANA, failed.id, 'sending');
    await store.transition(ANA, failed.id, 'failed', { lastError: 'rechazada' });
    const sending = await store.create(newDraft(ANA, { fileName: 'enviando.xlsx' }));
    await store.transition(ANA, sending.id, 'sending');
    await store.create(newDraft(BRUNO, { fileName: 'de-bruno.xlsx' }));
    expect(await store.countUnsent(ANA)).toBe(4);

    // 'keep' is doing nothing: the drafts are all still there.
    expect((await store.listHeads(ANA)).map((draft) => draft.id).sort()).toEqual(
      [saved.id, queued.id, failed.id, sending.id].sort(),
    );

    expect(await store.discardUnsent(ANA)).toBe(3);
    // The one whose answer is on its way stays, so a load is never orphaned from its receipt.
    expect((await store.listHeads(ANA)).map((draft) => draft.fileName)).toEqual(['enviando.xlsx']);
    expect((await store.listHeads(BRUNO)).map((draft) => draft.fileName)).toEqual(['de-bruno.xlsx']);
  });

  it("keeps a large import's rows in parts, reads them back in order, and removes them with the draft", async () => {
    const db = freshDatabase();
    const store = createDraftStore({ db });
    opened.push(store);
    const input = newDraft(ANA, { rows: 40 });
    const notes = {
      ...input,
      rows: input.rows.map((row, index) => ({ ...row, observations: `${String(index)} ${'nota '.repeat(50_000)}` })),
    };
    const draft = await store.create(notes);
    const parts = await db.draftRows.where('draftId').equals(draft.id).toArray();
    expect(parts.length).toBeGreaterThan(5);
    expect(parts.every((part) => part.rows.length > 0)).toBe(true);
    // Another store on the same database (another tab) reads the parts back from IndexedDB.
    const reader = createDraftStore({ db });
    const partReads = vi.spyOn(db.draftRows, 'get');
    expect((await reader.get(ANA, draft.id))?.rows).toEqual(notes.rows);
    expect(partReads).toHaveBeenCalledTimes(parts.length);
    // This store made the draft: it keeps its rows and decodes no part again, nor does the reader now.
    partReads.mockClear();
    expect((await store.get(ANA, draft.id))?.rows).toBe(notes.rows);
    expect((await reader.get(ANA, draft.id))?.rows).toEqual(notes.rows);
    expect((await store.transition(ANA, draft.id, 'sending')).rows).toEqual(notes.rows);
    expect(partReads).not.toHaveBeenCalled();
    partReads.mockRestore();

    await store.complete(ANA, draft.id, 91);
    expect(await db.draftRows.count()).toBe(0);

    const discarded = await store.create(notes);
    expect(await store.discard(ANA, discarded.id)).toBe(true);
    await store.create(notes);
    expect(await store.discardUnsent(ANA)).toBe(1);
    expect(await db.draftRows.count()).toBe(0);
  });

  /** Two of Ana's drafts in one database, of 3 rows and of 2, and the store (the tab) that made them. */
  async function twoDrafts() {
    const db = freshDatabase();
    const store = createDraftStore({ db });
    opened.push(store);
    const first = await store.create(newDraft(ANA, { rows: 3 }));
    const second = await store.create(newDraft(ANA, { rows: 2, fileName: 'otro.xlsx' }));
    return { db, store, first, second };
  }

  it('reads the rows another tab revised, not the ones it kept, refuses an edit of what it kept, and the check of other drafts keeps the draft under review', async () => {
    const { db, store, first: draft } = await twoDrafts();
    // This tab reviews the first draft: it keeps its rows.
    expect((await store.get(ANA, draft.id))?.rows).toHaveLength(3);

    // Another tab on the same database drops a row of it.
    const otherTab = createDraftStore({ db });
    const { issues, summary } = draft;
    const revision = { rows: draft.rows.slice(1), issues, summary, cellNotes: {}, editLog: emptyEditLog };
    await otherTab.revise(ANA, draft.id, revision, draft.updatedAt);
    expect((await store.get(ANA, draft.id))?.rows).toEqual(draft.rows.slice(1));
    // This tab's edit of the draft as it read it before is refused, and writes nothing.
    await expect(
      store.revise(ANA, draft.id, { ...revision, rows: draft.rows.slice(0, 1) }, draft.updatedAt),
    ).rejects.toBeInstanceOf(DraftChangedError);
    expect((await otherTab.get(ANA, draft.id))?.rows).toEqual(draft.rows.slice(1));

    // The check of invoices other drafts carry reads the other draft, and the draft under review
    // is then still not decoded again.
    expect((await store.listInvoiceKeys(ANA)).map((one) => one.keys.size).sort()).toEqual([2, 2]);
    const partReads = vi.spyOn(db.draftRows, 'get');
    expect((await store.get(ANA, draft.id))?.rows).toHaveLength(2);
    expect(partReads).not.toHaveBeenCalled();
    partReads.mockRestore();
  });

  it('refuses an edit made on the draft before another change, even when both fall in one millisecond', async () => {
    // The clock stands still: creation, an edit, a move and a second edit all happen "at once".
    const { store } = track(storeWithClock());
    const draft = await store.create(newDraft(ANA, { rows: 3 }));
    const { issues, summary } = draft;
    const revision = { rows: draft.rows.slice(1), issues, summary, cellNotes: {}, editLog: emptyEditLog };
    const edited = await store.revise(ANA, draft.id, revision, draft.updatedAt);
    expect(edited.updatedAt).toBeGreaterThan(draft.updatedAt);
    await expect(store.revise(ANA, draft.id, revision, draft.updatedAt)).rejects.toBeInstanceOf(DraftChangedError);

    // A send that failed: the draft can be edited again, and the edit made before it is refused.
    await store.transition(ANA, draft.id, 'sending');
    const failed = await store.transition(ANA, draft.id, 'failed');
    expect(failed.updatedAt).toBeGreaterThan(edited.updatedAt);
    await expect(store.revise(ANA, draft.id, revision, edited.updatedAt)).rejects.toBeInstanceOf(DraftChangedError);
    expect((await store.get(ANA, draft.id))?.rows).toEqual(draft.rows.slice(1));
  });

  it('gives which invoices each draft carries, decoding a draft again only when its rows changed', async () => {
    const { db, store: writer, first, second } = await twoDrafts();
    await writer.create(newDraft(BRUNO, { rows: 1 }));
    // A tab that has read no draft yet (the review's check reads every draft's keys at each change).
    const reader = createDraftStore({ db });
    const keysOf = (draft: Draft) => new Set(draft.rows.map(invoiceKey));
    const byId = async () =>
      Object.fromEntries((await reader.listInvoiceKeys(ANA)).map((one) => [one.id, [one.fileName, one.keys]]));

    expect(await byId()).toEqual({
      [first.id]: [first.fileName, keysOf(first)],
      [second.id]: [second.fileName, keysOf(second)],
    });
    const partReads = vi.spyOn(db.draftRows, 'get');
    await byId();
    expect(partReads).not.toHaveBeenCalled();

    // The writer drops a row of the second: only that one is read again.
    const { issues, summary } = second;
    const revised = await writer.revise(
      ANA,
      second.id,
      { rows: second.rows.slice(1), issues, summary, cellNotes: {}, editLog: emptyEditLog },
      second.updatedAt,
    );
    expect((await byId())[second.id]).toEqual([second.fileName, keysOf(revised)]);
    expect(partReads).toHaveBeenCalledTimes(1);
    partReads.mockRestore();
  });

  it('explains a full disk in Spanish instead of losing the import silently', async () => {
    const db = freshDatabase();
    const store = createDraftStore({ db });
    opened.push(store);
    vi.spyOn(db.drafts, 'add').mockRejectedValue(
      Object.assign(new Error('QuotaExceededError'), {
        name: 'AbortError',
        inner: new DOMException('quota', 'QuotaExceededError'),
      }),
    );
    const attempt = store.create(newDraft(ANA));
    await expect(attempt).rejects.toBeInstanceOf(DraftStorageError);
    await expect(attempt).rejects.toThrow(/No hay espacio suficiente en este dispositivo para guardar la importación/);
  });
});
