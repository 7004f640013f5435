import { QueryClient, onlineManager } from '@tanstack/react-query';
import { isApiError } from '@/lib/http/api-error';
import { isOffline } from '@/lib/http/connection';

export function createQueryClient(): QueryClient {
  // TanStack assumes 'online' at start; a page opened offline would never see a change, and so
  // never refetch what failed when the connection returns (refetchOnReconnect).
  onlineManager.setOnline(!isOffline());
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // The HTTP client already retries idempotent calls; a 4xx will not get better by asking
        // again, and neither will anything while the browser knows it is offline.
        retry: (failureCount, error) =>
          failureCount < 1 && !isOffline() && !(isApiError(error) && error.statusCode < 500),
        refetchOnWindowFocus: false,
        // Offline, a call fails at once with its Spanish message and a retry, instead of TanStack's
        // default of pausing, which leaves 'Cargando...' on the screen until the connection returns.
        networkMode: 'always',
        // ...and what failed (or went stale) loads again by itself when the connection returns
        // ('always' would otherwise switch this off).
        refetchOnReconnect: true,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
