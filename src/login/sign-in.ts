import type { User } from '../api/schemas';
import { loadAccess } from '../features/auth/api/load-access';
import { sessionMessages } from '../features/auth/messages';
import { events } from '../lib/events';
import { safeRedirectPath } from '../lib/safe-redirect';
import { handAccessToApp } from '../lib/session/access-snapshot';
import { session } from '../lib/session/session';

const notices: Readonly<Record<string, string>> = {
  idle: sessionMessages.expired,
  expired: sessionMessages.tokenExpired,
};

/** The notice a login reached after a timeout shows (`?reason=idle|expired`); none otherwise. */
export function noticeFor(reason: string | null): string | undefined {
  return reason === null ? undefined : notices[reason];
}

/**
 * After the credentials are accepted: the same steps as the app's login route (store the session,
 * load the user's access), then the app itself opens at the page asked for, with that access
 * handed to it. A failed load of the access goes to the error page, as in the app.
 */
export async function signInAndLeave(token: string, user: User, redirect: string | undefined): Promise<void> {
  session.signIn(token, user);
  events.emit('auth:login-success', { userId: user.userId });
  try {
    const access = await loadAccess();
    session.updateUser(access.user);
    handAccessToApp(access);
    events.emit('auth:user-refresh-complete', undefined);
  } catch {
    window.location.replace('/error');
    return;
  }
  window.location.replace(safeRedirectPath(redirect));
}
