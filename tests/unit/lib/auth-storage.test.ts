import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/schemas';
import { config } from '@/config/config';
import { clearSession, readCurrentUser, readToken, saveSession } from '@/lib/session/auth-storage';
import { withFreshStorages } from './memory-storage';

const { storageKeys } = config;
const user: User = {
  userId: 3,
  userName: 'proveedor@demo.ni',
  fullName: 'Pedro Proveedor',
  roleName: 'PROVEEDOR',
  phone: '',
};
const { local, session } = withFreshStorages();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const everyEntry = () =>
  [local, session].flatMap((storage) => [
    storage.getItem(storageKeys.token),
    storage.getItem(storageKeys.refreshToken),
    storage.getItem(storageKeys.currentUser),
  ]);

describe('the stored session', () => {
  it('uses the production key names', () => {
    expect(storageKeys).toMatchObject({
      token: 'portal_token_prod',
      refreshToken: 'portal_refresh_token_prod',
      currentUser: 'portal_current_user_prod',
    });
  });

  it('saves token and user JSON-serialised in sessionStorage', () => {
    saveSession('tok-1', user);
    expect(session.getItem(storageKeys.token)).toBe('"tok-1"');
    expect(JSON.parse(session.getItem(storageKeys.currentUser) ?? 'null')).toEqual(user);
    expect(local.length).toBe(0);
    expect(readToken()).toBe('tok-1');
    expect(readCurrentUser()).toEqual(user);
  });

  it('reads localStorage first, then sessionStorage', () => {
    session.setItem(storageKeys.token, '"from-session"');
    expect(readToken()).toBe('from-session');
    local.setItem(storageKeys.token, '"from-local"');
    expect(readToken()).toBe('from-local');
  });

  it('replaces a stale persistent session when a new one is saved', () => {
    local.setItem(storageKeys.token, '"old"');
    local.setItem(storageKeys.currentUser, JSON.stringify({ ...user, userId: 99 }));
    saveSession('new', user);
    expect(readToken()).toBe('new');
    expect(readCurrentUser()?.userId).toBe(3);
  });

  it('reads nothing when nothing is stored', () => {
    expect(readToken()).toBeNull();
    expect(readCurrentUser()).toBeNull();
  });

  it('clears token, refresh token and user from both storages, and nothing else', () => {
    for (const storage of [local, session]) {
      storage.setItem(storageKeys.token, '"t"');
      storage.setItem(storageKeys.refreshToken, '"r"');
      storage.setItem(storageKeys.currentUser, JSON.stringify(user));
      storage.setItem(storageKeys.completedTours, '["dashboard"]');
    }
    clearSession();
    expect(everyEntry()).toEqual(Array(6).fill(null));
    expect(local.getItem(storageKeys.completedTours)).toBe('["dashboard"]');
  });

  it('clears the stored tokens when the user cannot be read', () => {
    session.setItem(storageKeys.token, '"t"');
    local.setItem(storageKeys.refreshToken, '"r"');
    session.setItem(storageKeys.currentUser, JSON.stringify({ userId: 'not a number' }));
    expect(readCurrentUser()).toBeNull();
    expect(everyEntry()).toEqual(Array(6).fill(null));
  });

  it('clears the stored tokens when the token is not JSON', () => {
    session.setItem(storageKeys.token, 'raw-token-without-quotes');
    session.setItem(storageKeys.currentUser, JSON.stringify(user));
    expect(readToken()).toBeNull();
    expect(everyEntry()).toEqual(Array(6).fill(null));
  });
});
