import { randomBytes } from 'node:crypto';
import type { Clock } from './clock';
import { dataTables, type SandboxDb } from './db';
import { SessionTokens, storedPassword, storePassword } from './db-accounts';
import { storedNextIds } from './db-factoring';
import { managuaToday } from '../contract/dates';
import { normaliseUserName, seedUsers, type SandboxUser } from './demo-users';
import { DeviceTokens } from './device-token';
import { FactoringData } from './factoring-data';
import { IdempotencyStore } from './idempotency';
import { LoginThrottle } from './login-throttle';
import type { PasswordHash } from './passwords';
import { RecoveryService, type SentCode } from './recovery';
import { preparedSeed } from './seed';

export const tokenLifetimeMs = 8 * 60 * 60 * 1000;

interface SeededParts {
  readonly users: SandboxUser[];
  readonly factoring: FactoringData;
  readonly idempotency: IdempotencyStore;
  readonly recovery: RecoveryService;
}

/**
 * Everything the sandbox remembers, kept in its database: loads, invoices, decisions,
 * disbursements, passwords, session tokens and idempotent answers outlive a restart. Recovery
 * sessions and sign-in failures live in memory only. `reset()` brings the data back to the seed.
 */
export class SandboxState {
  readonly clock: Clock;
  readonly #db: SandboxDb;
  #parts: SeededParts;
  readonly #tokens: SessionTokens;
  readonly logins: LoginThrottle;
  /** Told of each recovery code as it is "sent by SMS" (the demo prints it). */
  onRecoveryCode: ((userName: string, sent: SentCode) => void) | null = null;
  /** Signs the browsers users signed in on; its key is kept in the database unless one is given. */
  readonly devices: DeviceTokens;

  constructor(clock: Clock, db: SandboxDb, deviceKey?: Buffer) {
    this.clock = clock;
    this.#db = db;
    const now = () => this.clock.now();
    this.#tokens = new SessionTokens(db, now, tokenLifetimeMs);
    this.logins = new LoginThrottle(now);
    try {
      this.#parts = db.needsSeed ? this.#storeSeed() : this.#read();
      this.devices = new DeviceTokens(deviceKey ?? db.secret('device-key', () => randomBytes(32)), now);
    } catch (error) {
      // Unread or refused: the file is let go, so the next attempt (or a reset) may open it.
      db.close();
      throw error;
    }
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
    this.#parts = this.#storeSeed();
    this.logins.clear();
  }

  /** The seed, stored in one transaction over the data (counters and secrets stay). */
  #storeSeed(): SeededParts {
    const seed = preparedSeed(managuaToday(this.clock.now()));
    const users = seedUsers();
    const db = this.#db;
    const factoring = db.transaction(() => {
      db.install();
      for (const table of dataTables) db.statement(`DELETE FROM ${table}`).run();
      for (const user of users) storePassword(db, user.userId, user.password);
      // Ids already handed out are never handed out again, even when a reset empties their tables.
      return FactoringData.store(db, { ...seed, nextIds: storedNextIds(db, seed.nextIds) });
    });
    return this.#assemble(users, factoring);
  }

  #read(): SeededParts {
    const users = seedUsers();
    for (const user of users) user.password = storedPassword(this.#db, user.userId) ?? user.password;
    const parts = this.#assemble(users, FactoringData.read(this.#db));
    parts.idempotency.prune();
    return parts;
  }

  #assemble(users: SandboxUser[], factoring: FactoringData): SeededParts {
    const now = () => this.clock.now();
    return {
      users,
      factoring,
      idempotency: new IdempotencyStore(this.#db, now),
      recovery: new RecoveryService({
        now,
        findUser: (userName) => this.findUser(userName),
        changePassword: (user, password) => this.#changePassword(user, password),
        codeSent: (userName, sent) => this.onRecoveryCode?.(userName, sent),
        imageSeedKey: this.#db.secret('recovery-image-key', () => randomBytes(32)),
      }),
    };
  }

  /** A new password ends every session of its user; both are stored before either takes effect. */
  #changePassword(user: SandboxUser, password: PasswordHash): void {
    this.#db.transaction(() => {
      storePassword(this.#db, user.userId, password);
      this.#tokens.revokeAllOf(user.userId);
    });
    user.password = password;
  }

  findUser(userName: string): SandboxUser | undefined {
    const wanted = normaliseUserName(userName);
    return this.users.find((user) => user.userName === wanted);
  }

  issueToken(user: SandboxUser): string {
    return this.#tokens.issue(user.userId);
  }

  userForToken(token: string): SandboxUser | undefined {
    const userId = this.#tokens.userIdFor(token);
    return userId === undefined ? undefined : this.users.find((user) => user.userId === userId);
  }

  revokeToken(token: string): void {
    this.#tokens.revoke(token);
  }

  revokeTokensOf(userId: number): void {
    this.#tokens.revokeAllOf(userId);
  }

  /** Closes the database; the sandbox answers nothing after this. */
  close(): void {
    this.#db.close();
  }
}
