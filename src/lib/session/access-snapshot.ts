import { z } from '../../api/zod';
import { permission, user, userProduct } from '../../api/schemas';
import { config } from '../../config/config';
import { readJson, remove, writeJson } from '../storage';

const accessSnapshot = z.object({
  user,
  products: z.array(userProduct),
  permissions: z.array(permission),
});

export type AccessSnapshot = z.infer<typeof accessSnapshot>;

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

/** Leaves with the session (logout, expiry, unreadable session). */
export function clearAccessSnapshot(): void {
  remove('session', key);
  remove('local', key);
}
