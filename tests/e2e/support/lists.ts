import { expect, type Page } from '@playwright/test';

/**
 * Waits until a list of loads or disbursements shows its rows. A page's title shows before its
 * list is asked for, so a test that then ends the session, the connection or the clock's patience
 * waits for the rows, not the title: a call still in flight would meet what the test does next.
 */
export async function listShown(page: Page, name: 'Cargas de facturas' | 'Desembolsos históricos'): Promise<void> {
  await expect(
    page
      .getByRole('table', { name })
      .getByRole('link', { name: /^#\d+$/ })
      .first(),
  ).toBeVisible();
}
