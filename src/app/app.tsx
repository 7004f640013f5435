import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { seedHandedAccess } from '@/features/auth/api/current-user';
import { factoringKeys } from '@/features/factoring/shared/query-keys';
import type { DataScope } from '@/lib/app-events';
import { events } from '@/lib/events';
import { setNavigator } from '@/lib/http/client';
import { session } from '@/lib/session/session';
import { DraftSchemaNotice } from './draft-schema-notice';
import { OfflineBanner } from './offline-banner';
import { createQueryClient } from './query-client';
import { exposeToAutomation } from './automation-hook';
import { createAppRouter } from './router';
import { loginSearchAfter } from './login-search';
import { signOutLocally } from './logout';
import { UpdatePrompt } from './update-prompt';

/** The queries each scope of `data:updated` covers. */
const scopeKeys = { factoring: factoringKeys.all } satisfies Record<DataScope, QueryKey>;

const queryClient = createQueryClient();
seedHandedAccess(queryClient, session.getSnapshot().user?.userId);
const router = createAppRouter(queryClient, session);
exposeToAutomation(router);

// After a 401 the page moves through the router, so the app is not reloaded and loses no state.
setNavigator((path) => {
  void router.navigate({ href: path, replace: true });
});

export function App() {
  useEffect(() => {
    const offExpired = events.on('auth:token-expired', (_payload, meta) => {
      // The logout published here tells the other tabs; a relayed expiry needs no second pass.
      if (meta.remote) return;
      signOutLocally(queryClient, 'expired');
    });
    // A logout in another tab logs this one out too: one person's session ends everywhere at once.
    const offLogout = events.on('auth:logout', ({ reason }, meta) => {
      if (!meta.remote) return;
      const wasSignedIn = session.isAuthenticated();
      signOutLocally(queryClient, 'remote');
      // A tab that was not signed in (login, password recovery) stays where it is.
      if (!wasSignedIn) return;
      void router.navigate({
        to: '/auth/login',
        search: loginSearchAfter(reason, router.state.location.href),
        replace: true,
      });
    });
    const offRefresh = events.on('auth:user-refresh', () => {
      void queryClient.invalidateQueries({ queryKey: ['session'] });
    });
    // What another tab changed on the server is read again here: its lists are stale.
    const offUpdated = events.on('data:updated', ({ scope }, meta) => {
      if (meta.remote) void queryClient.invalidateQueries({ queryKey: scopeKeys[scope] });
    });
    // News found by polling (here or in the tab that polled): the lists on screen read again.
    const offStale = events.on('data:stale', ({ scope }) => {
      void queryClient.invalidateQueries({ queryKey: scopeKeys[scope] });
    });
    return () => {
      offStale();
      offExpired();
      offLogout();
      offRefresh();
      offUpdated();
    };
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <OfflineBanner />
      <DraftSchemaNotice />
      <RouterProvider router={router} />
      <UpdatePrompt />
    </QueryClientProvider>
  );
}
