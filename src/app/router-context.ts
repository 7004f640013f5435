import type { QueryClient } from '@tanstack/react-query';
import type { Access } from '@/lib/access';
import type { SessionStore } from '@/lib/session/session-store';

export interface RouterContext {
  readonly queryClient: QueryClient;
  readonly session: SessionStore;
  /** Filled by the protected layout once the user's products and permissions are loaded. */
  readonly access?: Access;
}
