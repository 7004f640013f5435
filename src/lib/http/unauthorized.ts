import { config } from '../../config/config';
import { events } from '../events';
import { logger } from '../logger';
import { clearSession } from '../session/auth-storage';

export type Navigator = (path: string) => void;

export const loginPath = '/auth/login';

let navigator: Navigator | null = null;
let pendingRedirect: ReturnType<typeof setTimeout> | null = null;

/** The router registers itself at start; without one, navigation is a full page load (SPEC section 4). */
export function setNavigator(navigate: Navigator | null): void {
  navigator = navigate;
}

function goToLogin(): void {
  if (navigator) {
    navigator(loginPath);
    return;
  }
  const location = (globalThis as { location?: Location }).location;
  if (location) location.assign(loginPath);
  else logger.warn('No hay navegador ni ubicación para volver al inicio de sesión.');
}

/**
 * SPEC section 4, a 401 from any call but the login call: the stored token and user leave both
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
