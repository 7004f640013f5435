/** The part of the Web Locks API the claim uses, so tests can pass a fake. */
export interface PollLocks {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

/** When any tab of this user last polled, shared by the tabs (local storage in the browser). */
export interface PollRecord {
  read(): number | null;
  write(at: number): void;
}

export interface PollClaimOptions {
  readonly name: string;
  readonly locks: PollLocks | null;
  readonly record: PollRecord;
  /** A poll by any tab this recent serves every tab. */
  readonly freshForMs: number;
  readonly now?: () => number;
}

export type ClaimOutcome = 'polled' | 'skipped';

/**
 * One poll for all tabs: a tab polls only while it holds the lock and no tab has polled within
 * `freshForMs`; the others skip, and hear the result through the shared store.
 */
export function createPollClaim(options: PollClaimOptions): (poll: () => Promise<void>) => Promise<ClaimOutcome> {
  const now = options.now ?? Date.now;
  const pollIfStale = async (poll: () => Promise<void>): Promise<ClaimOutcome> => {
    const last = options.record.read();
    // A time ahead of this clock (a changed system clock) does not stop polling for good.
    if (last !== null && now() >= last && now() - last < options.freshForMs) return 'skipped';
    await poll();
    options.record.write(now());
    return 'polled';
  };
  return async (poll) => {
    // Without Web Locks (an old browser) the shared record alone keeps tabs from polling together.
    if (!options.locks) return pollIfStale(poll);
    return options.locks.request(options.name, { ifAvailable: true }, async (lock) =>
      lock === null ? 'skipped' : pollIfStale(poll),
    );
  };
}
