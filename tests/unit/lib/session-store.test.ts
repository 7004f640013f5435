import { describe, expect, it } from 'vitest';
import type { User } from '@contract/schemas';
import { createSessionStore, type SessionPersistence, type SignOutReason } from '@/lib/session/session-store';

const user: User = {
  userId: 2,
  userName: 'autorizador@demo.ni',
  fullName: 'Carlos Andrés Chamorro Solórzano',
  roleName: 'AUTORIZADOR',
  phone: '',
};

function memory(token: string | null, stored: User | null): SessionPersistence & { saved: unknown[]; cleared: number } {
  const state = { token, user: stored, saved: [] as unknown[], cleared: 0 };
  return {
    get saved() {
      return state.saved;
    },
    get cleared() {
      return state.cleared;
    },
    readToken: () => state.token,
    readUser: () => state.user,
    save(nextToken, nextUser) {
      state.token = nextToken;
      state.user = nextUser;
      state.saved.push([nextToken, nextUser]);
    },
    clear() {
      state.token = null;
      state.user = null;
      state.cleared += 1;
    },
  };
}

describe('the session at start', () => {
  it('is authenticated only when both the token and the user are stored', () => {
    expect(createSessionStore(memory('tok', user)).isAuthenticated()).toBe(true);
    expect(createSessionStore(memory('tok', null)).isAuthenticated()).toBe(false);
    expect(createSessionStore(memory(null, user)).isAuthenticated()).toBe(false);
    expect(createSessionStore(memory(null, user)).getSnapshot()).toEqual({ token: null, user: null });
  });
});

describe('signing in and out', () => {
  it('stores the session on sign-in and tells subscribers', () => {
    const persistence = memory(null, null);
    const store = createSessionStore(persistence);
    let notified = 0;
    store.subscribe(() => {
      notified += 1;
    });
    store.signIn('tok', user);
    expect(store.isAuthenticated()).toBe(true);
    expect(persistence.saved).toEqual([['tok', user]]);
    expect(notified).toBe(1);
  });

  it('clears the stored session on sign-out and reports why, once per session', () => {
    const persistence = memory('tok', user);
    const store = createSessionStore(persistence);
    const reasons: SignOutReason[] = [];
    store.onSignOut((reason) => reasons.push(reason));
    store.signOut('idle');
    store.signOut('remote');
    expect(store.isAuthenticated()).toBe(false);
    expect(persistence.cleared).toBe(2);
    expect(reasons).toEqual(['idle']);
  });

  it('does not keep a refreshed user once signed out', () => {
    const store = createSessionStore(memory(null, null));
    store.updateUser(user);
    expect(store.getSnapshot().user).toBeNull();
  });
});
