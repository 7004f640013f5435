import { isHTTPError } from 'ky';
import type { ApiError } from '@/lib/http/api-error';

/**
 * The seconds a 429 asks the client to wait, from its `Retry-After` header (seconds or an HTTP
 * date); null when the answer did not say.
 */
export function retryAfterSeconds(error: ApiError, now: number = Date.now()): number | null {
  if (!isHTTPError(error.original)) return null;
  const header = error.original.response.headers.get('Retry-After')?.trim();
  if (!header) return null;
  if (/^\d+$/.test(header)) return Number(header);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
