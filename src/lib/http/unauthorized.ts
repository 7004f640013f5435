import { config } from '@/config/config';
import { events } from '@/lib/events';
import { logger } from '@/lib/logger';
import { clearSession } from '@/lib/session/auth-storage';

export type Navigator = (path: string) => void;

export const loginPath = '/auth/login';

let navigator: Navigator | null = null;
let pendingRedirect: ReturnType<typeof setTimeout> | null = null;

/** The router registers itself at start; without one, navigation is a full page load. */
export function setNavigator(navigate: Navigator | null): void {
  navigator = navigate;
}

/**
 * Login, saying the session expired, and remembering where the user was so that signing in again
 * brings them back there: an expired token costs them the session, not their place.
 */
export function loginAfterExpiry(current?: { readonly pathname?: unknown; readonly search?: unknown }): string {
  const params = new URLSearchParams({ reason: 'expired' });
  const pathname = typeof current?.pathname === 'string' ? current.pathname : '';
  const search = typeof current?.search === 'string' ? current.search : '';
  if (pathname.startsWith('/') && pathname !== '/' && !pathname.startsWith('/auth/'))
    params.set('redirect', `${pathname}${search}`);
  return `${loginPath}?${params.toString()}`;
}

function goToLogin(): void {
  const location = (globalThis as { location?: Location }).location;
  // Already on login (or another auth page): a late 401 from a call that started before the first
  // redirect must not replace the login URL, which holds the way back to the user's page.
  const pathname: unknown = location?.pathname;
  if (typeof pathname === 'string' && pathname.startsWith('/auth/')) return;
  const target = loginAfterExpiry(location);
  if (navigator) {
    navigator(target);
    return;
  }
  if (location) location.assign(target);
  else logger.warn('No hay navegador ni ubicación para volver al inicio de sesión.');
}

/**
 * A 401 from any call but the login call: the stored token and user leave both
 * storages, the expiry is published, and after 300 ms the app goes to login. Several calls
 * failing together make one redirect.
 */
export function handleUnauthorized(): void {
  if (pendingRedirect !== null) return;
  clearSession();
  events.emit('auth:token-expired', undefined);
  pendingRedirect = setTimeout(() => {
    pendingRedirect = null;
    goToLogin();
  }, config.unauthorizedRedirectDelayMs);
}
