import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/schemas';
import { config } from '@/config/config';
import {
  HANDOVER_MAX_AGE_MS,
  handAccessToApp,
  readAccessSnapshot,
  saveAccessSnapshot,
  takeHandedAccess,
} from '@/lib/session/access-snapshot';
import { clearSession, saveSession } from '@/lib/session/auth-storage';
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

describe('the access the login page hands to the app it opens', () => {
  const handedAt = Date.UTC(2026, 10, 25, 12);

  it('is taken once, dated when the server confirmed it, and stays as the offline copy', () => {
    handAccessToApp(access, handedAt);
    expect(takeHandedAccess(7, handedAt + 4_000)).toEqual({ access, confirmedAt: handedAt });
    expect(takeHandedAccess(7, handedAt + 5_000)).toBeNull();
    expect(readAccessSnapshot(7)).toEqual(access);
  });

  it('is not taken by another user, nor once it is older than a minute, nor from a plain offline copy', () => {
    handAccessToApp(access, handedAt);
    expect(takeHandedAccess(8, handedAt)).toBeNull();
    expect(takeHandedAccess(7, handedAt + HANDOVER_MAX_AGE_MS + 1)).toBeNull();
    expect(readAccessSnapshot(7)).toEqual(access);

    saveAccessSnapshot(access);
    expect(takeHandedAccess(7, handedAt)).toBeNull();
  });

  it('is not taken when it claims a time still to come: a clock moved back cannot keep it alive', () => {
    handAccessToApp(access, handedAt);
    expect(takeHandedAccess(7, handedAt - 1)).toBeNull();
  });
});
