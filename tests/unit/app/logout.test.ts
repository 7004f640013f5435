import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { User } from '@contract/schemas';
import { signOutLocally } from '@/app/logout';
import { config } from '@/config/config';
import { events } from '@/lib/events';
import { session } from '@/lib/session/session';
import { withFreshStorages } from '../lib/memory-storage';

const user: User = {
  userId: 7,
  userName: 'deudor@demo.ni',
  fullName: 'María José Pérez Lacayo',
  roleName: 'DEUDOR',
  phone: '',
};
const { storageKeys } = config;
const { local, session: tab } = withFreshStorages();

function signedIn(): QueryClient {
  session.signIn('tok-7', user);
  local.setItem(storageKeys.refreshToken, '"refresh"');
  local.setItem(storageKeys.sidebarCollapsed, 'true');
  const queryClient = new QueryClient();
  queryClient.setQueryData(['session', 'access'], {
    user,
    products: [{ productName: 'factoring', roleName: 'DEUDOR' }],
    permissions: [{ module: 'factoring', resource: 'ImportInvoices' }],
  });
  queryClient.setQueryData(['factoring', 'history'], [{ idLoad: 1 }]);
  return queryClient;
}

describe('logging out', () => {
  it('clears the session from both storages, the user with products and permissions, and every cached query, then publishes the logout', () => {
    const queryClient = signedIn();
    const published: unknown[] = [];
    const off = events.on('auth:logout', (payload) => published.push(payload));

    signOutLocally(queryClient, 'user');
    off();

    expect(session.isAuthenticated()).toBe(false);
    expect(session.getSnapshot()).toEqual({ token: null, user: null });
    for (const area of [local, tab]) {
      expect([
        area.getItem(storageKeys.token),
        area.getItem(storageKeys.refreshToken),
        area.getItem(storageKeys.currentUser),
      ]).toEqual([null, null, null]);
    }
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(queryClient.getQueryData(['session', 'access'])).toBeUndefined();
    // Preferences are not part of the session.
    expect(local.getItem(storageKeys.sidebarCollapsed)).toBe('true');
    expect(published).toEqual([{ reason: 'user' }]);
  });

  it("forgets the user's notices, which name debtors and reasons, but not another user's", () => {
    const queryClient = signedIn();
    const notices = (userId: number) =>
      JSON.stringify({
        mark: { userId, requests: [3] },
        notices: [
          { kind: 'pending', id: 'pending:3', idLoad: 3, debtor: 'Comercial Masaya', totals: { NIO: '100', USD: '0' } },
        ],
        read: [],
      }).replace('"pending:3"', `"pending:${userId}"`);
    local.setItem(`${storageKeys.notifications}7`, notices(7));
    local.setItem(`${storageKeys.notifications}8`, notices(8));

    signOutLocally(queryClient, 'idle');

    expect(local.getItem(`${storageKeys.notifications}7`)).not.toContain('Comercial Masaya');
    expect(local.getItem(`${storageKeys.notifications}8`)).toContain('Comercial Masaya');
  });

  it('forgets whole a stored entry of notices it cannot read (an older version’s), names and all', () => {
    const queryClient = signedIn();
    const older = JSON.stringify({
      snapshot: { requests: [3] },
      notices: [{ kind: 'pending', id: 'pending:3', idLoad: 3, debtor: 'Comercial Masaya' }],
      read: [],
    });
    local.setItem(`${storageKeys.notifications}7`, older);
    signOutLocally(queryClient, 'user');
    expect(local.getItem(`${storageKeys.notifications}7`)).toBeNull();
  });

  it('publishes why the session ended', () => {
    const published: unknown[] = [];
    const off = events.on('auth:logout', (payload) => published.push(payload));
    signOutLocally(signedIn(), 'idle');
    signOutLocally(signedIn(), 'expired');
    off();
    expect(published).toEqual([{ reason: 'idle' }, { reason: 'expired' }]);
  });

  it('does not publish again a logout relayed from another tab', () => {
    const queryClient = signedIn();
    const published: unknown[] = [];
    const off = events.on('auth:logout', (payload) => published.push(payload));
    signOutLocally(queryClient, 'remote');
    off();
    expect(session.isAuthenticated()).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(published).toEqual([]);
  });
});
