import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { invoiceFile, openImportAsDebtor } from './support/import-page';

interface WriteGate {
  closed: boolean;
  readonly held: (() => void)[];
}

/**
 * Holds back the end of every write of a draft's rows until `release` is called: IndexedDB
 * commits it, but the page hears of it (Dexie's 'complete', the draft's "stored", the change that
 * makes the review read the draft) only then. So the review shows the draft painted from the file
 * for as long as the test needs, however fast the machine.
 */
async function holdDraftWrites(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const gate: WriteGate = { closed: true, held: [] };
    (window as unknown as { __draftWrites: WriteGate }).__draftWrites = gate;
    const property = Object.getOwnPropertyDescriptor(IDBTransaction.prototype, 'oncomplete');
    if (!property?.set || !property.get) throw new Error('IDBTransaction sin oncomplete');
    Object.defineProperty(IDBTransaction.prototype, 'oncomplete', {
      configurable: true,
      get(this: IDBTransaction) {
        return property.get?.call(this) as unknown;
      },
      set(this: IDBTransaction, handler: ((this: IDBTransaction, event: Event) => void) | null) {
        const draftWrite = this.mode === 'readwrite' && this.objectStoreNames.contains('draftRows');
        const finish = (event: Event) => handler?.call(this, event);
        property.set?.call(
          this,
          handler && draftWrite
            ? (event: Event) => {
                if (gate.closed) gate.held.push(() => finish(event));
                else finish(event);
              }
            : handler,
        );
      },
    });
  });
  return async () => {
    await page.evaluate(() => {
      const gate = (window as unknown as { __draftWrites: WriteGate }).__draftWrites;
      gate.closed = false;
      for (const finish of gate.held.splice(0)) finish();
    });
  };
}

// A tablet in portrait: the review's grid folds its columns into each row's detail.
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

test('a row opened as soon as the review appears stays open when the stored draft takes over', async ({ page }) => {
  const release = await holdDraftWrites(page);
  const screens = await openImportAsDebtor(page);

  await screens.fileInput().setInputFiles(invoiceFile(12, 'abrir-al-momento.xlsx'));
  const toggle = page.getByRole('button', { name: 'Más datos: Fila 2' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Opened on the draft painted from the file, before it was stored.
  await expect(page.getByText('Guardando en este dispositivo…').first()).toBeVisible();

  await release();
  await screens.stored();
  await expect(page.getByText('Guardando en este dispositivo…')).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const detail = await toggle.getAttribute('aria-controls');
  await expect(page.locator(`[id="${detail ?? ''}"]`)).toBeVisible();
});
