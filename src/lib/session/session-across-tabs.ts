import type { SessionStore } from './session-store';
import type { SharedSession, TabSession } from './tab-session';

export interface SessionAcrossTabs {
  /**
   * Signs this tab in with an open tab's session when it has none of its own. Asks once per page
   * load: a tab that has since signed out does not go looking for a session again.
   */
  join(waitMs: number, lateMs?: number): Promise<boolean>;
  /**
   * Called each time this tab takes another tab's session through `join`: within its wait, or
   * within `lateMs` more while the tab is still signed out (the page it went to meanwhile, the
   * login, can then move on).
   */
  onJoined(listener: () => void): () => void;
  unlink(): void;
}

const liveSession = (store: SessionStore): SharedSession | null => {
  const { token, user } = store.getSnapshot();
  return token !== null && user !== null ? { token, user } : null;
};

/** Ties one tab's session store to the other tabs: it answers them, tells them, and learns from them. */
export function linkSessionAcrossTabs(store: SessionStore, tabs: TabSession): SessionAcrossTabs {
  let asked = false;
  // A session taken from another tab is not announced back to it.
  let adopting = false;
  let announced = liveSession(store)?.token ?? null;
  const joinedListeners = new Set<() => void>();

  const adopt = (shared: SharedSession) => {
    adopting = true;
    try {
      store.signIn(shared.token, shared.user);
    } finally {
      adopting = false;
    }
    announced = shared.token;
  };

  const join = (shared: SharedSession) => {
    adopt(shared);
    for (const listener of [...joinedListeners]) listener();
  };

  const offAnswer = tabs.answerWith(() => liveSession(store));
  const offSignOut = store.onSignOut((reason) => {
    announced = null;
    // A tab that has signed out never goes looking for a session again in this page load: another
    // tab that has not yet heard the logout could otherwise sign it back in.
    asked = true;
    // A logout heard from another tab was already announced by that tab.
    if (reason !== 'remote') tabs.announceEnded();
  });
  const offChange = store.subscribe(() => {
    const live = liveSession(store);
    if (!live || adopting || live.token === announced) return;
    announced = live.token;
    tabs.announceRenewed(live);
  });
  const offRenewed = tabs.onRenewed((shared) => {
    const mine = liveSession(store);
    // Only tabs already sharing this user's session follow a new token; a signed-out tab stays out.
    if (mine?.user.userId === shared.user.userId && mine.token !== shared.token) adopt(shared);
  });

  return {
    async join(waitMs, lateMs = 0) {
      if (store.isAuthenticated()) return true;
      if (asked) return false;
      asked = true;
      const late = {
        withinMs: lateMs,
        take(offered: SharedSession) {
          // Signed in on this page meanwhile (the login form): that session stays.
          if (!store.isAuthenticated()) join(offered);
        },
      };
      const shared = await tabs.ask(waitMs, lateMs > 0 ? late : undefined);
      // Signed in meanwhile on this very page (the login form): keep that session.
      if (store.isAuthenticated()) return true;
      if (!shared) return false;
      join(shared);
      return true;
    },
    onJoined(listener) {
      joinedListeners.add(listener);
      return () => {
        joinedListeners.delete(listener);
      };
    },
    unlink() {
      joinedListeners.clear();
      offAnswer();
      offSignOut();
      offChange();
      offRenewed();
    },
  };
}
