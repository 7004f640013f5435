import { Outlet, createFileRoute, redirect, useMatches, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { signOutLocally } from '@/app/logout';
import { defaultTitle, pageMatchOf, titleOfPage } from '@/app/route-meta';
import { useReplacedHeading } from '@/lib/page-description';
import { SessionGuard } from '@/app/session-guard';
import { currentUserQuery } from '@/features/auth/api/current-user';
import { logoutOnServer } from '@/features/auth/api/logout';
import { AppShell } from '@/features/shell/components/app-shell';
import { UserDataError } from '@/features/shell/components/user-data-error';
import { NotificationCenter } from '@/features/notifications/components/notification-center';
import { PageLoader } from '@/components/page-loader';
import { hasRole } from '@/lib/access';
import { confirmLogout } from '@/lib/logout-confirmation';
import { joinOpenSession } from '@/lib/session/session';

// Debtors only: drafts outbox, keep-or-delete before logout, offer to resume (Dexie stays out of other users' pages).
const ImportDraftsBackground = lazy(() =>
  import('@/features/factoring/import/components/import-drafts-background').then((module) => ({
    default: module.ImportDraftsBackground,
  })),
);

/** Protected routes: signed-in users only; user data is loaded before any page shows. */
export const Route = createFileRoute('/_protected')({
  beforeLoad: async ({ context, location }) => {
    // A tab opened beside a signed-in one (a link opened in a new tab) joins its session.
    if (!(await joinOpenSession())) {
      throw redirect({ to: '/auth/login', search: { redirect: location.href }, replace: true });
    }
    const access = await context.queryClient.query({ ...currentUserQuery(), staleTime: 'static' });
    return { access };
  },
  pendingComponent: PageLoader,
  errorComponent: UserDataError,
  component: ProtectedLayout,
});

function ProtectedLayout() {
  const { access } = Route.useRouteContext();
  const router = useRouter();
  const queryClient = useQueryClient();
  // Only the page's title and description: every router state change (a match pending, then
  // loaded, then resolved) would otherwise render the whole shell again, four times per move.
  const routeTitle = useMatches({ select: (matches) => titleOfPage(matches) ?? defaultTitle });
  const routeDescription = useMatches({ select: (matches) => pageMatchOf(matches)?.staticData.description });
  const replaced = useReplacedHeading();
  const title = replaced?.title ?? routeTitle;
  const description = replaced ? replaced.description : routeDescription;

  const logout = async () => {
    // A part of the app may need an answer first (unsent import drafts: keep or delete), or the user may stay.
    if (!(await confirmLogout())) return;
    void logoutOnServer();
    signOutLocally(queryClient, 'user');
    void router.navigate({ to: '/auth/login', replace: true });
  };

  return (
    <AppShell
      user={access.user}
      products={access.products}
      permissions={access.permissions}
      title={title}
      description={description}
      onLogout={() => void logout()}
      headerActions={<NotificationCenter access={access} />}
    >
      <SessionGuard onLogout={() => void logout()} />
      {hasRole(access, 'DEUDOR') && (
        <Suspense fallback={null}>
          <ImportDraftsBackground userId={access.user.userId} />
        </Suspense>
      )}
      <Outlet />
    </AppShell>
  );
}
