import { Link, createFileRoute, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from '@contract/zod';
import type { User } from '@contract/schemas';
import { currentUserQuery } from '@/features/auth/api/current-user';
import { LoginPage } from '@/features/auth/components/login-page';
import { completeSignIn, noticeFor } from '@/features/auth/sign-in';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { followOpenSession } from '@/lib/session/session';

const searchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
  reason: z.catch(z.optional(z.enum(['idle', 'expired'])), undefined),
});

export const Route = createFileRoute('/_auth/auth/login')({
  validateSearch: searchSchema,
  staticData: { title: 'Login' },
  component: LoginRoute,
});

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

  // The access goes through the query cache, where the protected pages read it.
  const onAuthenticated = (token: string, user: User) =>
    completeSignIn(token, user, redirect, {
      loadAccess: () => queryClient.query(currentUserQuery()),
      goTo: (path) => router.navigate({ href: path, replace: true }),
    });

  return (
    <LoginPage
      onAuthenticated={onAuthenticated}
      notice={noticeFor(reason)}
      recoveryLink={(label) => <Link to="/recovery/username">{label}</Link>}
    />
  );
}
