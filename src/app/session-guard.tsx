import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { config } from '@/config/config';
import { logoutOnServer } from '@/features/auth/api/logout';
import { IdleWarningDialog, idleWarningClass } from '@/features/shell/components/idle-warning-dialog';
import { events } from '@/lib/events';
import type { IdlePhase, IdleTracker } from '@/lib/session/idle-tracker';
import { session } from '@/lib/session/session';
import { createSharedIdleClock } from '@/lib/session/shared-idle-clock';
import { loginSearchAfter } from './login-search';
import { signOutLocally } from './logout';
import { useRevalidateOnReturn } from './use-revalidate-on-return';

// What counts as activity.
const activityEvents = ['mousedown', 'keydown', 'scroll', 'touchstart'] as const;

interface SessionGuardProps {
  /** The user's own logout (the header's), for the warning's 'Cerrar sesión ahora'. */
  readonly onLogout: () => void;
}

/** Tracks inactivity across every open tab, warns a minute ahead, then signs out to login. */
export function SessionGuard({ onLogout }: SessionGuardProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const tracker = useRef<IdleTracker | null>(null);
  const [phase, setPhase] = useState<{ phase: IdlePhase; deadline: number }>({ phase: 'active', deadline: 0 });
  useRevalidateOnReturn();

  useEffect(() => {
    const clock = createSharedIdleClock(events, {
      timeoutMs: config.idleTimeoutMs,
      warningMs: config.idleWarningMs,
      throttleMs: config.activityThrottleMs,
      onPhaseChange: (next, deadline) => {
        setPhase({ phase: next, deadline });
        // Every tab reaches the shared deadline; the first one there ends the session for all,
        // and the others follow its logout (with the way back to their own page).
        if (next !== 'expired' || !session.isAuthenticated()) return;
        events.emit('session:idle-timeout', undefined);
        // The server forgets the token too (best effort; local state goes anyway).
        void logoutOnServer();
        signOutLocally(queryClient, 'idle');
        void router.navigate({
          to: '/auth/login',
          search: loginSearchAfter('idle', router.state.location.href),
          replace: true,
        });
      },
    });
    const idle = clock.tracker;
    tracker.current = idle;
    clock.start();

    const onActivity = (event: Event) => {
      // Inside the warning, its own buttons decide: a press on 'Cerrar sesión ahora' must not
      // first count as activity and close the warning under the pointer.
      if (event.target instanceof Element && event.target.closest(`.${idleWarningClass}`)) return;
      idle.recordActivity();
    };
    const onVisibility = () => {
      // Coming back to a tab first checks the wall clock, then counts as activity.
      idle.check();
      idle.recordActivity();
    };
    activityEvents.forEach((name) => window.addEventListener(name, onActivity, { capture: true, passive: true }));
    document.addEventListener('visibilitychange', onVisibility);

    return () => {
      clock.stop();
      activityEvents.forEach((name) => window.removeEventListener(name, onActivity, { capture: true }));
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [queryClient, router]);

  return (
    <IdleWarningDialog
      open={phase.phase === 'warning'}
      deadline={phase.deadline}
      onStay={() => tracker.current?.recordActivity()}
      onLogout={onLogout}
    />
  );
}
