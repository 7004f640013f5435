/**
 * Records of a list that the contract refused, per list call: the screens that show the list say
 * how many could not be read, and show the rest. Kept outside the query cache because the list's
 * data stays a plain array of the records that could be read.
 */

export interface UnreadableRecords {
  readonly count: number;
  /** Each refused record's id, when it has one, so support can find it. */
  readonly ids: readonly string[];
}

const none: UnreadableRecords = { count: 0, ids: [] };
const byCall = new Map<string, UnreadableRecords>();
const listeners = new Set<() => void>();

/** Records what the latest answer of `call` could not read (none clears it). */
export function noteUnreadable(call: string, records: UnreadableRecords): void {
  const before = byCall.get(call) ?? none;
  if (before.count === records.count && before.ids.join() === records.ids.join()) return;
  if (records.count === 0) byCall.delete(call);
  else byCall.set(call, records);
  for (const listener of listeners) listener();
}

export function unreadableOf(call: string): UnreadableRecords {
  return byCall.get(call) ?? none;
}

export function subscribeUnreadable(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
