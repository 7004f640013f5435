import type { Disbursement, DisbursementOperation, Load, LoadInvoice } from '../src/api/schemas';
import type { SandboxDb } from './db';
import {
  readFactoring,
  storeDecision,
  storeDisbursement,
  storeFactoring,
  storeLoad,
  storeNextIds,
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
 * Loads, invoices and disbursements, read from memory. Every change is stored in the database
 * first, in one transaction, and shows here only once stored: a change that cannot be stored
 * throws, and is never seen nor answered as done.
 */
export class FactoringData {
  readonly #db: SandboxDb;
  readonly #loads: StoredLoad[];
  readonly #invoices: StoredInvoice[];
  readonly #disbursements: StoredDisbursement[];
  readonly #factoredInvoiceIds: Set<number>;
  /** The next ids to hand out (`nextIds.load++`); stored with the records that use them. */
  readonly nextIds: NextIds;

  private constructor(db: SandboxDb, records: FactoringRecords) {
    this.#db = db;
    this.#loads = [...records.loads];
    this.#invoices = [...records.invoices];
    this.#disbursements = [...records.disbursements];
    this.#factoredInvoiceIds = new Set(records.factoredInvoiceIds);
    this.nextIds = { ...records.nextIds };
  }

  /** The records the database holds. */
  static read(db: SandboxDb): FactoringData {
    return new FactoringData(db, readFactoring(db));
  }

  /** Stores `records` in tables the caller has emptied, inside the caller's transaction. */
  static store(db: SandboxDb, records: FactoringRecords): FactoringData {
    storeFactoring(db, records);
    return new FactoringData(db, records);
  }

  get loads(): readonly StoredLoad[] {
    return this.#loads;
  }

  get invoices(): readonly StoredInvoice[] {
    return this.#invoices;
  }

  get disbursements(): readonly StoredDisbursement[] {
    return this.#disbursements;
  }

  /** Invoices already part of a disbursement: no longer available to factor. */
  get factoredInvoiceIds(): ReadonlySet<number> {
    return this.#factoredInvoiceIds;
  }

  addLoad(created: StoredLoad, invoices: readonly StoredInvoice[]): void {
    this.#db.transaction(() => {
      storeLoad(this.#db, created, invoices);
      storeNextIds(this.#db, this.nextIds);
    });
    this.#loads.push(created);
    this.#invoices.push(...invoices);
  }

  /** The load with `decision` applied, stored; records are replaced, never changed in place. */
  decideLoad(idLoad: number, decision: LoadDecision): StoredLoad {
    const index = this.#loads.findIndex((stored) => stored.idLoad === idLoad);
    const current = this.#loads[index];
    if (!current) throw new Error(`La carga ${idLoad} no existe en el sandbox.`);
    const decided: StoredLoad = { ...current, ...decision };
    this.#db.transaction(() => storeDecision(this.#db, decided));
    this.#loads[index] = decided;
    return decided;
  }

  addDisbursement(stored: StoredDisbursement, factoredInvoiceIds: readonly number[]): void {
    this.#db.transaction(() => {
      storeDisbursement(this.#db, stored, factoredInvoiceIds);
      storeNextIds(this.#db, this.nextIds);
    });
    this.#disbursements.push(stored);
    for (const id of factoredInvoiceIds) this.#factoredInvoiceIds.add(id);
  }
}

/** Every estadoOperacion the backend sends, plus one that falls to the grey badge. */
export const operationStatuses = ['Autorizada', 'Activa', 'Anulado', 'Registrado', 'Vencida'] as const;
