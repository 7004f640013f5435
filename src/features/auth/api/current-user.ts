import { queryOptions } from '@tanstack/react-query';
import type { AccessSnapshot } from '../../../lib/session/access-snapshot';
import { loadAccess } from './load-access';

/** The signed-in user's profile, products and permissions, loaded together after login. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['session', 'access'],
    queryFn: ({ signal }): Promise<AccessSnapshot> => loadAccess(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
