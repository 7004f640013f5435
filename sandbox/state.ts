import { randomBytes } from 'node:crypto';
import type { Clock } from './clock';
import { managuaDay } from './dates';
import { normaliseUserName, seedUsers, type SandboxUser } from './demo-users';
import { DeviceTokens } from './device-token';
import type { FactoringData } from './factoring-data';
import { IdempotencyStore } from './idempotency';
import { LoginThrottle } from './login-throttle';
import { randomToken } from './passwords';
import { RecoveryService } from './recovery';
import { seedFactoring } from './seed';

export const tokenLifetimeMs = 8 * 60 * 60 * 1000;

interface TokenSession {
  readonly userId: number;
  readonly expiresAt: number;
}

interface SeededParts {
  readonly users: SandboxUser[];
  readonly factoring: FactoringData;
  readonly idempotency: IdempotencyStore;
  readonly recovery: RecoveryService;
}

/** Everything the sandbox remembers; `reset()` brings it back to the seed. */
export class SandboxState {
  readonly clock: Clock;
  #parts: SeededParts;
  readonly #tokens = new Map<string, TokenSession>();
  readonly logins: LoginThrottle;
  /** Signs the browsers users signed in on; a new key (every known browser forgotten) unless one is given. */
  readonly devices: DeviceTokens;

  constructor(clock: Clock, deviceKey: Buffer = randomBytes(32)) {
    this.clock = clock;
    this.logins = new LoginThrottle(() => this.clock.now());
    this.devices = new DeviceTokens(deviceKey, () => this.clock.now());
    this.#parts = this.#seed();
  }

  get users(): readonly SandboxUser[] {
    return this.#parts.users;
  }

  get factoring(): FactoringData {
    return this.#parts.factoring;
  }

  get idempotency(): IdempotencyStore {
    return this.#parts.idempotency;
  }

  get recovery(): RecoveryService {
    return this.#parts.recovery;
  }

  reset(): void {
    this.#parts = this.#seed();
    this.#tokens.clear();
    this.logins.clear();
  }

  #seed(): SeededParts {
    const now = () => this.clock.now();
    return {
      users: seedUsers(),
      factoring: seedFactoring(managuaDay(this.clock.now())),
      idempotency: new IdempotencyStore(now),
      recovery: new RecoveryService({
        now,
        findUser: (userName) => this.findUser(userName),
        changePassword: (user, password) => {
          user.password = password;
          this.revokeTokensOf(user.userId);
        },
      }),
    };
  }

  findUser(userName: string): SandboxUser | undefined {
    const wanted = normaliseUserName(userName);
    return this.users.find((user) => user.userName === wanted);
  }

  issueToken(user: SandboxUser): string {
    const token = randomToken();
    this.#tokens.set(token, { userId: user.userId, expiresAt: this.clock.now() + tokenLifetimeMs });
    return token;
  }

  userForToken(token: string): SandboxUser | undefined {
    const session = this.#tokens.get(token);
    if (!session) return undefined;
    if (this.clock.now() >= session.expiresAt) {
      this.#tokens.delete(token);
      return undefined;
    }
    return this.users.find((user) => user.userId === session.userId);
  }

  revokeToken(token: string): void {
    this.#tokens.delete(token);
  }

  revokeTokensOf(userId: number): void {
    for (const [token, session] of this.#tokens) if (session.userId === userId) this.#tokens.delete(token);
  }
}
