import { config } from '../../config/config';
import { authStorage } from './auth-storage';
import { linkSessionAcrossTabs } from './session-across-tabs';
import { createSessionStore, type SessionStore } from './session-store';
import { createTabSession } from './tab-session';

/** The app's one session, restored from storage at start. */
export const session: SessionStore = createSessionStore(authStorage);

const acrossTabs = linkSessionAcrossTabs(session, createTabSession());

/** This tab's session, or else the one an open tab shares within a bounded wait. */
export function joinOpenSession(): Promise<boolean> {
  return acrossTabs.join(config.tabSessionWaitMs);
}
