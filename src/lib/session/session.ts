import { config } from '@/config/config';
import { authStorage } from './auth-storage';
import { linkSessionAcrossTabs } from './session-across-tabs';
import { createSessionStore, type SessionStore } from './session-store';
import { createTabSession } from './tab-session';

/** The app's one session, restored from storage at start. */
export const session: SessionStore = createSessionStore(authStorage);

const acrossTabs = linkSessionAcrossTabs(session, createTabSession());

/**
 * This tab's session, or else the one an open tab shares within a bounded wait. An answer that
 * comes a little later still signs the tab in; `onJoined` tells the page the tab went to meanwhile.
 */
export function joinOpenSession(): Promise<boolean> {
  return acrossTabs.join(config.tabSessionWaitMs, config.tabSessionLateMs);
}

/**
 * For the login page: takes an open tab's session, now or when its answer comes a little late,
 * and then calls `goOn`; returns what stops listening. The form shows meanwhile, so a first visit,
 * with no other tab open, waits for nothing.
 */
export function followOpenSession(goOn: () => void): () => void {
  // Heard through the listener rather than the answer, so a join asked before the login showed
  // (by the signed-in pages, which then sent the tab there) still moves it on when it comes late.
  const stop = acrossTabs.onJoined(goOn);
  void joinOpenSession();
  return stop;
}
