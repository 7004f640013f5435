import type { User } from '@contract/schemas';
import { events } from '@/lib/events';
import { safeRedirectPath } from '@/lib/safe-redirect';
import type { AccessSnapshot } from '@/lib/session/access-snapshot';
import { session } from '@/lib/session/session';
import { sessionMessages } from './messages';

const notices: Readonly<Record<string, string>> = {
  idle: sessionMessages.expired,
  expired: sessionMessages.tokenExpired,
};

/** The notice a login reached after a timeout shows (`?reason=idle|expired`); none otherwise. */
export function noticeFor(reason?: string | null): string | undefined {
  return reason ? notices[reason] : undefined;
}

/** What differs between the two login pages: the app's route and the page built on its own. */
export interface SignInSteps {
  /** The user's profile, products and permissions. */
  readonly loadAccess: () => Promise<AccessSnapshot>;
  /** Done with the loaded access before the other tabs hear of it (the page on its own hands it to the app). */
  readonly keepAccess?: (access: AccessSnapshot) => void;
  /** Leaves the login for a path of the app. */
  readonly goTo: (path: string) => void | Promise<void>;
}

/**
 * After the credentials are accepted, on either login page: store the session, load the user's
 * access, then open the page asked for (only one of this app). A failed load of the access goes to
 * the error page: without it no screen knows what the user may see.
 */
export async function completeSignIn(
  token: string,
  user: User,
  redirect: string | undefined,
  steps: SignInSteps,
): Promise<void> {
  session.signIn(token, user);
  events.emit('auth:login-success', { userId: user.userId });
  try {
    const access = await steps.loadAccess();
    session.updateUser(access.user);
    steps.keepAccess?.(access);
    events.emit('auth:user-refresh-complete', undefined);
  } catch {
    await steps.goTo('/error');
    return;
  }
  await steps.goTo(safeRedirectPath(redirect));
}
