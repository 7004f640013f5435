import { expect, type Page } from '@playwright/test';

/** Whether this tab's first poll has left the mark of the user's visit on this device. */
export const visitMarked = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).some((key) => {
      if (!/^portal_notifications_\d+$/.test(key)) return false;
      const state = JSON.parse(localStorage.getItem(key) ?? '{}') as { mark?: unknown };
      return state.mark !== null && state.mark !== undefined;
    }),
  );

/**
 * Waits for the sign-in's first poll: its news is in the bell, and the pages opened next do not
 * poll again within the interval, so no toast of it lands in a later picture.
 */
export async function newsSettled(page: Page): Promise<void> {
  await expect.poll(() => visitMarked(page)).toBe(true);
}
