import { useEffect } from 'react';
import { validateSession } from '@/features/auth/api/validate-session';

/** At most one check per this interval, however often the user switches tabs. */
const minimumIntervalMs = 30_000;

/**
 * When the tab comes back into view, asks the server whether the session still holds, so a token
 * that expired or was revoked meanwhile sends the user to login now, not after their next click.
 */
export function useRevalidateOnReturn(): void {
  useEffect(() => {
    let lastCheck = Date.now();
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible') return;
      const now = Date.now();
      if (now - lastCheck < minimumIntervalMs) return;
      lastCheck = now;
      void validateSession();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, []);
}
