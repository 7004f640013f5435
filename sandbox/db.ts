import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { checkBeforeOpen, damaged, integrityFault, ReservedIds, unwritable } from './data-file';

/** Raised with every change to the tables below: a file of another version is refused, never migrated. */
export const schemaVersion = 2;

export const databaseFileName = 'sandbox.sqlite';

// Records are kept as the JSON the sandbox answers with: the contract's shapes, not columns to map.
// Beside each record, the columns the sandbox asks by (debtor, status, date, the canonical invoice
// key, provider), each indexed: every question is answered by an index, never by reading every
// record, so a load costs the same on the first day and after a year of loads.
// Counters and secrets are not data: a reset keeps them, so an id is never handed out twice.
const tables = `
  CREATE TABLE counters (name TEXT PRIMARY KEY, next INTEGER NOT NULL) STRICT;
  CREATE TABLE secrets (name TEXT PRIMARY KEY, value BLOB NOT NULL) STRICT;
  CREATE TABLE user_passwords (user_id INTEGER PRIMARY KEY, salt BLOB NOT NULL, hash BLOB NOT NULL) STRICT;
  CREATE TABLE tokens (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL, expires_at INTEGER NOT NULL) STRICT;
  CREATE TABLE idempotency (
    scope TEXT PRIMARY KEY, body_hash TEXT NOT NULL, created_at INTEGER NOT NULL,
    status INTEGER NOT NULL, body TEXT NOT NULL
  ) STRICT;
  CREATE INDEX idempotency_by_age ON idempotency (created_at);
  CREATE TABLE loads (
    id_load INTEGER PRIMARY KEY, debtor_id TEXT NOT NULL, status TEXT NOT NULL, load_date TEXT NOT NULL,
    record TEXT NOT NULL
  ) STRICT;
  CREATE INDEX loads_newest ON loads (load_date DESC, id_load DESC);
  CREATE INDEX loads_of_debtor ON loads (debtor_id, load_date DESC, id_load DESC);
  CREATE INDEX loads_in_status ON loads (status, load_date DESC, id_load DESC);
  CREATE TABLE invoices (
    id_invoice INTEGER PRIMARY KEY, id_load INTEGER NOT NULL REFERENCES loads,
    invoice_key TEXT NOT NULL, provider_key TEXT NOT NULL, record TEXT NOT NULL
  ) STRICT;
  CREATE INDEX invoices_of_load ON invoices (id_load);
  CREATE INDEX invoices_by_key ON invoices (invoice_key);
  CREATE INDEX invoices_of_provider ON invoices (provider_key);
  CREATE TABLE factored_invoices (id_invoice INTEGER PRIMARY KEY REFERENCES invoices) STRICT;
  CREATE TABLE disbursements (
    id_credit_form INTEGER PRIMARY KEY, provider_id TEXT NOT NULL, factoring_date TEXT NOT NULL,
    record TEXT NOT NULL
  ) STRICT;
  CREATE INDEX disbursements_newest ON disbursements (factoring_date DESC, id_credit_form DESC);
  CREATE INDEX disbursements_of_provider ON disbursements (provider_id, factoring_date DESC, id_credit_form DESC);
  CREATE TABLE disbursement_debtors (
    debtor_id TEXT NOT NULL, id_credit_form INTEGER NOT NULL REFERENCES disbursements,
    PRIMARY KEY (debtor_id, id_credit_form)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE open_operations (
    invoice_key TEXT NOT NULL, id_credit_form INTEGER NOT NULL REFERENCES disbursements
  ) STRICT;
  CREATE INDEX open_operations_by_key ON open_operations (invoice_key);
`;

/** The tables a reset empties and fills again from the seed, children before parents. */
export const dataTables = [
  'open_operations',
  'disbursement_debtors',
  'factored_invoices',
  'invoices',
  'loads',
  'disbursements',
  'idempotency',
  'tokens',
  'user_passwords',
] as const;

export interface OpenOptions {
  /** Folder of the database file, created if missing; without it the data live in memory only. */
  readonly dataDir?: string | undefined;
  /**
   * Start from the seed: the data are replaced, counters and secrets stay. A file of another
   * version is replaced whole, keeping its counters when they can be read.
   */
  readonly fresh?: boolean | undefined;
}

