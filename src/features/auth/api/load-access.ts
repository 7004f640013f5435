import { callApi } from '@/lib/http/client';
import { isApiError } from '@/lib/http/api-error';
import { readAccessSnapshot, saveAccessSnapshot, type AccessSnapshot } from '@/lib/session/access-snapshot';
import { session } from '@/lib/session/session';

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

/** The signed-in user's profile, products and permissions, loaded together (no query cache needed). */
export async function loadAccess(signal?: AbortSignal): Promise<AccessSnapshot> {
  try {
    const options = signal ? { signal } : {};
    const [user, products, permissions] = await Promise.all([
      callApi('me', options),
      callApi('userProducts', options),
      callApi('permissions', options),
    ]);
    const access = { user, products, permissions };
    saveAccessSnapshot(access);
    return access;
  } catch (error) {
    const stored = storedAccessWhenOffline(error);
    if (stored) return stored;
    throw error;
  }
}
