import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DraftDatabase,
  declareSchemaV1,
  declareSchemaV2,
  declareSchemaV3,
  type DraftV1,
  type StoredDraftV3,
} from '@/features/factoring/import/drafts/draft-database';
import type { Draft } from '@/features/factoring/import/drafts/draft-types';
import { createDraftStore } from '@/features/factoring/import/drafts/draft-store';
import { newDraft } from './draft-builders';

const names: string[] = [];
afterEach(async () => {
  for (const name of names.splice(0)) await Dexie.delete(name);
});

function v1Draft(id: string, status: DraftV1['status'], extra: Partial<DraftV1> = {}): DraftV1 {
  return {
    ...newDraft(7, { fileName: `${id}.xlsx`, rows: 2 }),
    id,
    createdAt: Date.UTC(2025, 0, 1),
    updatedAt: Date.UTC(2025, 0, 2),
    idempotencyKey: `key-${id}`,
    status,
    lastError: null,
    ...extra,
  };
}

describe('the drafts schema', () => {
  it('upgrades a device that has v1 data to v2 (and on to v4) without losing a draft', async () => {
    const name = `drafts-upgrade-${Math.random().toString(36).slice(2)}`;
    names.push(name);

    // A device still on schema 1, with one draft in every state v1 could store.
    const v1 = new Dexie(name);
    declareSchemaV1(v1);
    await v1.open();
    await v1
      .table<DraftV1, string>('drafts')
      .bulkAdd([
        v1Draft('guardado', 'saved'),
        v1Draft('en-cola', 'queued', { lastError: 'Sin conexión' }),
        v1Draft('enviando', 'sending'),
        v1Draft('con-error', 'failed', { lastError: 'Factura duplicada' }),
        v1Draft('enviado', 'sent', { loadId: 77 }),
      ]);
    expect(v1.verno).toBe(1);
    v1.close();

    const db = new DraftDatabase(name);
    await db.open();
    expect(db.verno).toBe(4);
    const store = createDraftStore({ db });

    const drafts = await store.listHeads(7);
    const byId = new Map(drafts.map((draft) => [draft.id, draft]));
    expect([...byId.keys()].sort()).toEqual(['con-error', 'en-cola', 'enviando', 'guardado']);
    expect(byId.get('guardado')).toMatchObject({
      status: 'saved',
      attempts: 0,
      nextAttemptAt: null,
      idempotencyKey: 'key-guardado',
    });
    expect(byId.get('en-cola')).toMatchObject({ status: 'queued', attempts: 0, lastError: 'Sin conexión' });
    expect(byId.get('en-cola')?.nextAttemptAt).toEqual(expect.any(Number));
    // Caught mid-send by the upgrade: queued, so the outbox tries it again with the same key.
    expect(byId.get('enviando')).toMatchObject({ status: 'queued', idempotencyKey: 'key-enviando' });
    expect(byId.get('con-error')).toMatchObject({
      status: 'failed',
      lastError: 'Factura duplicada',
      nextAttemptAt: null,
    });
    expect((await store.get(7, 'guardado'))?.rows).toHaveLength(2);
    expect(byId.get('guardado')).not.toHaveProperty('loadId');

    // The sent one is now a receipt, and its invoice rows have left the device.
    expect(await store.listSent(7)).toEqual([
      {
        draftId: 'enviado',
        userId: 7,
        fileName: 'enviado.xlsx',
        totalInvoices: 2,
        idempotencyKey: 'key-enviado',
        loadId: 77,
        createdAt: Date.UTC(2025, 0, 1),
        sentAt: Date.UTC(2025, 0, 2),
      },
    ]);
    expect(await store.get(7, 'enviado')).toBeUndefined();
    db.close();
  });

  it('upgrades v2 drafts to v3: the same rows, stored in parts of about a quarter of a million characters', async () => {
    const name = `drafts-v3-${Math.random().toString(36).slice(2)}`;
    names.push(name);
    const v2 = new Dexie(name);
    declareSchemaV1(v2);
    declareSchemaV2(v2);
    await v2.open();
    const long = {
      ...newDraft(7, { fileName: 'notas.xlsx', rows: 30 }),
      id: 'notas',
      createdAt: 1,
      updatedAt: 1,
      idempotencyKey: 'key-notas',
      status: 'saved',
      lastError: null,
      attempts: 0,
      nextAttemptAt: null,
    } satisfies Draft;
    const withNotes: Draft = {
      ...long,
      rows: long.rows.map((row, index) => ({ ...row, observations: `${String(index)}${'x'.repeat(100_000)}` })),
    };
    await v2.table<Draft, string>('drafts').put(withNotes);
    v2.close();

    const db = new DraftDatabase(name);
    await db.open();
    expect(db.verno).toBe(4);
    expect(await db.drafts.get('notas')).not.toHaveProperty('rows');
    const parts = await db.draftRows.where('draftId').equals('notas').toArray();
    expect(parts.map((part) => part.rows.length)).toEqual(Array.from({ length: 15 }, () => 2));
    expect(await createDraftStore({ db }).get(7, 'notas')).toEqual(withNotes);
    db.close();
  });

  it('upgrades v3 drafts to v4: the one totals row a draft named becomes a list of that row, and opens as before', async () => {
    const name = `drafts-v4-${Math.random().toString(36).slice(2)}`;
    names.push(name);
    const v3 = new Dexie(name);
    declareSchemaV1(v3);
    declareSchemaV2(v3);
    declareSchemaV3(v3);
    await v3.open();
    const totals = { row: 5, label: 'Total general', amountNIO: 3000, amountUSD: 82.5 };
    const { rows, ...draft } = newDraft(7, { rows: 3 });
    const head: Omit<typeof draft, 'sheet'> = draft;
    const stored = (id: string, sheet: StoredDraftV3['sheet']): StoredDraftV3 => {
      return {
        ...head,
        fileName: `${id}.xlsx`,
        id,
        createdAt: 1,
        updatedAt: 1,
        idempotencyKey: `key-${id}`,
        status: 'saved',
        lastError: null,
        attempts: 0,
        nextAttemptAt: null,
        ...(sheet ? { sheet } : {}),
      };
    };
    const sheet = { name: 'Facturas', hidden: false, others: 0 };
    await v3
      .table<StoredDraftV3, string>('drafts')
      .bulkPut([stored('con-total', { ...sheet, totals }), stored('sin-total', sheet), stored('sin-hoja', undefined)]);
    await v3
      .table('draftRows')
      .bulkPut(['con-total', 'sin-total', 'sin-hoja'].map((draftId) => ({ draftId, part: 0, rows })));
    v3.close();

    const db = new DraftDatabase(name);
    await db.open();
    expect(db.verno).toBe(4);
    const store = createDraftStore({ db });
    expect((await store.get(7, 'con-total'))?.sheet).toEqual({ ...sheet, totals: [totals] });
    expect((await store.get(7, 'con-total'))?.rows).toHaveLength(3);
    expect((await store.get(7, 'sin-total'))?.sheet).toEqual(sheet);
    expect(await store.get(7, 'sin-hoja')).not.toHaveProperty('sheet');
    db.close();
  });

  it('opens an empty device straight at v4', async () => {
    const name = `drafts-new-${Math.random().toString(36).slice(2)}`;
    names.push(name);
    const db = new DraftDatabase(name);
    await db.open();
    expect(db.verno).toBe(4);
    expect(db.tables.map((table) => table.name).sort()).toEqual(['draftRows', 'drafts', 'sentImports']);
    db.close();
  });
});
