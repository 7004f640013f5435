import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { seedHandedAccess } from '../features/auth/api/current-user';
import { events } from '../lib/events';
import { setNavigator } from '../lib/http/client';
import { session } from '../lib/session/session';
import { DraftSchemaNotice } from './draft-schema-notice';
import { OfflineBanner } from './offline-banner';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { loginSearchAfter } from './login-search';
import { signOutLocally } from './logout';
import { UpdatePrompt } from './update-prompt';

const queryClient = createQueryClient();
seedHandedAccess(queryClient, session.getSnapshot().user?.userId);
const router = createAppRouter(queryClient, session);

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
    return () => {
      offExpired();
      offLogout();
      offRefresh();
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
