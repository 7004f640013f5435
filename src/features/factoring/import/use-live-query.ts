import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';

export type LiveResult<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'error'; readonly error: unknown };

/**
 * A Dexie live query as React state: it re-runs whenever the tables it read change, in this tab
 * or another one. Pass a query memoised with useCallback; a new one starts a new subscription.
 */
export function useLiveQuery<T>(query: () => Promise<T>): LiveResult<T> {
  const [result, setResult] = useState<{ query: () => Promise<T>; value: LiveResult<T> } | null>(null);

  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (value) => {
        setResult({ query, value: { status: 'ready', value } });
      },
      error: (error: unknown) => {
        setResult({ query, value: { status: 'error', error } });
      },
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [query]);

  return result?.query === query ? result.value : { status: 'loading' };
}
