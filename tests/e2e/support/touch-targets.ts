import type { Page } from '@playwright/test';

const controls = 'a[href], button, [role="menuitem"], input:not([type="radio"]):not([type="checkbox"]), label:has(> input[type="radio"])';

/**
 * Visible links, buttons, menu items and form controls smaller than 44 x 44 px (WCAG 2.5.5),
 * inside the elements `scope` selects (the whole page by default).
 */
export async function smallTouchTargets(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate(
    ([rootSelector, controlSelector]) =>
      [...document.querySelectorAll(rootSelector)]
        .flatMap((root) => [...(root.matches(controlSelector) ? [root] : []), ...root.querySelectorAll(controlSelector)])
        .filter((element): element is HTMLElement => element instanceof HTMLElement)
        .filter((element) => element.getClientRects().length > 0 && !element.classList.contains('skip-link'))
        .map((element) => ({ name: element.getAttribute('aria-label') ?? element.textContent.trim(), box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(({ name, box }) => `${name} ${Math.round(box.width)}x${Math.round(box.height)}`),
    [scope, controls] as const,
  );
}
