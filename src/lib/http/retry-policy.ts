import type { RetryOptions } from 'ky';
import type { HttpMethod } from '@contract/endpoint';
import { isOffline } from './connection';

export const idempotencyKeyHeader = 'Idempotency-Key';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const allMethods: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * A request may be sent again only when that cannot do anything twice: it only reads, or the
 * server deduplicates it by its Idempotency-Key, so a retried import never makes a second load.
 */
export function isReplayable(method: string, headers: Headers): boolean {
  return safeMethods.has(method.toUpperCase()) || headers.has(idempotencyKeyHeader);
}

/**
 * Ky's own rules (network errors, 408/413/429/5xx, Retry-After) decide when to retry, but only for
 * replayable requests; everything else fails on the first error, including a dropped connection.
 */
export function retryPolicy(limit: number, replayable: boolean, delay?: (attempt: number) => number): RetryOptions {
  if (!replayable) return { limit: 0 };
  return {
    limit,
    methods: allMethods,
    maxRetryAfter: 10_000,
    // While the browser knows it is offline, asking again only delays the message.
    shouldRetry: () => (isOffline() ? false : undefined),
    ...(delay ? { delay } : {}),
  };
}
