import { normaliseUserName } from './demo-users';

export interface RecoveryThrottleLimits {
  /** Recoveries of one user name asked from one address by a browser the user never signed in on. */
  readonly perClient: number;
  /** Recoveries of one user name from all such browsers together: the ceiling against spread-out requests. */
  readonly perUser: number;
  /** Recoveries asked from one of the user's known browsers (one valid device token). */
  readonly perDevice: number;
  readonly windowMs: number;
}

export const recoveryThrottleLimits: RecoveryThrottleLimits = {
  perClient: 5,
  perUser: 20,
  perDevice: 5,
  windowMs: 15 * 60 * 1000,
};

/** Who asks: the socket address, and the id of a device token verified for the user name, or null. */
export interface RecoveryClient {
  readonly address: string;
  readonly device: string | null;
}

/**
 * Recovery requests counted per user name and address, under a higher ceiling per user name: a
 * stranger cannot block an account's recovery from one address, and many addresses together
 * still meet a limit. The owner's known browser is counted on its own and passes that ceiling,
 * so requests made in the owner's name elsewhere never stop the owner.
 */
export class RecoveryThrottle {
  readonly #requests = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    private readonly limits: RecoveryThrottleLimits = recoveryThrottleLimits,
  ) {}

  /** Counts the request and answers 0; or answers how long this client must wait, counting nothing. */
  admit(userName: string, client: RecoveryClient): number {
    const now = this.now();
    this.#prune(now);
    const user = normaliseUserName(userName);
    // Newlines cannot appear in a normalised user name, an address or a token id: keys cannot collide.
    const counters: [string, number][] =
      client.device === null
        ? [
            [`client\n${user}\n${client.address}`, this.limits.perClient],
            [`user\n${user}`, this.limits.perUser],
          ]
        : [[`device\n${client.device}`, this.limits.perDevice]];
    const wait = Math.max(0, ...counters.map(([key, limit]) => this.#waitFor(key, limit, now)));
    if (wait > 0) return wait;
    for (const [key] of counters) this.#requests.set(key, [...(this.#requests.get(key) ?? []), now]);
    return 0;
  }

  #waitFor(key: string, limit: number, now: number): number {
    const recent = this.#requests.get(key) ?? [];
    const oldestCounted = recent[recent.length - limit];
    return recent.length >= limit && oldestCounted !== undefined ? oldestCounted + this.limits.windowMs - now : 0;
  }

  #prune(now: number): void {
    for (const [key, times] of this.#requests) {
      const recent = times.filter((at) => now - at < this.limits.windowMs);
      if (recent.length === 0) this.#requests.delete(key);
      else this.#requests.set(key, recent);
    }
  }
}
