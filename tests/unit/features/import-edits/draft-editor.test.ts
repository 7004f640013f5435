import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { draftFromResult } from '@/features/factoring/import/draft-from-result';
import { editDraft } from '@/features/factoring/import/edits/draft-editor';
import type { EditAction } from '@/features/factoring/import/edits/draft-editor';
import { DraftDatabase } from '@/features/factoring/import/drafts/draft-database';
import { createDraftStore } from '@/features/factoring/import/drafts/draft-store';
import type { DraftStore } from '@/features/factoring/import/drafts/draft-store';
import type { Draft } from '@/features/factoring/import/drafts/draft-types';
import { parseInvoiceFile } from '../../../../workers/import-engine/read-invoices';
import { reviseRows } from '../../../../workers/import-engine/revise';
import { invoiceRows, invoiceXlsx } from '../../../fixtures/spreadsheets';

const userId = 7;

/** A store as the app opens it after a reload: a new connection to the same database. */
function openStore(name: string): DraftStore {
  return createDraftStore({ db: new DraftDatabase(name) });
}

/** Row 2: a text amount that reads two ways, '12,500'; row 3: no invoice number. */
async function importTroubledFile(store: DraftStore): Promise<Draft> {
  const [first = [], second = []] = invoiceRows(2);
  first[5] = '12,500';
  second[4] = null;
  const result = await parseInvoiceFile({ name: 'facturas.xlsx', bytes: invoiceXlsx([first, second]) });
  if (!result.ok) throw new Error(result.error);
  return store.create(draftFromResult(userId, { name: 'facturas.xlsx', size: 100 }, result));
}

const deps = (store: DraftStore) => ({
  store,
  revise: (rows: Parameters<typeof reviseRows>[0], changes: Parameters<typeof reviseRows>[1]) =>
    Promise.resolve(reviseRows(rows, changes)),
});

async function act(store: DraftStore, draft: Draft, action: EditAction): Promise<Draft> {
  const next = await editDraft(deps(store), userId, draft, action);
  if (!next) throw new Error('nothing happened');
  return next;
}

describe('editing a draft: edit, revalidate, resummarise, store', { timeout: 10_000 }, () => {
  it('fixes both rows, undoes and redoes across a reload, and the stored draft holds the edited rows', async () => {
    const name = `drafts-edit-${Math.random().toString(36).slice(2)}`;
    const store = openStore(name);
    try {
      const imported = await importTroubledFile(store);
      expect(imported.summary).toMatchObject({ totalInvoices: 0, totalAmountNIO: 0, excludedRows: 2 });

      const amountFixed = await act(store, imported, {
        kind: 'apply',
        changes: [{ kind: 'edit', row: 2, column: 'amountNIO', input: { kind: 'amount', value: 12500 } }],
      });
      expect(amountFixed.issues.map((issue) => issue.row)).toEqual([3]);
      expect(amountFixed.summary).toMatchObject({ totalInvoices: 1, totalAmountNIO: 12500, excludedRows: 1 });

      const numberFixed = await act(store, amountFixed, {
        kind: 'apply',
        changes: [{ kind: 'edit', row: 3, column: 'invoiceNumber', input: { kind: 'text', text: 'F-2000' } }],
      });
      expect(numberFixed.issues).toEqual([]);
      expect(numberFixed.summary).toMatchObject({ totalInvoices: 2, totalAmountNIO: 13501.25, excludedRows: 0 });

      await act(store, numberFixed, { kind: 'undo' });
      store.db.close();

      // The page reloads: a new connection reads what the last one stored.
      const reloaded = openStore(name);
      try {
        const afterReload = await reloaded.get(userId, imported.id);
        if (!afterReload) throw new Error('the draft is gone');
        expect(afterReload.rows.map((row) => row.invoiceNumber)).toEqual(['F-00001', '']);
        expect(afterReload.issues.map((issue) => issue.message)).toEqual(['Falta el número de factura.']);
        expect(afterReload.editLog?.cursor).toBe(1);
        expect(afterReload.editLog?.steps).toHaveLength(2);

        const redone = await act(reloaded, afterReload, { kind: 'redo' });
        expect(redone.rows.map((row) => [row.invoiceNumber, row.amountNIO])).toEqual([
          ['F-00001', 12500],
          ['F-2000', 1001.25],
        ]);
        expect(redone.issues).toEqual([]);
        expect((await reloaded.get(userId, imported.id))?.rows).toEqual(redone.rows);

        await act(reloaded, redone, { kind: 'undo' });
        const undoneTwice = await act(reloaded, (await reloaded.get(userId, imported.id)) ?? redone, { kind: 'undo' });
        expect(undoneTwice.rows).toEqual(imported.rows);
        expect(undoneTwice.issues).toEqual(imported.issues);
        expect(undoneTwice.cellNotes).toEqual(imported.cellNotes);
        expect(await editDraft(deps(reloaded), userId, undoneTwice, { kind: 'undo' })).toBeNull();
      } finally {
        reloaded.db.close();
      }
    } finally {
      store.db.close();
      await Dexie.delete(name);
    }
  });

  it('keeps both edits when another tab stored its own after this tab read the draft', async () => {
    const name = `drafts-edit-${Math.random().toString(36).slice(2)}`;
    const store = openStore(name);
    const otherTab = openStore(name);
    try {
      const imported = await importTroubledFile(store);
      // The other tab fixes row 3 first; this tab still shows the draft as imported.
      await act(otherTab, imported, {
        kind: 'apply',
        changes: [{ kind: 'edit', row: 3, column: 'invoiceNumber', input: { kind: 'text', text: 'F-2000' } }],
      });
      const both = await act(store, imported, {
        kind: 'apply',
        changes: [{ kind: 'edit', row: 2, column: 'amountNIO', input: { kind: 'amount', value: 12500 } }],
      });
      expect(both.rows.map((row) => [row.invoiceNumber, row.amountNIO])).toEqual([
        ['F-00001', 12500],
        ['F-2000', 1001.25],
      ]);
      expect(both.issues).toEqual([]);
      expect(both.editLog?.steps).toHaveLength(2);
      expect((await otherTab.get(userId, imported.id))?.rows).toEqual(both.rows);
    } finally {
      store.db.close();
      otherTab.db.close();
      await Dexie.delete(name);
    }
  });

  it('refuses to change a draft that is queued to be sent', async () => {
    const name = `drafts-edit-${Math.random().toString(36).slice(2)}`;
    const store = openStore(name);
    try {
      const imported = await importTroubledFile(store);
      const queued = await store.transition(userId, imported.id, 'queued');
      await expect(
        editDraft(deps(store), userId, queued, {
          kind: 'apply',
          changes: [{ kind: 'remove', row: 2 }],
        }),
      ).rejects.toThrow('Cambio de estado de borrador inválido');
      expect((await store.get(userId, imported.id))?.rows).toHaveLength(2);
    } finally {
      store.db.close();
      await Dexie.delete(name);
    }
  });
});
