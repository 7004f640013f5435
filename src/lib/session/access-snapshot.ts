import { z } from '@contract/zod';
import { permission, user, userProduct } from '@contract/schemas';
import { config } from '@/config/config';
import { readJson, remove, writeJson } from '@/lib/storage';

const accessSnapshot = z.object({
  user,
  products: z.array(userProduct),
  permissions: z.array(permission),
});

export type AccessSnapshot = z.infer<typeof accessSnapshot>;

/** As stored: with when the login page handed it to the app, until the app has taken it. */
const storedAccess = z.extend(accessSnapshot, { handedAt: z.optional(z.number()) });

/** How old a hand-over may be when the app opens: the app's scripts may take seconds on a slow connection. */
export const HANDOVER_MAX_AGE_MS = 60_000;

const key = config.storageKeys.accessSnapshot;

/**
 * The last user, products and permissions the server confirmed in this tab's session, kept beside
 * the session itself (sessionStorage) so a reload without a connection still shows the shell and
 * the debtor's drafts. It never grants anything the server has not: every call is still checked there.
 */
export function saveAccessSnapshot(access: AccessSnapshot): void {
  writeJson('session', key, access);
}

/** The snapshot of `userId`, or null (none, unreadable, or another user's). */
export function readAccessSnapshot(userId: number): AccessSnapshot | null {
  const stored = readJson('session', key, accessSnapshot);
  return stored?.user.userId === userId ? stored : null;
}

/**
 * The login page has just had the access confirmed and now opens the app, which would ask the
 * server for it again a moment later: it is handed over instead, to be taken once.
 */
export function handAccessToApp(access: AccessSnapshot, now = Date.now()): void {
  writeJson('session', key, { ...access, handedAt: now });
}

/**
 * The access the login page handed over, with when it was confirmed, taken once: the app's first
 * load uses it, and a later one asks the server. A hand-over older than a minute, or another
 * user's, is not taken.
 */
export function takeHandedAccess(
  userId: number,
  now = Date.now(),
): { readonly access: AccessSnapshot; readonly confirmedAt: number } | null {
  const stored = readJson('session', key, storedAccess);
  if (stored?.user.userId !== userId || stored.handedAt === undefined) return null;
  const { handedAt, ...access } = stored;
  saveAccessSnapshot(access);
  return now - handedAt <= HANDOVER_MAX_AGE_MS && handedAt <= now ? { access, confirmedAt: handedAt } : null;
}

/** Leaves with the session (logout, expiry, unreadable session). */
export function clearAccessSnapshot(): void {
  remove('session', key);
  remove('local', key);
}
