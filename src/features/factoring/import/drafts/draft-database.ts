import { Dexie, type EntityTable, type Table, type Transaction } from 'dexie';
import { rowBatches } from '@workers/import-engine/index';
import type { SheetRead } from '@workers/import-engine/index';
import { logger } from '@/lib/logger';
import type { Draft, DraftHead, InvoiceDetailRow, SentImport } from './draft-types';
import { draftSchema } from './schema-status';

export const draftDatabaseName = 'portal-import-drafts';

/** Schema 1 as it was shipped; kept so the upgrade to 2 can be tested from real v1 data. */
export function declareSchemaV1(db: Dexie): void {
  db.version(1).stores({ drafts: 'id, userId, createdAt, status' });
}

/** A v1 draft: sent drafts stayed in `drafts`, rows and all, with their load id. */
export interface DraftV1 extends Omit<Draft, 'attempts' | 'nextAttemptAt'> {
  readonly loadId?: number | null;
}

/**
 * Schema 2: a sent import leaves `drafts` (its invoice rows leave the device) and only a receipt
 * stays in `sentImports`; drafts gain the retry bookkeeping of the outbox.
 */
export function declareSchemaV2(db: Dexie): void {
  db.version(2)
    .stores({ drafts: 'id, userId, createdAt, status', sentImports: 'draftId, userId, sentAt' })
    .upgrade(upgradeToV2);
}

async function upgradeToV2(tx: Transaction): Promise<void> {
  const drafts = tx.table<DraftV1 & Partial<Draft>, string>('drafts');
  const sentImports = tx.table<SentImport, string>('sentImports');
  const now = Date.now();
  const all = await drafts.toArray();
  for (const draft of all) {
    if (draft.status === 'sent' && typeof draft.loadId === 'number') {
      await sentImports.put({
        draftId: draft.id,
        userId: draft.userId,
        fileName: draft.fileName,
        totalInvoices: draft.summary.totalInvoices,
        idempotencyKey: draft.idempotencyKey,
        loadId: draft.loadId,
        createdAt: draft.createdAt,
        sentAt: draft.updatedAt,
      });
      await drafts.delete(draft.id);
      continue;
    }
    // A v1 draft caught mid-send or queued is tried again at the next start.
    const status = draft.status === 'sending' || draft.status === 'sent' ? 'queued' : draft.status;
    const upgraded: Draft = {
      id: draft.id,
      userId: draft.userId,
      fileName: draft.fileName,
      fileSize: draft.fileSize,
      rows: draft.rows,
      summary: draft.summary,
      issues: draft.issues,
      createdAt: draft.createdAt,
      idempotencyKey: draft.idempotencyKey,
      status,
      lastError: draft.lastError,
      updatedAt: draft.updatedAt,
      attempts: 0,
      nextAttemptAt: status === 'queued' ? now : null,
    };
    await drafts.put(upgraded);
  }
}

/**
 * A draft as `drafts` keeps it from schema 3 on: its invoice rows are in `draftRows`, and
 * `rowsVersion` names the write that stored them (new with each write of the rows, in any tab).
 * Drafts stored before it have none: their rows are always read from `draftRows`.
 */
export type StoredDraft = Omit<Draft, 'rows'> & { readonly rowsVersion?: string };

/** A stored draft as the app sees it: `rowsVersion` is the store's own bookkeeping. */
export function headOf(stored: StoredDraft): DraftHead {
  const head: DraftHead & { rowsVersion?: string } = { ...stored };
  delete head.rowsVersion;
  return head;
}

/** One slice of a draft's rows, in order by `part`. */
export interface DraftRowPart {
  readonly draftId: string;
  readonly part: number;
  readonly rows: readonly InvoiceDetailRow[];
}

/**
 * The parts a draft's rows are stored in: about a quarter of a million characters each, so that
 * saving or reading one part never holds the main thread long enough to be felt.
 */
export function rowParts(draftId: string, rows: readonly InvoiceDetailRow[]): DraftRowPart[] {
  return rowBatches(rows).map((slice, part) => ({ draftId, part, rows: slice }));
}

/**
 * Schema 3: a draft's rows move to `draftRows`, in parts. IndexedDB clones a value on the main
 * thread as it is written; one record holding a near-10 MB import's rows blocked the page for
 * over 100 ms, each part takes a few.
 */
