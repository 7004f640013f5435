import type { LoadStatus } from '../contract/schemas';
import { canonicalProviderId, invoiceKey } from '../contract/invoice-key';
import { unreadableData, type SandboxDb } from './db';
import type { FactoringRecords, NextIds, StoredDisbursement, StoredInvoice, StoredLoad } from './factoring-data';
import { disbursementDebtorIds } from './operation-debtor';

/**
 * The rows of loads, invoices and disbursements: each record is stored as its JSON, beside the
 * indexed columns it is found by. Every read below is answered through an index; none reads
 * every record.
 */

const counterNames = { load: 'load', invoice: 'invoice', creditForm: 'credit_form' } as const satisfies Record<
  keyof NextIds,
  string
>;

interface RecordRow {
  readonly record: string;
}

/**
 * Records are written only by the functions below, from typed values, and the router sends each
 * one through the contract on its way out (a record it refuses is left out of its list, never
 * answered): reading them back is a JSON parse, not a validation of every row on every call.
 */
function parsed(db: SandboxDb, what: string, { record }: RecordRow): unknown {
  try {
    return JSON.parse(record);
  } catch (error) {
    throw unreadableData(db.location, `${what}: no es JSON`, error);
  }
}

type Param = string | number;

function recordsOf(db: SandboxDb, what: string, source: string, params: readonly Param[]): unknown[] {
  return db
    .statement<Param[], RecordRow>(source)
    .all(...params)
    .map((row) => parsed(db, what, row));
}

const loadRecords = (db: SandboxDb, source: string, ...params: Param[]) =>
  recordsOf(db, 'carga', source, params) as StoredLoad[];

const invoiceRecords = (db: SandboxDb, source: string, ...params: Param[]) =>
  recordsOf(db, 'factura', source, params) as StoredInvoice[];

const disbursementRecords = (db: SandboxDb, source: string, ...params: Param[]) =>
  recordsOf(db, 'desembolso', source, params) as StoredDisbursement[];

/** The counters as stored; a database without them is not one this sandbox wrote. */
export function readNextIds(db: SandboxDb): NextIds {
  const nextId = (kind: keyof NextIds) => {
    const next = db.counter(counterNames[kind]);
    if (next === undefined) throw unreadableData(db.location, `falta el contador ${counterNames[kind]}`);
    return next;
  };
  return { load: nextId('load'), invoice: nextId('invoice'), creditForm: nextId('creditForm') };
}

/** Ids handed out are never handed out again: the counters only move forward. */
export function storeNextIds(db: SandboxDb, nextIds: Readonly<NextIds>): void {
  for (const kind of ['load', 'invoice', 'creditForm'] as const) db.raiseCounter(counterNames[kind], nextIds[kind]);
}

/** The counters as stored, or the seed's where the database has none yet. */
export function storedNextIds(db: SandboxDb, seed: Readonly<NextIds>): NextIds {
  const stored = (kind: keyof NextIds) => Math.max(seed[kind], db.counter(counterNames[kind]) ?? 0);
  return { load: stored('load'), invoice: stored('invoice'), creditForm: stored('creditForm') };
}

/** Which loads a list holds: all of them, a debtor's, those in a status, or both; newest first. */
export interface LoadQuery {
  readonly debtorId?: string | undefined;
  readonly status?: LoadStatus | undefined;
  readonly limit?: number | undefined;
}

