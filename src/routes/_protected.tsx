import { Outlet, createFileRoute, redirect, useMatches, useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { signOutLocally } from '../app/logout';
import { defaultTitle, titleOfMatch } from '../app/route-meta';
import { SessionGuard } from '../app/session-guard';
import { currentUserQuery } from '../features/auth/api/current-user';
import { logoutOnServer } from '../features/auth/api/logout';
import { AppShell } from '../features/shell/components/app-shell';
import { UserDataError } from '../features/shell/components/user-data-error';
import { PageLoader } from '../components/page-loader';

/** Protected routes: signed-in users only; user data is loaded before any page shows. */
export const Route = createFileRoute('/_protected')({
  beforeLoad: async ({ context, location }) => {
    if (!context.session.isAuthenticated()) {
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
  const matches = useMatches();
  const pageMatch = [...matches].reverse().find((match) => match.staticData.title !== undefined);
  const page = pageMatch?.staticData;

  const logout = () => {
    void logoutOnServer();
    signOutLocally(queryClient, 'user');
    void router.navigate({ to: '/auth/login', replace: true });
  };

  return (
    <AppShell
      user={access.user}
      products={access.products}
      permissions={access.permissions}
      title={(pageMatch && titleOfMatch(pageMatch)) ?? defaultTitle}
      description={page?.description}
      onLogout={logout}
    >
      <SessionGuard onLogout={logout} />
      <Outlet />
    </AppShell>
  );
}
