/**
 * True only when the browser is sure it has no network (navigator.onLine can be trusted only when
 * false). Outside a browser (Node has no navigator, or one without onLine) it is never offline.
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && 'onLine' in navigator && !navigator.onLine;
}
