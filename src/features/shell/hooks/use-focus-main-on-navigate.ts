import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a move to another page the focus goes to its <main> (named by the page title), so that
 * keyboard users start on the new page and screen readers announce it. Not on the first render,
 * and not when the page has already placed the focus inside itself (a field with an error, a
 * message that must be read first).
 * The resolved location, not the requested one: the old page stays on screen while the new one
 * loads, and the focus must move once the new page is there.
 */
export function useFocusMainOnNavigate(main: RefObject<HTMLElement | null>): void {
  const shownPathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const focusedPath = useRef(shownPathname);
  useEffect(() => {
    if (focusedPath.current === shownPathname) return;
    // The first page of a load resolves after the first render, and the first page after a login
    // follows a page outside the shell: neither is a move, and the focus stays at the top of the
    // document, where the skip link is the first Tab stop.
    const previous = focusedPath.current;
    const firstPage = previous === undefined || previous.startsWith('/auth/') || previous.startsWith('/recovery');
    focusedPath.current = shownPathname;
    if (firstPage) return;
    if (main.current?.contains(document.activeElement) && document.activeElement !== main.current) return;
    main.current?.focus({ preventScroll: true });
  }, [main, shownPathname]);
}

/**
 * Signing in by keyboard removes the focused login button with the login page, and the browser
 * would start the next Tab from where that button was, deep in the new page. Starting again from
 * the top of `root` makes the skip link the first Tab stop, as on a fresh load.
 */
export function useFocusStartOnMount(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    const active = document.activeElement;
    if (!element || (active !== null && active !== document.body)) return;
    // Focusable only for this one moment, so a later click never lands the focus on the shell.
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
    element.focus({ preventScroll: true });
  }, [root]);
}
