import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../src/api/schemas';
import { config } from '../../../src/config/config';
import { readAccessSnapshot, saveAccessSnapshot } from '../../../src/lib/session/access-snapshot';
import { clearSession, saveSession } from '../../../src/lib/session/auth-storage';
import { withFreshStorages } from './memory-storage';

const user: User = { userId: 7, userName: 'deudor@demo.ni', fullName: 'Ana Deudora', roleName: 'DEUDOR', phone: '' };
const access = {
  user,
  products: [{ productName: 'factoring', roleName: 'DEUDOR' }],
  permissions: [{ module: 'factoring', resource: 'ImportInvoices' }],
};
const { local, session } = withFreshStorages();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the offline copy of the access', () => {
  it('is kept in this tab only (sessionStorage), like the session itself', () => {
    saveAccessSnapshot(access);
    expect(JSON.parse(session.getItem(config.storageKeys.accessSnapshot) ?? 'null')).toEqual(access);
    expect(local.length).toBe(0);
    expect(readAccessSnapshot(7)).toEqual(access);
  });

  it('is never handed to another user', () => {
    saveAccessSnapshot(access);
    expect(readAccessSnapshot(8)).toBeNull();
  });

  it('reads nothing when it is missing or does not have the expected shape', () => {
    expect(readAccessSnapshot(7)).toBeNull();
    session.setItem(config.storageKeys.accessSnapshot, JSON.stringify({ user, products: 'all' }));
    expect(readAccessSnapshot(7)).toBeNull();
  });

  it('leaves with the session (logout, expiry, unreadable session)', () => {
    saveSession('tok', user);
    saveAccessSnapshot(access);
    clearSession();
    expect(readAccessSnapshot(7)).toBeNull();
    expect(session.length).toBe(0);
  });
});
