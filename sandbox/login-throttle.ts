import { normaliseUserName } from './demo-users';

export interface LoginThrottleLimits {
  /** Failures of one user name from one client that cost no wait (typing mistakes). */
  readonly freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** A user name and client pair forgets its failures this long after the last one. */
  readonly pairMemoryMs: number;
  /** Failures of one user name from all unknown browsers together, within `userWindowMs`, that stop them all. */
  readonly userCeiling: number;
  readonly userWindowMs: number;
  /** Failures a known browser (valid device token) may make within `deviceWindowMs` before that token is locked. */
  readonly deviceBudget: number;
  readonly deviceWindowMs: number;
  readonly deviceLockMs: number;
}

export const loginThrottleLimits: LoginThrottleLimits = {
  freeFailures: 3,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  pairMemoryMs: 24 * 60 * 60 * 1000,
  userCeiling: 100,
  userWindowMs: 60 * 60 * 1000,
  deviceBudget: 10,
  deviceWindowMs: 60 * 60 * 1000,
  deviceLockMs: 60 * 60 * 1000,
};

/** Failures recorded between two sweeps of what is no longer remembered. */
const SWEEP_EVERY = 1024;

/** How long a client must wait after its `failures`-th failure in a row for one user name. */
export function delayAfterFailures(failures: number, limits: LoginThrottleLimits = loginThrottleLimits): number {
  const beyondFree = failures - limits.freeFailures;
  if (beyondFree <= 0) return 0;
  // Capped before the power so a long run of failures cannot overflow to Infinity.
  return Math.min(limits.maxDelayMs, limits.firstDelayMs * 2 ** Math.min(beyondFree - 1, 30));
}

interface PairFailures {
  count: number;
  last: number;
}

interface DeviceFailures {
  failures: number[];
  lockedUntil: number;
}

/**
 * Failed sign-ins counted per user name and client address, so that one client's guesses slow
 * that client only: the owner of the account, from their own address, still signs in. A much
 * higher ceiling per user name, over all unknown browsers, still stops a guess spread over many
 * addresses. A browser that presents a valid device token for the user (OWASP's device cookies)
 * is judged apart: only its own failures count against it, and too many lock that token, never
 * the user, so nobody can aim a lockout at the owner's known browser.
 *
 * `device` is the id of a device token already verified for this user name, or null.
 */
export class LoginThrottle {
  readonly #pairs = new Map<string, PairFailures>();
  readonly #userFailures = new Map<string, number[]>();
  readonly #devices = new Map<string, DeviceFailures>();
  #recorded = 0;

  constructor(
    private readonly now: () => number,
    private readonly limits: LoginThrottleLimits = loginThrottleLimits,
  ) {}

  /** Milliseconds before this client may try this user name again; 0 when it may now. */
  retryAfterMs(userName: string, client: string, device: string | null = null): number {
    const now = this.now();
    if (device !== null) return Math.max(0, (this.#device(device, now)?.lockedUntil ?? 0) - now);
    const pair = this.#pair(userName, client, now);
    const pairWait = pair ? pair.last + delayAfterFailures(pair.count, this.limits) - now : 0;
    const recent = this.#recentUserFailures(userName, now);
    const oldest = recent[0];
    const userWait =
      recent.length >= this.limits.userCeiling && oldest !== undefined ? oldest + this.limits.userWindowMs - now : 0;
    return Math.max(0, pairWait, userWait);
  }

  /**
   * Counts a sign-in as failed from the moment it is let through, before its password is checked.
   * Counted only once the check had failed, every guess sent together with the first passed the
   * throttle while the first one was hashed: a burst of 150 got past both the delays and the
   * ceiling. A right password takes its count back with `succeeded`.
   */
  begin(userName: string, client: string, device: string | null = null): { succeeded: () => void } {
    const now = this.now();
    this.#recordFailure(userName, client, device, now);
    return {
      succeeded: () => {
        // A right password forgives this client's failures; other clients' failures still count.
        const key = normaliseUserName(userName);
        this.#pairs.delete(pairKey(key, client));
        // A known browser's attempt never counted against the user name: it takes back nothing there.
        if (device !== null) {
          this.#devices.delete(device);
          return;
        }
        // A sign-in that worked is no guess: it must not bring the user name nearer its ceiling.
        const failures = this.#userFailures.get(key) ?? [];
        const counted = failures.indexOf(now);
        if (counted >= 0) this.#userFailures.set(key, failures.toSpliced(counted, 1));
      },
    };
  }

  #recordFailure(userName: string, client: string, device: string | null, now: number): void {
    if (device !== null) {
      this.#recordDeviceFailure(device, now);
      return;
    }
    const key = normaliseUserName(userName);
    const pair = this.#pair(userName, client, now);
    this.#pairs.set(pairKey(key, client), { count: (pair?.count ?? 0) + 1, last: now });
    this.#userFailures.set(key, [...this.#recentUserFailures(key, now), now]);
    this.#recorded += 1;
    if (this.#recorded % SWEEP_EVERY === 0) this.#sweep(now);
  }

  /** User names and clients remembered: what the sweep keeps bounded. */
  get remembered(): number {
    return this.#pairs.size + this.#userFailures.size;
  }

  /**
   * Forgets what no answer depends on any more. Entries were only dropped when their own user name
   * came back, so guesses at random user names grew the maps for as long as the sandbox ran.
   */
  #sweep(now: number): void {
    for (const [key, pair] of this.#pairs) if (now - pair.last >= this.limits.pairMemoryMs) this.#pairs.delete(key);
    for (const [key, failures] of this.#userFailures) {
      if (failures.every((at) => now - at >= this.limits.userWindowMs)) this.#userFailures.delete(key);
    }
  }

  clear(): void {
    this.#pairs.clear();
    this.#userFailures.clear();
    this.#devices.clear();
  }

  #recordDeviceFailure(device: string, now: number): void {
    const failures = [...(this.#device(device, now)?.failures ?? []), now];
    // OWASP: past its budget the token itself goes on the lockout list for a while.
    const locked = failures.length >= this.limits.deviceBudget;
    this.#devices.set(device, {
      failures: locked ? [] : failures,
      lockedUntil: locked ? now + this.limits.deviceLockMs : 0,
    });
    for (const [id, entry] of this.#devices) if (this.#isSpent(entry, now)) this.#devices.delete(id);
  }

  #device(device: string, now: number): DeviceFailures | undefined {
    const entry = this.#devices.get(device);
    if (!entry) return undefined;
    const failures = entry.failures.filter((at) => now - at < this.limits.deviceWindowMs);
    return { failures, lockedUntil: entry.lockedUntil };
  }

  #isSpent(entry: DeviceFailures, now: number): boolean {
    return entry.lockedUntil <= now && entry.failures.every((at) => now - at >= this.limits.deviceWindowMs);
  }

  #pair(userName: string, client: string, now: number): PairFailures | undefined {
    const key = pairKey(normaliseUserName(userName), client);
    const pair = this.#pairs.get(key);
    if (pair && now - pair.last >= this.limits.pairMemoryMs) {
      this.#pairs.delete(key);
      return undefined;
    }
    return pair;
  }

  #recentUserFailures(userName: string, now: number): number[] {
    return (this.#userFailures.get(normaliseUserName(userName)) ?? []).filter(
      (at) => now - at < this.limits.userWindowMs,
    );
  }
}

// A newline cannot appear in a normalised user name nor in an address, so pairs cannot collide.
const pairKey = (userName: string, client: string) => `${userName}\n${client}`;
