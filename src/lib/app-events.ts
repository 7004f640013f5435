import { z } from '@contract/zod';

export type LogoutReason = 'user' | 'idle' | 'expired' | 'remote';

/** What a change on the server touched; the factoring data is the only data users change. */
export type DataScope = 'factoring';

/** Every application event and its payload. */
export interface AppEvents {
  'auth:login-success': { readonly userId: number };
  'auth:logout': { readonly reason: LogoutReason };
  'auth:token-expired': undefined;
  'auth:user-refresh': undefined;
  'auth:user-refresh-complete': undefined;
  'session:activity': { readonly at: number };
  'session:idle-timeout': undefined;
  /** This tab changed data on the server (a load sent, a decision, a factoring request). */
  'data:updated': { readonly scope: DataScope };
  /** A poll found the server's lists changed under this tab (a load decided, a new disbursement). */
  'data:stale': { readonly scope: DataScope };
}

export type AppEventName = keyof AppEvents;

/**
 * The events other tabs hear about, with the payload a message must carry to be accepted: a
 * logout in one tab logs out every tab, activity in any tab keeps all of them alive, and what one
 * tab changes on the server the others read again.
 */
export const bridgedEvents = {
  'auth:login-success': z.object({ userId: z.int() }),
  'auth:logout': z.object({ reason: z.enum(['user', 'idle', 'expired', 'remote']) }),
  'auth:token-expired': z.undefined(),
  'session:activity': z.object({ at: z.number() }),
  'data:updated': z.object({ scope: z.literal('factoring') }),
} satisfies Partial<{ [Name in AppEventName]: z.ZodMiniType<AppEvents[Name]> }>;

export type BridgedEventName = keyof typeof bridgedEvents;

export const isBridged = (name: string): name is BridgedEventName => Object.hasOwn(bridgedEvents, name);
