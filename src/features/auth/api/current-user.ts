import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client';
import { isApiError } from '../../../lib/http/api-error';
import { readAccessSnapshot, saveAccessSnapshot, type AccessSnapshot } from '../../../lib/session/access-snapshot';
import { session } from '../../../lib/session/session';

/**
 * Without a connection (no answer at all, not an error status), a signed-in tab keeps the access
 * the server last confirmed in this session, so the shell and the drafts still show offline.
 * Right after login there is no such copy: a failed refresh goes to the error page.
 */
function storedAccessWhenOffline(error: unknown): AccessSnapshot | null {
  if (!isApiError(error) || error.kind !== 'network') return null;
  const { user } = session.getSnapshot();
  return user ? readAccessSnapshot(user.userId) : null;
}

/** The signed-in user's profile, products and permissions, loaded together after login. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['session', 'access'],
    queryFn: async ({ signal }): Promise<AccessSnapshot> => {
      try {
        const [user, products, permissions] = await Promise.all([
          callApi('me', { signal }),
          callApi('userProducts', { signal }),
          callApi('permissions', { signal }),
        ]);
        const access = { user, products, permissions };
        saveAccessSnapshot(access);
        return access;
      } catch (error) {
        const stored = storedAccessWhenOffline(error);
        if (stored) return stored;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