export function declareSchemaV3(db: Dexie): void {
  db.version(3)
    .stores({
      drafts: 'id, userId, createdAt, status',
      sentImports: 'draftId, userId, sentAt',
      draftRows: '[draftId+part], draftId',
    })
    .upgrade(upgradeToV3);
}

async function upgradeToV3(tx: Transaction): Promise<void> {
  const drafts = tx.table<Draft | StoredDraft, string>('drafts');
  const parts = tx.table<DraftRowPart, [string, number]>('draftRows');
  for (const draft of await drafts.toArray()) {
    if (!('rows' in draft)) continue;
    const { rows, ...stored } = draft;
    await parts.bulkPut(rowParts(draft.id, rows));
    await drafts.put(stored);
  }
}

/** One of the file's totals rows, as the review names it. */
type FileTotals = NonNullable<SheetRead['totals']>[number];

/** A draft as schema 3 stored it: the sheet read named at most one totals row, by itself. */
export type StoredDraftV3 = Omit<StoredDraft, 'sheet'> & {
  readonly sheet?: Omit<SheetRead, 'totals'> & { readonly totals?: FileTotals };
};

/**
 * Schema 4: the sheet read names the file's totals rows as a list, since a file may end with two
 * (one per currency). A draft stored with one row alone gets a list of that one, so it opens and
 * shows its totals row as before; and a tab still running the code of schema 3, which would read
 * the list as one row, is told to reload before it reads or writes a draft.
 */
export function declareSchemaV4(db: Dexie): void {
  db.version(4)
    .stores({
      drafts: 'id, userId, createdAt, status',
      sentImports: 'draftId, userId, sentAt',
      draftRows: '[draftId+part], draftId',
    })
    .upgrade(upgradeToV4);
}

async function upgradeToV4(tx: Transaction): Promise<void> {
  await tx
    .table<StoredDraftV3 | StoredDraft, string>('drafts')
    .toCollection()
    .modify((draft, stored) => {
      const { sheet } = draft;
      if (sheet?.totals && 'row' in sheet.totals)
        stored.value = { ...draft, sheet: { ...sheet, totals: [sheet.totals] } };
    });
}

export class DraftDatabase extends Dexie {
  declare readonly drafts: EntityTable<StoredDraft, 'id'>;
  declare readonly sentImports: EntityTable<SentImport, 'draftId'>;
  declare readonly draftRows: Table<DraftRowPart, [string, number]>;

  constructor(name: string = draftDatabaseName) {
    super(name);
    declareSchemaV1(this);
    declareSchemaV2(this);
    declareSchemaV3(this);
    declareSchemaV4(this);
    // Last: the guard takes this code's version from the schemas declared above.
    guardAgainstNewerSchemas(this);
  }
}

/**
 * A tab must never write rows that a newer schema cannot read. Dexie's default answer to another
 * tab's upgrade is to close and reopen on the next use, and Dexie 4 then opens a newer database
 * anyway (it retries a VersionError without a version). Instead, this tab closes for good and
 * asks for a reload; and a database found newer than this code is refused the same way.
 */
function guardAgainstNewerSchemas(db: Dexie): void {
  const ownVersion = Math.round(db.verno * 10);
  const refuse = () => {
    // Without auto-open: every later call fails with DatabaseClosedError ('upgraded' message).
    db.close();
    draftSchema.markOutdated();
  };
  db.on('versionchange', (event: IDBVersionChangeEvent) => {
    logger.warn(
      `Otra pestaña abre los borradores con el esquema ${String(event.newVersion)}; esta pestaña deja de usarlos.`,
    );
    refuse();
    // false: Dexie's own handler (close and reopen later) must not run.
    return false;
  });
  db.on(
    'ready',
    () => {
      const installed = db.backendDB().version;
      if (installed <= ownVersion) {
        draftSchema.markCurrent();
        return;
      }
      logger.warn(
        `Los borradores tienen un esquema más nuevo (${String(installed)}) que esta versión del portal (${String(ownVersion)}).`,
      );
      refuse();
      throw new Dexie.VersionError('Los borradores tienen un esquema más nuevo que esta versión del portal.');
    },
    true,
  );
  db.on('blocked', () => {
    logger.warn('La actualización de los borradores espera a que otra pestaña los cierre.');
    draftSchema.markBlocked();
  });
}
