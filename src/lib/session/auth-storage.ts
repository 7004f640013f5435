import { z } from '@contract/zod';
import { user as userSchema, type User } from '@contract/schemas';
import { config } from '@/config/config';
import { logger } from '@/lib/logger';
import { readStored, remove, writeJson, type StorageArea, type StoredValue } from '@/lib/storage';
import { clearAccessSnapshot } from './access-snapshot';
import type { SessionPersistence } from './session-store';

const token = z.string().check(z.minLength(1));
const { storageKeys } = config;
// Persistent storage first, then the tab's session storage.
const readOrder: readonly StorageArea[] = ['local', 'session'];

function readFirst<T>(key: string, schema: z.ZodMiniType<T>): T | null {
  for (const area of readOrder) {
    const stored: StoredValue<T> = readStored(area, key, schema);
    if (stored.status === 'found') return stored.value;
    if (stored.status === 'invalid') {
      // If reading stored data fails, the stored tokens are cleared.
      logger.warn('La sesión guardada no se pudo leer; se borra.');
      clearSession();
      return null;
    }
  }
  return null;
}

export function readToken(): string | null {
  return readFirst(storageKeys.token, token);
}

export function readCurrentUser(): User | null {
  return readFirst(storageKeys.currentUser, userSchema);
}

/** The session lives in this tab's sessionStorage, JSON-serialised: it ends when the tab closes. */
export function saveSession(accessToken: string, currentUser: User): void {
  // A stale persistent entry would be read before the new one, so it goes.
  remove('local', storageKeys.token);
  remove('local', storageKeys.refreshToken);
  remove('local', storageKeys.currentUser);
  writeJson('session', storageKeys.token, accessToken);
  writeJson('session', storageKeys.currentUser, currentUser);
}

/** Token, refresh token and user, from both storages, and the offline copy of the access. */
export function clearSession(): void {
  for (const area of readOrder) {
    remove(area, storageKeys.token);
    remove(area, storageKeys.refreshToken);
    remove(area, storageKeys.currentUser);
  }
  clearAccessSnapshot();
}

export const authStorage: SessionPersistence = {
  readToken,
  readUser: readCurrentUser,
  save: saveSession,
  clear: clearSession,
};
