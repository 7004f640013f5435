import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '../lib/session/session-store';
import { ErrorScreen } from '../components/error-screen';
import { NotFoundScreen } from '../components/not-found-screen';
import { PageLoader } from '../components/page-loader';
import { routeTree } from './route-tree.gen';
import './route-meta';

export function createAppRouter(queryClient: QueryClient, session: SessionStore) {
  return createRouter({
    routeTree,
    context: { queryClient, session },
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultPendingMs: 150,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
