import { useEffect, useSyncExternalStore } from 'react';

/** A page's header: the title (also the tab's) and the description under it. */
export interface PageHeading {
  readonly title: string;
  readonly description: string;
}

/**
 * The header's title and description come from the route; a page whose content changes what it
 * is (a review that became a receipt) replaces them while that content is shown.
 */
let replaced: PageHeading | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

function setReplaced(next: PageHeading | null): void {
  replaced = next;
  listeners.forEach((listener) => listener());
}

/** The heading a page put in place of its route's, or null. */
export function useReplacedHeading(): PageHeading | null {
  return useSyncExternalStore(
    subscribe,
    () => replaced,
    () => null,
  );
}

/** While the calling component is shown, the header says `title` and `description` instead of the route's. */
export function useHeaderHeading({ title, description }: PageHeading): void {
  useEffect(() => {
    setReplaced({ title, description });
    return () => setReplaced(null);
  }, [title, description]);
}
