import { Link, createFileRoute, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from '../../../api/zod';
import type { User } from '../../../api/schemas';
import { currentUserQuery } from '../../../features/auth/api/current-user';
import { LoginPage } from '../../../features/auth/components/login-page';
import { sessionMessages } from '../../../features/auth/messages';
import { events } from '../../../lib/events';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { followOpenSession, session } from '../../../lib/session/session';

const searchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
  reason: z.catch(z.optional(z.enum(['idle', 'expired'])), undefined),
});

export const Route = createFileRoute('/_auth/auth/login')({
  validateSearch: searchSchema,
  staticData: { title: 'Login' },
  component: LoginRoute,
});

const notices = { idle: sessionMessages.expired, expired: sessionMessages.tokenExpired } as const;

function LoginRoute() {
  const { redirect, reason } = Route.useSearch();
  const router = useRouter();
  const queryClient = useQueryClient();

  // Sent here beside a signed-in tab whose answer came late: the session arrives, and so does the tab.
  useEffect(
    () =>
      followOpenSession(() => {
        void router.navigate({ href: safeRedirectPath(redirect), replace: true });
      }),
    [router, redirect],
  );

  const onAuthenticated = async (token: string, user: User) => {
    session.signIn(token, user);
    events.emit('auth:login-success', { userId: user.userId });
    try {
      const access = await queryClient.query(currentUserQuery());
      session.updateUser(access.user);
      events.emit('auth:user-refresh-complete', undefined);
    } catch {
      // If the refresh after login fails, the app goes to the error page.
      await router.navigate({ to: '/error', replace: true });
      return;
    }
    await router.navigate({ href: safeRedirectPath(redirect), replace: true });
  };

  return (
    <LoginPage
      onAuthenticated={onAuthenticated}
      notice={reason ? notices[reason] : undefined}
      recoveryLink={(label) => <Link to="/recovery/username">{label}</Link>}
    />
  );
}
