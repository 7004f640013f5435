import { liveQuery } from 'dexie';
import { startTransition, useEffect, useState } from 'react';

export type LiveResult<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'error'; readonly error: unknown };

/**
 * A Dexie live query as React state: it re-runs whenever the tables it read change, in this tab
 * or another one. Pass a query memoised with useCallback; a new one starts a new subscription.
 * Each result renders as a transition: React renders it in slices of a few milliseconds, so
 * the review of a 10 MB import does not hold the main thread in one long task. With `null`,
 * nothing is read yet and the result stays 'loading'.
 */
export function useLiveQuery<T>(query: (() => Promise<T>) | null): LiveResult<T> {
  const [result, setResult] = useState<{ query: () => Promise<T>; value: LiveResult<T> } | null>(null);

  useEffect(() => {
    if (!query) return undefined;
    const subscription = liveQuery(query).subscribe({
      next: (value) => {
        startTransition(() => {
          setResult({ query, value: { status: 'ready', value } });
        });
      },
      error: (error: unknown) => {
        startTransition(() => {
          setResult({ query, value: { status: 'error', error } });
        });
      },
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [query]);

  return query && result?.query === query ? result.value : { status: 'loading' };
}
