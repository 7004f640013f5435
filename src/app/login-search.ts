import type { LogoutReason } from '@/lib/app-events';

export interface LoginSearch {
  readonly reason?: 'idle' | 'expired';
  readonly redirect?: string;
}

/**
 * Where a logout sends the user: a session ended by idleness or expiry says so on the login page
 * and returns them to where they were after signing in again; a logout they chose does neither.
 */
export function loginSearchAfter(reason: LogoutReason, currentHref: string): LoginSearch {
  if (reason !== 'idle' && reason !== 'expired') return {};
  const remember = currentHref.startsWith('/') && currentHref !== '/' && !currentHref.startsWith('/auth/');
  return remember ? { reason, redirect: currentHref } : { reason };
}
