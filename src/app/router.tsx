import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '@/lib/session/session-store';
import { ErrorScreen } from '@/components/error-screen';
import { NotFoundScreen } from '@/components/not-found-screen';
import { PageLoader } from '@/components/page-loader';
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
    // 'Cargando...' shows once a screen has waited 150 ms, and then stays at least 200 ms so that
    // it never blinks. The router's own minimum, 500 ms, held it long after the data was there:
    // the approvals opened by their address had their rows at 360 ms and painted them at 890 ms.
    defaultPendingMs: 150,
    defaultPendingMinMs: 200,
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
