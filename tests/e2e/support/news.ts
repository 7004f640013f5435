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

/** Whether the user's bell holds any notice. */
const hasNotices = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).some((key) => {
      if (!/^portal_notifications_\d+$/.test(key)) return false;
      const state = JSON.parse(localStorage.getItem(key) ?? '{}') as { notices?: unknown[] };
      return (state.notices?.length ?? 0) > 0;
    }),
  );

/**
 * Waits for the sign-in's first poll and closes the toast of its news (a first visit's pending
 * work): the news stays in the bell, and the pages opened next do not poll again within the
 * interval, so no toast lands in a later check or picture.
 */
export async function newsSettled(page: Page): Promise<void> {
  await expect.poll(() => visitMarked(page)).toBe(true);
  if (!(await hasNotices(page))) return;
  const close = page.getByRole('region', { name: /^Novedades/ }).getByRole('button', { name: 'Cerrar aviso' });
  await close.click();
  await expect(close).toHaveCount(0);
}
