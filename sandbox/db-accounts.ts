import type { SandboxDb } from './db';
import { randomToken, sha256Hex, type PasswordHash } from './passwords';

/** Users' passwords (a salted scrypt, as in memory) and their session tokens, stored. */

export function storePassword(db: SandboxDb, userId: number, password: PasswordHash): void {
  db.statement<[number, Buffer, Buffer]>(
    'INSERT INTO user_passwords (user_id, salt, hash) VALUES (?, ?, ?) ' +
      'ON CONFLICT (user_id) DO UPDATE SET salt = excluded.salt, hash = excluded.hash',
  ).run(userId, password.salt, password.hash);
}

export function storedPassword(db: SandboxDb, userId: number): PasswordHash | undefined {
  return db.statement<[number], PasswordHash>('SELECT salt, hash FROM user_passwords WHERE user_id = ?').get(userId);
}

// Only a token's SHA-256 is stored: whoever reads the file still cannot call the API as anyone.
const tokenKey = (token: string) => sha256Hex(token);

/** Session tokens, read from the database on every call, so a restart keeps them until they expire. */
export class SessionTokens {
  constructor(
    private readonly db: SandboxDb,
    private readonly now: () => number,
    private readonly lifetimeMs: number,
  ) {}

  issue(userId: number): string {
    const token = randomToken();
    this.db
      .statement<[string, number, number]>('INSERT INTO tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
      .run(tokenKey(token), userId, this.now() + this.lifetimeMs);
    return token;
  }

  /** The user a live token belongs to; an expired token is forgotten. */
  userIdFor(token: string): number | undefined {
    const session = this.db
      .statement<[string], { userId: number; expiresAt: number }>(
        'SELECT user_id AS userId, expires_at AS expiresAt FROM tokens WHERE token_hash = ?',
      )
      .get(tokenKey(token));
    if (!session) return undefined;
    if (this.now() >= session.expiresAt) {
      this.revoke(token);
      return undefined;
    }
    return session.userId;
  }

  revoke(token: string): void {
    this.db.statement<[string]>('DELETE FROM tokens WHERE token_hash = ?').run(tokenKey(token));
  }

  revokeAllOf(userId: number): void {
    this.db.statement<[number]>('DELETE FROM tokens WHERE user_id = ?').run(userId);
  }
}