/** A list's loads, newest first (by load date, then id), through the index that fits the question. */
export function readLoads(db: SandboxDb, { debtorId, status, limit }: LoadQuery): StoredLoad[] {
  // Only these fixed fragments make up the statement; every value is a bound parameter.
  const where = [debtorId === undefined ? [] : ['debtor_id = ?'], status === undefined ? [] : ['status = ?']].flat();
  const params = [debtorId, status, limit].filter((value) => value !== undefined);
  const source = [
    'SELECT record FROM loads',
    where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`,
    'ORDER BY load_date DESC, id_load DESC',
    limit === undefined ? '' : 'LIMIT ?',
  ].join(' ');
  return loadRecords(db, source, ...params);
}

/** Every load by id, oldest first: for tools and tests that look at the whole store. */
export function readAllLoads(db: SandboxDb): StoredLoad[] {
  return loadRecords(db, 'SELECT record FROM loads ORDER BY id_load');
}

export function readLoad(db: SandboxDb, idLoad: number): StoredLoad | undefined {
  return loadRecords(db, 'SELECT record FROM loads WHERE id_load = ?', idLoad)[0];
}

export function readInvoicesOfLoad(db: SandboxDb, idLoad: number): StoredInvoice[] {
  return invoiceRecords(db, 'SELECT record FROM invoices WHERE id_load = ? ORDER BY id_invoice', idLoad);
}

/**
 * The loads in `statuses` holding an invoice of key `key`, oldest invoice first: the first is the
 * load that financed it first.
 */
export function readHoldersOf(db: SandboxDb, key: string, statuses: readonly LoadStatus[]): StoredLoad[] {
  const placeholders = statuses.map(() => '?').join(', ');
  return loadRecords(
    db,
    `SELECT loads.record FROM invoices JOIN loads USING (id_load)
      WHERE invoices.invoice_key = ? AND loads.status IN (${placeholders}) ORDER BY invoices.id_invoice`,
    key,
    ...statuses,
  );
}

/** A provider's invoices in approved loads that no disbursement holds yet. */
export function readAvailableInvoices(db: SandboxDb, providerKey: string): StoredInvoice[] {
  return invoiceRecords(
    db,
    `SELECT invoices.record FROM invoices JOIN loads USING (id_load)
      WHERE invoices.provider_key = ? AND loads.status = 'APROBADA'
        AND NOT EXISTS (SELECT 1 FROM factored_invoices WHERE factored_invoices.id_invoice = invoices.id_invoice)`,
    providerKey,
  );
}

/** Which disbursements a list holds: all of them, a provider's, or those over a debtor's invoices. */
export type DisbursementQuery =
  | { readonly providerId?: undefined; readonly debtorId?: undefined }
  | { readonly providerId: string; readonly debtorId?: undefined }
  | { readonly providerId?: undefined; readonly debtorId: string };

/** A list's disbursements, newest first (by factoring date, then id). */
export function readDisbursements(db: SandboxDb, { providerId, debtorId }: DisbursementQuery): StoredDisbursement[] {
  const order = 'ORDER BY factoring_date DESC, id_credit_form DESC';
  if (providerId !== undefined)
    return disbursementRecords(db, `SELECT record FROM disbursements WHERE provider_id = ? ${order}`, providerId);
  if (debtorId !== undefined)
    return disbursementRecords(
      db,
      `SELECT record FROM disbursement_debtors JOIN disbursements USING (id_credit_form) WHERE debtor_id = ? ${order}`,
      debtorId,
    );
  return disbursementRecords(db, `SELECT record FROM disbursements ${order}`);
}

export function readDisbursement(db: SandboxDb, idCreditForm: number): StoredDisbursement | undefined {
  return disbursementRecords(db, 'SELECT record FROM disbursements WHERE id_credit_form = ?', idCreditForm)[0];
}

/** The first disbursement with an operation (not annulled) over an invoice of key `key`. */
export function readOpenDisbursementOf(db: SandboxDb, key: string): number | undefined {
  return db
    .statement<[string], { id: number }>(
      'SELECT id_credit_form AS id FROM open_operations WHERE invoice_key = ? ORDER BY id_credit_form LIMIT 1',
    )
    .get(key)?.id;
}

export function storeLoad(db: SandboxDb, stored: StoredLoad, invoices: readonly StoredInvoice[]): void {
  db.statement<[number, string, string, string, string]>(
    'INSERT INTO loads (id_load, debtor_id, status, load_date, record) VALUES (?, ?, ?, ?, ?)',
  ).run(stored.idLoad, stored.debtorId, stored.status, stored.loadDate, JSON.stringify(stored));
  storeInvoices(db, invoices);
}

function storeInvoices(db: SandboxDb, invoices: readonly StoredInvoice[]): void {
  const insert = db.statement<[number, number, string, string, string]>(
    'INSERT INTO invoices (id_invoice, id_load, invoice_key, provider_key, record) VALUES (?, ?, ?, ?, ?)',
  );
  for (const invoice of invoices)
    insert.run(
      invoice.idInvoice,
      invoice.idLoad,
      invoiceKey(invoice),
      canonicalProviderId(invoice.providerIdentification),
      JSON.stringify(invoice),
    );
}

export function storeDecision(db: SandboxDb, decided: StoredLoad): void {
  const { changes } = db
    .statement<[string, string, number]>('UPDATE loads SET status = ?, record = ? WHERE id_load = ?')
    .run(decided.status, JSON.stringify(decided), decided.idLoad);
  if (changes !== 1) throw new Error(`La carga ${decided.idLoad} no está en la base de datos del sandbox.`);
}

export function storeDisbursement(
  db: SandboxDb,
  stored: StoredDisbursement,
  factoredInvoiceIds: readonly number[],
): void {
  const { idCreditForm, factoringDate } = stored.disbursement;
  db.statement<[number, string, string, string]>(
    'INSERT INTO disbursements (id_credit_form, provider_id, factoring_date, record) VALUES (?, ?, ?, ?)',
  ).run(idCreditForm, stored.providerId, factoringDate, JSON.stringify(stored));
  const insertDebtor = db.statement<[string, number]>(
    'INSERT INTO disbursement_debtors (debtor_id, id_credit_form) VALUES (?, ?)',
  );
  for (const debtorId of disbursementDebtorIds(stored)) insertDebtor.run(debtorId, idCreditForm);
  const insertOpen = db.statement<[string, number]>(
    'INSERT INTO open_operations (invoice_key, id_credit_form) VALUES (?, ?)',
  );
  for (const operation of stored.operations)
    if (operation.estadoOperacion !== 'Anulado')
      insertOpen.run(
        invoiceKey({ providerIdentification: stored.providerId, invoiceNumber: operation.invoiceNumber }),
        idCreditForm,
      );
  const insertFactored = db.statement<[number]>('INSERT INTO factored_invoices (id_invoice) VALUES (?)');
  for (const id of factoredInvoiceIds) insertFactored.run(id);
}

/** Every record of `records`, into tables already emptied by the caller's reset. */
export function storeFactoring(db: SandboxDb, records: FactoringRecords): void {
  for (const stored of records.loads) storeLoad(db, stored, []);
  storeInvoices(db, records.invoices);
  for (const stored of records.disbursements) storeDisbursement(db, stored, []);
  const insertFactored = db.statement<[number]>('INSERT INTO factored_invoices (id_invoice) VALUES (?)');
  for (const id of records.factoredInvoiceIds) insertFactored.run(id);
  storeNextIds(db, records.nextIds);
}
