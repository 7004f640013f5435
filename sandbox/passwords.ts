import { createHash, createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { HashPool } from './hash-pool';

/**
 * Passwords arrive as the lowercase hex SHA-256 the client computes; the sandbox keeps only a
 * salted scrypt of that hex string and compares in constant time.
 */
export interface PasswordHash {
  readonly salt: Buffer;
  readonly hash: Buffer;
}

const keyLength = 32;
const cost = { N: 16_384, r: 8, p: 1 } as const;

// One pool for the process: sign-ins and recoveries of every sandbox in it share its threads.
const pool = new HashPool();

/** `client`: who asked (an address), so a flood from one client does not delay the others. */
function derive(secret: string, salt: Buffer, client?: string): Promise<Buffer> {
  return pool.scrypt({ secret, salt, keyLength, cost }, client);
}

export async function hashPassword(secret: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  return { salt, hash: await derive(secret, salt) };
}

/** Synchronous variant, for the seed (computed once per process). */
export function hashPasswordSync(secret: string): PasswordHash {
  const salt = randomBytes(16);
  return { salt, hash: scryptSync(secret, salt, keyLength, cost) };
}

export async function verifyPassword(secret: string, stored: PasswordHash, client?: string): Promise<boolean> {
  const candidate = await derive(secret, stored.salt, client);
  return timingSafeEqual(candidate, stored.hash);
}

let decoy: PasswordHash | undefined;

/**
 * The same scrypt work for an unknown user as for a known one, so the answer time does not
 * reveal whether an account exists. Always false.
 */
export async function verifyAgainstDecoy(secret: string, client?: string): Promise<false> {
  decoy ??= hashPasswordSync(randomBytes(32).toString('hex'));
  await verifyPassword(secret, decoy, client);
  return false;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function safeEqualText(left: string, right: string): boolean {
  const a = Buffer.from(sha256Hex(left), 'hex');
  const b = Buffer.from(sha256Hex(right), 'hex');
  return timingSafeEqual(a, b);
}

/** A keyed digest (HMAC-SHA-256) of `text` as an unsigned 32-bit seed: stable for as long as `key` is. */
export function keyedSeed(key: Buffer, text: string): number {
  return createHmac('sha256', key).update(text, 'utf8').digest().readUInt32BE(0);
}

export function randomToken(): string {
  return randomBytes(32).toString('hex');
}
