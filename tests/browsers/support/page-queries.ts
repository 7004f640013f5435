/**
 * Questions asked inside the page. Each function is sent to the browser as source, so each is
 * self-contained: it uses nothing from this module, not even another function of it.
 */

/** The text of the first element the XPath finds that is shown, or null while there is none. */
export function shownText(xpath: string): { text: string } | null {
  const found = document.evaluate(xpath, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  for (let index = 0; index < found.snapshotLength; index += 1) {
    const node = found.snapshotItem(index);
    if (node instanceof Element && node.getClientRects().length > 0 && node.checkVisibility()) {
      return { text: node.textContent.replace(/\s+/g, ' ').trim() };
    }
  }
  return null;
}

/** True once no element the XPath finds is shown. */
export function noneShown(xpath: string): boolean {
  const found = document.evaluate(xpath, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  for (let index = 0; index < found.snapshotLength; index += 1) {
    const node = found.snapshotItem(index);
    if (node instanceof Element && node.getClientRects().length > 0 && node.checkVisibility()) return false;
  }
  return true;
}

/** The path and query once they match `pattern` (a RegExp source), or null. */
export function locationMatching(pattern: string): string | null {
  const here = location.pathname + location.search;
  return new RegExp(pattern).test(here) ? here : null;
}

/** The session token the app keeps in this tab, or null when the tab is signed out. */
export function sessionToken(): string | null {
  return sessionStorage.getItem('portal_token_prod');
}
