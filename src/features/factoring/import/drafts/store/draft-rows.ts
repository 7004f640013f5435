import { invoiceKey } from '@contract/invoice-key';
import { Dexie } from 'dexie';
import {
  headOf,
  rowParts,
  type DraftDatabase,
  type StoredDraft,
} from '@/features/factoring/import/drafts/draft-database';
import type { Draft, InvoiceDetailRow } from '@/features/factoring/import/drafts/draft-types';

/**
 * A draft's invoice rows: stored in `draftRows` in parts, read back in order, and removed with
 * their draft. The only place that knows where rows live and which rows are held in memory.
 */
export interface DraftRows {
  /**
   * A stored draft with its rows, read one part per request so that each part is decoded in a
   * task of its own. Only Dexie promises here (no native async): reads run inside transactions
   * that a liveQuery may hold, which native promises would let commit too early.
   */
  withRows(stored: StoredDraft): Promise<Draft>;
  /**
   * The identity keys of a stored draft's invoices. Kept for each draft by the version of its
   * rows: a draft whose rows did not change since is not decoded again (each edit of the draft
   * under review reads every draft's keys again, for the invoices another draft also carries).
   */
  invoiceKeys(stored: StoredDraft): Promise<ReadonlySet<string>>;
  /** Writes a new draft's rows; call inside a transaction over both tables. Gives the `rowsVersion` for its head. */
  add(draftId: string, rows: readonly InvoiceDetailRow[]): Promise<string>;
  /** Replaces a draft's rows with the revised ones, in the same transaction; gives their `rowsVersion`. */
  replace(draftId: string, rows: readonly InvoiceDetailRow[]): Promise<string>;
  /** Removes drafts with their rows; call inside a transaction over both tables. */
  deleteDrafts(ids: readonly string[]): Promise<number>;
}

export function createDraftRows(db: DraftDatabase, newVersion: () => string): DraftRows {
  /**
   * The rows of the draft last created, read or revised in this tab, with the version they are:
   * each send, and each new read of that draft, do not decode a 10 MB import from IndexedDB again
   * on the page. A head whose `rowsVersion` differs (another tab revised the rows) is read again.
   * One draft only, to bound the memory; forgotten when the draft is removed.
   */
  let remembered: { readonly id: string; readonly version: string; readonly rows: readonly InvoiceDetailRow[] } | null =
    null;

  const readRows = (stored: StoredDraft): Promise<Draft> =>
    db.draftRows
      .where('draftId')
      .equals(stored.id)
      .primaryKeys()
      .then((keys) =>
        [...keys]
          .sort((a, b) => a[1] - b[1])
          .reduce<Promise<InvoiceDetailRow[]>>(
            (read, key) =>
              read.then((rows) => db.draftRows.get(key).then((part) => (part ? rows.concat(part.rows) : rows))),
            Dexie.Promise.resolve([]),
          ),
      )
      .then((rows) => ({ ...headOf(stored), rows }));

  // One write per part, each awaited: no single write clones a 10 MB import at once.
  const addParts = async (draftId: string, rows: readonly InvoiceDetailRow[]) => {
    for (const part of rowParts(draftId, rows)) await db.draftRows.add(part);
    remembered = { id: draftId, version: newVersion(), rows };
    return remembered.version;
  };

  /** Keys by draft id, with the version of the rows they were taken from; a few kilobytes a draft. */
  const keysKept = new Map<string, { readonly version: string; readonly keys: ReadonlySet<string> }>();

  // With `keep` false (another draft read for its keys), the rows read do not replace those kept.
  const withRows = (stored: StoredDraft, keep = true): Promise<Draft> => {
    const known = remembered;
    if (known?.id === stored.id && known.version === stored.rowsVersion) {
      return Dexie.Promise.resolve({ ...headOf(stored), rows: known.rows });
    }
    return readRows(stored).then((draft) => {
      const version = stored.rowsVersion;
      if (keep && version !== undefined) remembered = { id: draft.id, version, rows: draft.rows };
      return draft;
    });
  };

  return {
    withRows: (stored) => withRows(stored),
    invoiceKeys: (stored) => {
      const kept = keysKept.get(stored.id);
      if (kept && kept.version === stored.rowsVersion) return Dexie.Promise.resolve(kept.keys);
      return withRows(stored, false).then(({ rows }) => {
        const keys: ReadonlySet<string> = new Set(rows.map(invoiceKey));
        if (stored.rowsVersion !== undefined) keysKept.set(stored.id, { version: stored.rowsVersion, keys });
        return keys;
      });
    },
    add: addParts,
    replace: async (draftId, rows) => {
      await db.draftRows.where('draftId').equals(draftId).delete();
      return addParts(draftId, rows);
    },
    deleteDrafts: async (ids) => {
      if (ids.length === 0) return 0;
      if (remembered && ids.includes(remembered.id)) remembered = null;
      for (const id of ids) keysKept.delete(id);
      await db.draftRows.where('draftId').anyOf(ids).delete();
      await db.drafts.bulkDelete([...ids]);
      return ids.length;
    },
  };
}
