import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client';

/** The signed-in user's profile, products and permissions, loaded together after login. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['session', 'access'],
    queryFn: async ({ signal }) => {
      const [user, products, permissions] = await Promise.all([
        callApi('me', { signal }),
        callApi('userProducts', { signal }),
        callApi('permissions', { signal }),
      ]);
      return { user, products, permissions };
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
