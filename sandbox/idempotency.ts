import { ApiFailure } from './http-error';
import { messages } from './messages';
import { sha256Hex } from './passwords';

export interface StoredReply {
  readonly status: 200 | 201;
  readonly body: unknown;
}

type EntryState =
  | { readonly kind: 'pending'; readonly settled: Promise<void> }
  | { readonly kind: 'done'; readonly reply: StoredReply };

interface Entry {
  readonly bodyHash: string;
  readonly createdAt: number;
  state: EntryState;
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
 * (a pending entry), so two concurrent requests never create two records. Only successful
 * answers are kept: after a failure the same key may be retried.
 */
export class IdempotencyStore {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly now: () => number) {}

  async run(
    scope: string,
    bodyHash: string,
    execute: () => Promise<StoredReply>,
  ): Promise<{ reply: StoredReply; replayed: boolean }> {
    for (let entry = this.#current(scope); entry; entry = this.#current(scope)) {
      if (entry.bodyHash !== bodyHash) throw new ApiFailure(422, messages.idempotencyMismatch);
      if (entry.state.kind === 'done') return { reply: entry.state.reply, replayed: true };
      await entry.state.settled;
    }
    let release: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => {
      release = resolve;
    });
    const entry: Entry = { bodyHash, createdAt: this.now(), state: { kind: 'pending', settled } };
    this.#entries.set(scope, entry);
    try {
      const reply = await execute();
      entry.state = { kind: 'done', reply };
      return { reply, replayed: false };
    } catch (error) {
      this.#entries.delete(scope);
      throw error;
    } finally {
      release();
    }
  }

  #current(scope: string): Entry | undefined {
    const entry = this.#entries.get(scope);
    if (entry && entry.state.kind === 'done' && this.now() - entry.createdAt > retentionMs) {
      this.#entries.delete(scope);
      return undefined;
    }
    return entry;
  }
}
