import { disbursement, disbursementOperation, load, loadInvoice } from '../src/api/schemas';
import { z } from '../src/api/zod';
import { unreadableData, type SandboxDb } from './db';
import type { FactoringRecords, NextIds, StoredDisbursement, StoredInvoice, StoredLoad } from './factoring-data';

/** The rows of loads, invoices and disbursements: each record is stored as its JSON. */

// Intersections, not extensions: the contract's schemas may carry checks, which zod cannot extend.
const storedLoad = z.intersection(load, z.object({ debtorId: z.string() }));
const storedInvoice = z.intersection(loadInvoice, z.object({ debtorId: z.string(), debtorName: z.string() }));
const storedDisbursement = z.object({
  disbursement,
  providerId: z.string(),
  debtorIds: z.array(z.string()),
  operations: z.array(z.intersection(disbursementOperation, z.object({ debtorId: z.optional(z.string()) }))),
});

const counterNames = { load: 'load', invoice: 'invoice', creditForm: 'credit_form' } as const satisfies Record<
  keyof NextIds,
  string
>;

interface RecordRow {
  readonly id: number;
  readonly record: string;
}

function parseRows<T>(db: SandboxDb, what: string, rows: readonly RecordRow[], schema: z.ZodMiniType<T>): T[] {
  return rows.map(({ id, record }) => {
    let json: unknown;
    try {
      json = JSON.parse(record);
    } catch (error) {
      throw unreadableData(db.location, `${what} ${id}: no es JSON`, error);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw unreadableData(db.location, `${what} ${id}: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });
}

export function readFactoring(db: SandboxDb): FactoringRecords {
  const rows = (source: string) => db.statement<[], RecordRow>(source).all();
  const nextId = (kind: keyof NextIds) => {
    const next = db.counter(counterNames[kind]);
    if (next === undefined) throw unreadableData(db.location, `falta el contador ${counterNames[kind]}`);
    return next;
  };
  return {
    loads: parseRows(db, 'carga', rows('SELECT id_load AS id, record FROM loads ORDER BY id_load'), storedLoad),
    invoices: parseRows(
      db,
      'factura',
      rows('SELECT id_invoice AS id, record FROM invoices ORDER BY id_invoice'),
      storedInvoice,
    ),
    disbursements: parseRows(
      db,
      'desembolso',
      rows('SELECT id_credit_form AS id, record FROM disbursements ORDER BY id_credit_form'),
      storedDisbursement,
    ),
    factoredInvoiceIds: new Set(
      db
        .statement<[], { id: number }>('SELECT id_invoice AS id FROM factored_invoices')
        .all()
        .map(({ id }) => id),
    ),
    nextIds: { load: nextId('load'), invoice: nextId('invoice'), creditForm: nextId('creditForm') },
  };
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

export function storeLoad(db: SandboxDb, stored: StoredLoad, invoices: readonly StoredInvoice[]): void {
  db.statement<[number, string]>('INSERT INTO loads (id_load, record) VALUES (?, ?)').run(
    stored.idLoad,
    JSON.stringify(stored),
  );
  storeInvoices(db, invoices);
}

function storeInvoices(db: SandboxDb, invoices: readonly StoredInvoice[]): void {
  const insert = db.statement<[number, number, string]>(
    'INSERT INTO invoices (id_invoice, id_load, record) VALUES (?, ?, ?)',
  );
  for (const invoice of invoices) insert.run(invoice.idInvoice, invoice.idLoad, JSON.stringify(invoice));
}

export function storeDecision(db: SandboxDb, decided: StoredLoad): void {
  const { changes } = db
    .statement<[string, number]>('UPDATE loads SET record = ? WHERE id_load = ?')
    .run(JSON.stringify(decided), decided.idLoad);
  if (changes !== 1) throw new Error(`La carga ${decided.idLoad} no está en la base de datos del sandbox.`);
}

export function storeDisbursement(
  db: SandboxDb,
  stored: StoredDisbursement,
  factoredInvoiceIds: readonly number[],
): void {
  db.statement<[number, string]>('INSERT INTO disbursements (id_credit_form, record) VALUES (?, ?)').run(
    stored.disbursement.idCreditForm,
    JSON.stringify(stored),
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
