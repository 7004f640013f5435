import { useRef } from 'react';
import { randomUuid } from '@/lib/crypto';

export interface RetryKey {
  /** The key of the current intent: the same on every retry until `renew`. */
  readonly current: () => string;
  /** A new intent: the input changed, or the last one succeeded. */
  readonly renew: () => void;
}

/**
 * The Idempotency-Key of one thing the user asks for. It stays while the user retries the same
 * request (so a request whose answer was lost is not redone) and changes with what is sent.
 */
export function useRetryKey(): RetryKey {
  const key = useRef<string | null>(null);
  const current = () => {
    key.current ??= randomUuid();
    return key.current;
  };
  const renew = () => {
    key.current = null;
  };
  return { current, renew };
}
