import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { takeHandedAccess } from '@/lib/session/access-snapshot';
import type { AccessSnapshot } from '@/lib/session/access-snapshot';
import { loadAccess } from './load-access';

/** The signed-in user's profile, products and permissions, loaded together after login. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['session', 'access'],
    queryFn: ({ signal }): Promise<AccessSnapshot> => loadAccess(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * When the login page has just opened the app, the access it had confirmed goes into the cache,
 * dated when the server confirmed it: the app's first load does not ask for it again.
 */
export function seedHandedAccess(queryClient: QueryClient, userId: number | undefined): void {
  const handed = userId === undefined ? null : takeHandedAccess(userId);
  if (handed) queryClient.setQueryData(currentUserQuery().queryKey, handed.access, { updatedAt: handed.confirmedAt });
}
