import type { Page } from '@playwright/test';

/**
 * Everything a finger can act on. A checkbox, radio or file input counts by the label that wraps it (the label is
 * what takes the tap); one without a wrapping label counts by itself.
 */
const controls = [
  'a[href]',
  'button',
  'select',
  'textarea',
  'summary',
  'input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"]):not(label > input[type="file"])',
  'label:has(> input[type="file"])',
  'label:has(> input[type="radio"])',
  'label:has(> input[type="checkbox"])',
  'input[type="checkbox"]:not(label > input)',
  'input[type="radio"]:not(label > input)',
  '[role="button"]',
  '[role="menuitem"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="switch"]',
].join(', ');

/**
 * Visible controls smaller than 44 x 44 px (WCAG 2.5.5, the enhanced target size), inside the elements
 * `scope` selects (the whole page by default).
 *
 * The one exception, in the spirit of WCAG 2.5.8's inline exception: a link that sits inside a
 * sentence (an inline `a` whose block also holds other text), whose size the line of text sets.
 * The skip link, off-screen until focused, is not measured either.
 */
export async function smallTouchTargets(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate(
    ([rootSelector, controlSelector]) => {
      const inSentence = (element: HTMLElement) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        const block = element.parentElement;
        if (!block) return false;
        return block.textContent.trim().length > element.textContent.trim().length;
      };
      return [...document.querySelectorAll(rootSelector)]
        .flatMap((root) => [
          ...(root.matches(controlSelector) ? [root] : []),
          ...root.querySelectorAll(controlSelector),
        ])
        .filter((element): element is HTMLElement => element instanceof HTMLElement)
        .filter(
          (element) =>
            element.getClientRects().length > 0 && !element.classList.contains('skip-link') && !inSentence(element),
        )
        .filter((element) => getComputedStyle(element).visibility !== 'hidden')
        .map((element) => ({
          name:
            element.getAttribute('aria-label') ??
            element.querySelector('input')?.getAttribute('aria-label') ??
            element.textContent.trim().slice(0, 60),
          tag: element.tagName.toLowerCase(),
          box: element.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(({ name, tag, box }) => `${tag} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    },
    [scope, controls] as const,
  );
}

/** Links that the touch-target check let pass because they sit inside a sentence (to document them). */
export async function inlineSentenceLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('a[href]')]
      .filter(
        (element): element is HTMLElement => element instanceof HTMLElement && element.getClientRects().length > 0,
      )
      .filter((element) => getComputedStyle(element).display === 'inline')
      .filter((element) => (element.parentElement?.textContent.trim().length ?? 0) > element.textContent.trim().length)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width < 44 || box.height < 44;
      })
      .map((element) => element.textContent.trim()),
  );
}
