import { authStorage } from './auth-storage';
import { createSessionStore, type SessionStore } from './session-store';

/** The app's one session, restored from storage at start. */
export const session: SessionStore = createSessionStore(authStorage);
