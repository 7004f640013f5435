import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftDatabase } from '@/features/factoring/import/drafts/draft-database';
import { DraftStorageError } from '@/features/factoring/import/drafts/draft-storage-error';
import { createDraftStore } from '@/features/factoring/import/drafts/draft-store';
import { draftSchema } from '@/features/factoring/import/drafts/schema-status';
import { newDraft } from './draft-builders';

const names: string[] = [];
const newName = () => {
  const name = `drafts-newer-${Math.random().toString(36).slice(2)}`;
  names.push(name);
  return name;
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  for (const name of names.splice(0)) await Dexie.delete(name);
});

/** This code's schema as IndexedDB numbers it (Dexie multiplies by 10). */
const ownNativeVersion = () => {
  const db = new DraftDatabase(newName());
  return Math.round(db.verno * 10);
};

/** A later version of the portal: the next schema with a new table, as raw IndexedDB would see it. */
function openAsNewerVersion(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, ownNativeVersion() + 10);
    request.onupgradeneeded = () => {
      request.result.createObjectStore('attachments', { keyPath: 'id' });
    };
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('open failed'));
    };
    request.onblocked = () => {
      reject(new Error('blocked: the older tab kept the database open'));
    };
  });
}

async function countRecords(db: IDBDatabase, store: 'drafts' | 'draftRows' = 'drafts'): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = db.transaction(store).objectStore(store).count();
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('count failed'));
    };
  });
}

describe('a tab whose drafts schema another tab upgraded', () => {
  it('is the current schema (4, rows in parts, a list of totals rows) that the guard protects', () => {
    expect(ownNativeVersion()).toBe(40);
    expect(new DraftDatabase(newName()).tables.map((table) => table.name).sort()).toEqual([
      'draftRows',
      'drafts',
      'sentImports',
    ]);
  });

  it('closes for good, says so, and never writes again', async () => {
    const name = newName();
    const older = createDraftStore({ db: new DraftDatabase(name) });
    await older.create(newDraft(7, { fileName: 'antes.xlsx' }));
    expect(draftSchema.status()).toBe('current');

    // The newer version's upgrade is not blocked: the older tab let go of the database.
    const newer = await openAsNewerVersion(name);
    expect(draftSchema.status()).toBe('outdated');

    const rowParts = await countRecords(newer, 'draftRows');
    expect(rowParts).toBeGreaterThan(0);

    const write = older.create(newDraft(7, { fileName: 'despues.xlsx', rows: 40 }));
    await expect(write).rejects.toBeInstanceOf(DraftStorageError);
    await expect(write).rejects.toMatchObject({ problem: 'upgraded' });
    await expect(older.listHeads(7)).rejects.toMatchObject({ problem: 'upgraded' });
    const drafts = await older.listHeads(7).catch(() => null);
    expect(drafts).toBeNull();
    await expect(older.discardUnsent(7)).rejects.toMatchObject({ problem: 'upgraded' });
    // Neither the draft nor any part of its rows reached the newer schema's tables.
    expect(await countRecords(newer)).toBe(1);
    expect(await countRecords(newer, 'draftRows')).toBe(rowParts);
    newer.close();
  });

  it('refuses a database already newer than its code, instead of opening it anyway', async () => {
    const name = newName();
    const first = new DraftDatabase(name);
    await first.open();
    first.close();
    (await openAsNewerVersion(name)).close();

    // Dexie 4 alone would retry the VersionError without a version and open schema 3 as if it were 2.
    const stale = createDraftStore({ db: new DraftDatabase(name) });
    await expect(stale.create(newDraft(7, { fileName: 'vieja.xlsx' }))).rejects.toMatchObject({ problem: 'upgraded' });
    await expect(stale.listHeads(7)).rejects.toMatchObject({ problem: 'upgraded' });
    expect(draftSchema.status()).toBe('outdated');

    const check = await openAsNewerVersion(name);
    expect(await countRecords(check)).toBe(0);
    check.close();
  });
});
