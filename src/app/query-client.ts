import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/http/api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // The HTTP client already retries idempotent calls; a 4xx will not get better by asking again.
        retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.statusCode < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