type Pending = 'nothing' | 'create' | 'replace';

const resetHint = 'Ejecute «npm run sandbox:reset» para empezar de nuevo desde la semilla.';

/**
 * The sandbox's SQLite database: one file per data folder, held by one process at a time. Its
 * calls are synchronous, so a request stores its change before the sandbox answers it.
 */
export class SandboxDb {
  readonly location: string;
  readonly #sql: Database.Database;
  readonly #statements = new Map<string, Database.Statement>();
  #pending: Pending;
  #fresh: boolean;
  #carriedCounters: readonly { name: string; next: number }[] = [];
  readonly #reserved: ReservedIds | undefined;

  private constructor(
    location: string,
    sql: Database.Database,
    pending: Pending,
    fresh: boolean,
    reserved: ReservedIds | undefined,
  ) {
    this.location = location;
    this.#sql = sql;
    this.#pending = pending;
    this.#fresh = fresh;
    this.#reserved = reserved;
  }

  static open(options: OpenOptions = {}): SandboxDb {
    const location = options.dataDir === undefined ? ':memory:' : join(resolve(options.dataDir), databaseFileName);
    if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true });
    if (options.dataDir !== undefined) checkBeforeOpen(location, options.fresh === true);
    const reserved = options.dataDir === undefined ? undefined : new ReservedIds(resolve(options.dataDir));
    // No waiting for a lock: a second sandbox on the same folder is refused at once (see below).
    let sql: Database.Database;
    try {
      sql = new Database(location, { timeout: 0 });
    } catch (error) {
      throw error instanceof Database.SqliteError ? (unwritable(location, error) ?? error) : error;
    }
    try {
      // One process owns the file for its whole life: each keeps the next ids in memory, and two
      // would hand out the same ids.
      sql.pragma('locking_mode = EXCLUSIVE');
      sql.pragma('journal_mode = WAL');
      sql.exec('BEGIN EXCLUSIVE; COMMIT');
      // FULL: a load answered 201 survives a power cut. NORMAL in WAL mode may roll back the last
      // commits, and their ids would be handed out again.
      sql.pragma('synchronous = FULL');
      sql.pragma('foreign_keys = ON');
      const fresh = options.fresh === true;
      const fault = options.dataDir === undefined ? undefined : integrityFault(sql);
      if (fault !== undefined) {
        if (!fresh) throw damaged(location, fault);
        // Starting fresh: the damaged file goes; the side file keeps its ids.
        sql.close();
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${location}${suffix}`, { force: true });
        return SandboxDb.open(options);
      }
      const db = new SandboxDb(location, sql, pendingWork(sql, location, fresh), fresh, reserved);
      // A file written before the side file existed: its ids are reserved from now on.
      if (db.#pending !== 'create') for (const { name, next } of readCounters(sql)) reserved?.raise(name, next);
      if (db.#pending === 'replace') db.#carriedCounters = readCounters(sql);
      return db;
    } catch (error) {
      sql.close();
      if (!(error instanceof Database.SqliteError)) throw error;
      if (error.code === 'SQLITE_BUSY')
        throw new Error(`Otro sandbox ya usa ${location}. Deténgalo o indique otra carpeta con SANDBOX_DATA.`, {
          cause: error,
        });
      const refusal = unwritable(location, error);
      if (refusal) throw refusal;
      if (error.code !== 'SQLITE_NOTADB' && error.code !== 'SQLITE_CORRUPT') throw error;
      if (!options.fresh || options.dataDir === undefined)
        throw error.code === 'SQLITE_CORRUPT'
          ? damaged(location, error.message, error)
          : unreadableData(location, error.message, error);
      // Nothing in it can be read, its counters neither: starting fresh means a new file.
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${location}${suffix}`, { force: true });
      return SandboxDb.open(options);
    }
  }

  /** True when the file is new, or opened to start fresh: the caller stores the seed after `install()`. */
  get needsSeed(): boolean {
    return this.#fresh || this.#pending !== 'nothing';
  }

  /** Creates the tables (replacing those of another version); call it inside the seed's transaction. */
  install(): void {
    this.#fresh = false;
    if (this.#pending === 'nothing') return;
    if (this.#pending === 'replace') {
      // Newest first, so children go before the tables they refer to.
      const names = this.#sql
        .prepare<[], { name: string }>(
          "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY rowid DESC",
        )
        .all();
      this.#sql.pragma('defer_foreign_keys = ON');
      for (const { name } of names) this.#sql.exec(`DROP TABLE "${name.replaceAll('"', '""')}"`);
    }
    this.#sql.exec(tables);
    this.#sql.pragma(`user_version = ${schemaVersion}`);
    for (const { name, next } of this.#carriedCounters) this.raiseCounter(name, next);
    this.#pending = 'nothing';
  }

  /** Runs `work` as one transaction: all of it is stored, or none of it and the error is thrown. */
  transaction<T>(work: () => T): T {
    return this.#sql.transaction(work)();
  }

  /** A prepared statement, compiled once per database. */
  statement<Params extends unknown[] = unknown[], Row = unknown>(source: string): Database.Statement<Params, Row> {
    let prepared = this.#statements.get(source);
    if (!prepared) {
      prepared = this.#sql.prepare(source);
      this.#statements.set(source, prepared);
    }
    return prepared as Database.Statement<Params, Row>;
  }

  /** The stored counter, never below the ids the folder's side file says were handed out. */
  counter(name: string): number | undefined {
    const stored = this.statement<[string], { next: number }>('SELECT next FROM counters WHERE name = ?').get(
      name,
    )?.next;
    const reserved = this.#reserved?.next(name);
    return stored === undefined || reserved === undefined ? (stored ?? reserved) : Math.max(stored, reserved);
  }

  /** Moves a counter forward to `next`; it never goes back, whatever is deleted, emptied or reset. */
  raiseCounter(name: string, next: number): void {
    this.#reserved?.raise(name, next);
    this.statement<[string, number]>(
      'INSERT INTO counters (name, next) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET next = max(next, excluded.next)',
    ).run(name, next);
  }

  /**
   * A secret kept across restarts and resets (e.g. a key that signs tokens): the stored value, or
   * `create()`'s, stored the first time it is asked for.
   */
  secret(name: string, create: () => Buffer): Buffer {
    const stored = this.statement<[string], { value: Buffer }>('SELECT value FROM secrets WHERE name = ?').get(name);
    if (stored) return stored.value;
    const value = create();
    this.statement<[string, Buffer]>('INSERT INTO secrets (name, value) VALUES (?, ?)').run(name, value);
    return value;
  }

  close(): void {
    this.#statements.clear();
    if (this.#sql.open) this.#sql.close();
  }
}

function tableCount(sql: Database.Database): number {
  return (
    sql.prepare<[], { count: number }>("SELECT count(*) AS count FROM sqlite_schema WHERE type = 'table'").get()
      ?.count ?? 0
  );
}

function pendingWork(sql: Database.Database, location: string, fresh: boolean): Pending {
  if (tableCount(sql) === 0) return 'create';
  const version = sql.pragma('user_version', { simple: true });
  if (version === schemaVersion) return 'nothing';
  if (fresh) return 'replace';
  throw new Error(
    `Los datos de ${location} son de otra versión del sandbox (esquema ${String(version)}; esta versión usa ${schemaVersion}). ${resetHint}`,
  );
}

/** The counters of a file about to be replaced, when it has them in a shape we can read. */
function readCounters(sql: Database.Database): readonly { name: string; next: number }[] {
  try {
    return sql
      .prepare<[], { name: unknown; next: unknown }>('SELECT name, next FROM counters')
      .all()
      .flatMap(({ name, next }) => (typeof name === 'string' && typeof next === 'number' ? [{ name, next }] : []));
  } catch {
    return [];
  }
}

/** The Spanish line that tells how to start again when stored data cannot be read. */
export function unreadableData(location: string, detail: string, cause?: unknown): Error {
  return new Error(`Los datos de ${location} no se pueden leer (${detail}). ${resetHint}`, { cause });
}
