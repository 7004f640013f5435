import type { User } from '@contract/schemas';

export interface Session {
  readonly token: string | null;
  readonly user: User | null;
}

export type SignOutReason = 'user' | 'idle' | 'expired' | 'remote';

/** Where the session is kept between page loads (this tab's sessionStorage). */
export interface SessionPersistence {
  readToken(): string | null;
  readUser(): User | null;
  save(token: string, user: User): void;
  clear(): void;
}

export interface SessionStore {
  getSnapshot(): Session;
  subscribe(listener: () => void): () => void;
  /** Authenticated only when both a token and a user are present. */
  isAuthenticated(): boolean;
  signIn(token: string, user: User): void;
  updateUser(user: User): void;
  /** Clears the stored session; the caller publishes the logout and clears caches. */
  signOut(reason: SignOutReason): void;
  onSignOut(listener: (reason: SignOutReason) => void): () => void;
}

export function createSessionStore(persistence: SessionPersistence): SessionStore {
  let session: Session = restore(persistence);
  const listeners = new Set<() => void>();
  const signOutListeners = new Set<(reason: SignOutReason) => void>();

  const set = (next: Session) => {
    session = next;
    listeners.forEach((listener) => {
      listener();
    });
  };

  return {
    getSnapshot: () => session,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isAuthenticated: () => session.token !== null && session.user !== null,
    signIn(token, user) {
      persistence.save(token, user);
      set({ token, user });
    },
    updateUser(user) {
      if (!session.token) return;
      persistence.save(session.token, user);
      set({ token: session.token, user });
    },
    signOut(reason) {
      persistence.clear();
      const wasSignedIn = session.token !== null || session.user !== null;
      set({ token: null, user: null });
      if (wasSignedIn || reason === 'user') {
        signOutListeners.forEach((listener) => {
          listener(reason);
        });
      }
    },
    onSignOut(listener) {
      signOutListeners.add(listener);
      return () => signOutListeners.delete(listener);
    },
  };
}

function restore(persistence: SessionPersistence): Session {
  const token = persistence.readToken();
  const user = persistence.readUser();
  if (token && user) return { token, user };
  return { token: null, user: null };
}
