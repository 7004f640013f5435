import type { Disbursement, DisbursementOperation, Load, LoadInvoice, LoadStatus } from '../contract/schemas';
import type { SandboxDb } from './db';
import {
  readAllLoads,
  readAvailableInvoices,
  readDisbursement,
  readDisbursements,
  readHoldersOf,
  readInvoicesOfLoad,
  readLoad,
  readLoads,
  readNextIds,
  readOpenDisbursementOf,
  storeDecision,
  storeDisbursement,
  storeFactoring,
  storeLoad,
  storeNextIds,
  type DisbursementQuery,
  type LoadQuery,
} from './db-factoring';

/** A load plus whose it is (the debtor company's id). */
export type StoredLoad = Load & { readonly debtorId: string };

/** An invoice of a load plus its debtor, so providers can see what they may factor. */
export type StoredInvoice = LoadInvoice & { readonly debtorId: string; readonly debtorName: string };

/**
 * An operation plus the debtor company it belongs to: a disbursement may hold several debtors'
 * invoices, and each debtor sees only its own. Absent on records stored before it existed, whose
 * debtor is then told by `debtorIds` or the debtor's name (`operationDebtorId`).
 */
export type StoredOperation = DisbursementOperation & { readonly debtorId?: string };

export interface StoredDisbursement {
  readonly disbursement: Disbursement;
  readonly providerId: string;
  readonly debtorIds: readonly string[];
  readonly operations: readonly StoredOperation[];
}

export interface NextIds {
  load: number;
  invoice: number;
  creditForm: number;
}

/** The factoring records, as the seed builds them and the database holds them. */
export interface FactoringRecords {
  readonly loads: readonly StoredLoad[];
  readonly invoices: readonly StoredInvoice[];
  readonly disbursements: readonly StoredDisbursement[];
  readonly factoredInvoiceIds: ReadonlySet<number>;
  readonly nextIds: Readonly<NextIds>;
}

export type LoadDecision = Pick<StoredLoad, 'status' | 'reason' | 'decidedAt' | 'decidedBy' | 'decidedAtTime'>;

/**
 * Loads, invoices and disbursements, asked of the database each time through its indexes: only
 * the next ids are kept in memory, so a large file starts as fast as a small one and memory does
 * not grow with the data. A change is stored in one transaction, and seen only once stored: a
 * change that cannot be stored throws, and is never seen nor answered as done.
 */
export class FactoringData {
  readonly #db: SandboxDb;
  /** The next ids to hand out (`nextIds.load++`); stored with the records that use them. */
  readonly nextIds: NextIds;

  private constructor(db: SandboxDb, nextIds: Readonly<NextIds>) {
    this.#db = db;
    this.nextIds = { ...nextIds };
  }

  /** The data the database holds: nothing is read but the counters. */
  static read(db: SandboxDb): FactoringData {
    return new FactoringData(db, readNextIds(db));
  }

  /** Stores `records` in tables the caller has emptied, inside the caller's transaction. */
  static store(db: SandboxDb, records: FactoringRecords): FactoringData {
    storeFactoring(db, records);
    return new FactoringData(db, records.nextIds);
  }

  /**
   * Runs `work` as one transaction: the checks it reads and the records it stores see the same
   * data, so two requests cannot both pass a check that only one of them may pass.
   */
  transaction<T>(work: () => T): T {
    return this.#db.transaction(work);
  }

  /** Every load, oldest first. Reads the whole table: for tools and tests, never for a request. */
  get loads(): readonly StoredLoad[] {
    return readAllLoads(this.#db);
  }

  /** Loads newest first: all, a debtor's, those in a status, at most `limit`. */
  loadsWhere(query: LoadQuery): StoredLoad[] {
    return readLoads(this.#db, query);
  }

  load(idLoad: number): StoredLoad | undefined {
    return readLoad(this.#db, idLoad);
  }

  invoicesOfLoad(idLoad: number): StoredInvoice[] {
    return readInvoicesOfLoad(this.#db, idLoad);
  }

  /** The loads in `statuses` holding an invoice of this key, the one that holds it first first. */
  holdersOf(key: string, statuses: readonly LoadStatus[]): StoredLoad[] {
    return readHoldersOf(this.#db, key, statuses);
  }

  /** The invoices of a provider (by canonical id) in approved loads and in no disbursement yet. */
  availableInvoicesOf(providerKey: string): StoredInvoice[] {
    return readAvailableInvoices(this.#db, providerKey);
  }

  disbursementsWhere(query: DisbursementQuery): StoredDisbursement[] {
    return readDisbursements(this.#db, query);
  }

  disbursement(idCreditForm: number): StoredDisbursement | undefined {
    return readDisbursement(this.#db, idCreditForm);
  }

  /** The disbursement with an open (not annulled) operation over an invoice of this key, if any. */
  openDisbursementOf(key: string): number | undefined {
    return readOpenDisbursementOf(this.#db, key);
  }

  addLoad(created: StoredLoad, invoices: readonly StoredInvoice[]): void {
    this.#db.transaction(() => {
      storeLoad(this.#db, created, invoices);
      storeNextIds(this.#db, this.nextIds);
    });
  }

  /** The load with `decision` applied, stored; records are replaced, never changed in place. */
  decideLoad(idLoad: number, decision: LoadDecision): StoredLoad {
    return this.#db.transaction(() => {
      const current = readLoad(this.#db, idLoad);
      if (!current) throw new Error(`La carga ${idLoad} no existe en el sandbox.`);
      const decided: StoredLoad = { ...current, ...decision };
      storeDecision(this.#db, decided);
      return decided;
    });
  }

  addDisbursement(stored: StoredDisbursement, factoredInvoiceIds: readonly number[]): void {
    this.#db.transaction(() => {
      storeDisbursement(this.#db, stored, factoredInvoiceIds);
      storeNextIds(this.#db, this.nextIds);
    });
  }
}

/** Every estadoOperacion the backend sends, plus one that falls to the grey badge. */
export const operationStatuses = ['Autorizada', 'Activa', 'Anulado', 'Registrado', 'Vencida'] as const;
