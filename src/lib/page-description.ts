import { useEffect, useSyncExternalStore } from 'react';

/**
 * The header's description under the page title comes from the route; a page whose content
 * changes what it is (a review that became a receipt) replaces it while that content is shown.
 */
let replaced: string | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

function setReplaced(next: string | null): void {
  replaced = next;
  listeners.forEach((listener) => listener());
}

/** The description a page put in place of its route's, or null. */
export function useReplacedDescription(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => replaced,
    () => null,
  );
}

/** While the calling component is shown, the header says `description` instead of the route's. */
export function useHeaderDescription(description: string): void {
  useEffect(() => {
    setReplaced(description);
    return () => setReplaced(null);
  }, [description]);
}
