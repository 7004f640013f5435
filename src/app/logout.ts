import type { QueryClient } from '@tanstack/react-query';
import { forgetNotices } from '@/features/notifications/notice-store';
import type { SignOutReason } from '@/lib/session/session-store';
import { session } from '@/lib/session/session';
import { events } from '@/lib/events';

/**
 * Local state always goes, whatever the server answered (token, refresh token and user
 * in both storages, products, permissions, every cached query, the notices' texts), then the
 * logout is published.
 */
export function signOutLocally(queryClient: QueryClient, reason: SignOutReason): void {
  const { user } = session.getSnapshot();
  if (user) forgetNotices(user.userId);
  session.signOut(reason);
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  // A logout received from another tab is not sent back to the others.
  if (reason !== 'remote') events.emit('auth:logout', { reason });
}
