import type { SandboxContext } from './contract-route';
import { ApiFailure } from './http-error';
import { messages } from './messages';

/** One request's body at most. */
export const maxBodyBytes = 2 * 1024 * 1024;

/** All bodies being read at once, together: eight of the largest. */
export const defaultBodyBudgetBytes = 8 * maxBodyBytes;

/** Objects and arrays inside one another, at most; far beyond any request of the contract (4 levels). */
export const maxNestingDepth = 64;

/** Seconds a client is asked to wait when the server is reading too many bodies at once. */
const busyRetryAfterSeconds = 2;

/**
 * The bytes of all request bodies being read at once. The cap per request alone let fifty
 * connections, each holding a body just under it, raise the server from 154 MB to 267 MB for good.
 */
export class BodyBudget {
  #held = 0;

  constructor(readonly limitBytes: number = defaultBodyBudgetBytes) {}

  /** Bytes currently held by bodies still being read. */
  get held(): number {
    return this.#held;
  }

  take(bytes: number): boolean {
    if (this.#held + bytes > this.limitBytes) return false;
    this.#held += bytes;
    return true;
  }

  give(bytes: number): void {
    this.#held -= bytes;
  }
}

const busy = () =>
  new ApiFailure(503, messages.serviceUnavailable, {}, { 'Retry-After': String(busyRetryAfterSeconds) });

/**
 * The body's text, read while it streams and given up past `maxBodyBytes`, whatever the transfer
 * encoding: a chunked body has no Content-Length to check first, and reading it whole before
 * measuring it let two 250 MB bodies fill the server's memory. Its bytes count against `budget`
 * until it is read; past the budget the request is answered 503 with Retry-After.
 */
async function readBodyText(c: SandboxContext, budget: BodyBudget): Promise<string> {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > maxBodyBytes) throw new ApiFailure(413, messages.payloadTooLarge);
  const body = c.req.raw.body;
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  // The bytes kept, all taken from the budget, and only they are given back: giving back the chunk
  // that crossed the cap, never taken, lowered the count at each 413 until the budget bounded nothing.
  let taken = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read().catch((error: unknown) => {
        // The client went away mid-body: nobody to answer, nothing to log as the server's fault.
        throw new ApiFailure(400, messages.incompleteBody, {}, {}, error);
      });
      if (done) break;
      if (taken + value.byteLength > maxBodyBytes) {
        await reader.cancel();
        throw new ApiFailure(413, messages.payloadTooLarge);
      }
      if (!budget.take(value.byteLength)) {
        await reader.cancel();
        throw busy();
      }
      taken += value.byteLength;
      chunks.push(value);
    }
    return new TextDecoder().decode(Buffer.concat(chunks));
  } finally {
    budget.give(taken);
  }
}

/**
 * How deep objects and arrays sit inside one another, walked with a list rather than recursion, and
 * given up at `limit`: a valid load with one extra field nested 100,000 deep overflowed the stack of
 * the recursive walk that fingerprints an idempotent body (500).
 */
export function nestingExceeds(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The request's JSON body; undefined when it has none. */
export async function readJson(c: SandboxContext, budget: BodyBudget): Promise<unknown> {
  const text = await readBodyText(c, budget);
  if (text.trim() === '') return undefined;
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? ''))
    throw new ApiFailure(415, messages.unsupportedMediaType);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new ApiFailure(400, messages.invalidJson);
  }
  if (nestingExceeds(parsed, maxNestingDepth)) throw new ApiFailure(400, messages.tooDeep(maxNestingDepth));
  return parsed;
}
