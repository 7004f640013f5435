import type { SandboxDb } from './db';
import { ApiFailure } from './http-error';
import { messages } from './messages';
import { sha256Hex } from './passwords';

export interface StoredReply {
  readonly status: 200 | 201;
  readonly body: unknown;
}

interface Pending {
  readonly bodyHash: string;
  readonly settled: Promise<void>;
}

interface Stored {
  readonly bodyHash: string;
  readonly reply: StoredReply;
}

const retentionMs = 24 * 60 * 60 * 1000;

/** Canonical JSON (object keys sorted at every level), so key order never changes the hash. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

export function bodyFingerprint(body: unknown): string {
  return sha256Hex(canonicalJson(body));
}

/** `Idempotency-Key`: 1 to 255 visible ASCII characters. */
export function isValidIdempotencyKey(key: string): boolean {
  return /^[\x21-\x7e]{1,255}$/.test(key);
}

/**
 * Stored answers of idempotent calls, by scope (user, call and key). A second request with the
 * same scope and body gets the stored answer; while the first is still running it waits for it
 * (a pending entry, in memory only), so two concurrent requests never create two records. Only
 * successful answers are kept, in the database for 24 hours: after a failure the same key may be
 * retried, and a restart still replays what was answered before it.
 */
export class IdempotencyStore {
  readonly #pending = new Map<string, Pending>();

  constructor(
    private readonly db: SandboxDb,
    private readonly now: () => number,
  ) {}

  async run(
    scope: string,
    bodyHash: string,
    execute: () => StoredReply | Promise<StoredReply>,
  ): Promise<{ reply: StoredReply; replayed: boolean }> {
    for (let pending = this.#pending.get(scope); pending; pending = this.#pending.get(scope)) {
      if (pending.bodyHash !== bodyHash) throw new ApiFailure(422, messages.idempotencyMismatch);
      await pending.settled;
    }
    const stored = this.#stored(scope);
    if (stored) {
      if (stored.bodyHash !== bodyHash) throw new ApiFailure(422, messages.idempotencyMismatch);
      return { reply: stored.reply, replayed: true };
    }
    let release: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => {
      release = resolve;
    });
    const createdAt = this.now();
    this.#pending.set(scope, { bodyHash, settled });
    try {
      // A handler that answers at once (a load, a decision, a disbursement) stores its records and
      // its answer in one transaction: a crash between the two used to leave the load stored and
      // its answer not, and the retry was refused with 409 instead of answered with the load.
      let later: Promise<StoredReply> | undefined;
      const now = this.db.transaction(() => {
        const result = execute();
        if (result instanceof Promise) {
          later = result;
          return undefined;
        }
        this.#store(scope, bodyHash, createdAt, result);
        return result;
      });
      if (now) return { reply: now, replayed: false };
      // One that waits (the recovery's, on scrypt) cannot hold a transaction open across the wait;
      // what it changes is in memory, or stored on its own before it answers.
      const reply = await (later ?? Promise.reject(new Error('Sin respuesta')));
      this.#store(scope, bodyHash, createdAt, reply);
      return { reply, replayed: false };
    } finally {
      this.#pending.delete(scope);
      release();
    }
  }

  // Stored before it is answered: if this fails the caller gets an error, not the reply.
  #store(scope: string, bodyHash: string, createdAt: number, reply: StoredReply): void {
    this.db
      .statement<[string, string, number, number, string]>(
        'INSERT INTO idempotency (scope, body_hash, created_at, status, body) VALUES (?, ?, ?, ?, ?)',
      )
      .run(scope, bodyHash, createdAt, reply.status, JSON.stringify(reply.body));
  }

  /** Forgets answers past their 24 hours, so the file does not grow with keys nobody resends. */
  prune(): void {
    this.db.statement<[number]>('DELETE FROM idempotency WHERE created_at < ?').run(this.now() - retentionMs);
  }

  #stored(scope: string): Stored | undefined {
    const row = this.db
      .statement<[string], { bodyHash: string; createdAt: number; status: number; body: string }>(
        'SELECT body_hash AS bodyHash, created_at AS createdAt, status, body FROM idempotency WHERE scope = ?',
      )
      .get(scope);
    if (!row) return undefined;
    if (this.now() - row.createdAt > retentionMs || (row.status !== 200 && row.status !== 201)) {
      this.db.statement<[string]>('DELETE FROM idempotency WHERE scope = ?').run(scope);
      return undefined;
    }
    const reply: StoredReply = { status: row.status, body: JSON.parse(row.body) as unknown };
    return { bodyHash: row.bodyHash, reply };
  }
}
