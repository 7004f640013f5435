import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { screenshot, screenshotTag } from './support/screenshots';
import { invoiceFile, openImportAsDebtor } from './support/import-page';
import { openNewerDraftsSchema } from './support/newer-drafts-schema';

const databaseName = 'portal-import-drafts';
const outdatedNotice = (page: Page) =>
  page.getByRole('alert').filter({
    hasText: 'El portal se actualizó en otra pestaña.',
    has: page.getByRole('button', { name: 'Recargar página' }),
  });

/** The drafts schema of this build as IndexedDB numbers it (Dexie's version 4 × 10). */
const currentNativeVersion = 40;
const newerNativeVersion = currentNativeVersion + 10;

/** Drafts and receipts as IndexedDB holds them, read raw (not through the app). */
async function storedRows(page: Page): Promise<{ version: number; drafts: string[] }> {
  return page.evaluate(
    (name) =>
      new Promise<{ version: number; drafts: string[] }>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => {
          const db = request.result;
          const read = db.transaction('drafts').objectStore('drafts').getAll();
          read.onsuccess = () => {
            resolve({
              version: db.version,
              drafts: (read.result as { fileName: string }[]).map((draft) => draft.fileName),
            });
            db.close();
          };
          read.onerror = () => {
            reject(new Error('read failed'));
          };
        };
        request.onerror = () => {
          reject(new Error('open failed'));
        };
      }),
    databaseName,
  );
}

test(
  'a tab holding the older drafts schema is told to reload and never writes rows the newer one cannot read',
  { tag: screenshotTag },
  async ({ page, context }) => {
    const screens = await openImportAsDebtor(page);
    await screens.upload(invoiceFile(5, 'antes-del-cambio.xlsx'));
    await screens.open();
    await expect(screens.drafts().getByRole('listitem').filter({ hasText: 'antes-del-cambio.xlsx' })).toBeVisible();

    // A newer version of the portal, in another tab of the same browser, upgrades the schema.
    const newer = await context.newPage();
    await newer.goto('/terminos-y-condiciones.html');
    await newer.evaluate(openNewerDraftsSchema, { name: databaseName, version: newerNativeVersion });

    await expect(outdatedNotice(page)).toBeVisible();
    await expect(outdatedNotice(page)).toContainText('Recargue esta página para seguir trabajando');
    await expect(outdatedNotice(page).getByRole('button', { name: 'Recargar página' })).toBeVisible();

    // What this tab would write is refused with the same advice; nothing reaches the database.
    await screens.fileInput().setInputFiles(invoiceFile(3, 'despues-del-cambio.xlsx'));
    await expect(
      page.getByRole('alert').filter({ hasText: 'No se pudo importar «despues-del-cambio.xlsx»' }),
    ).toContainText('El portal se actualizó en otra pestaña. Recargue esta página');
    await screens.drafts().getByRole('button', { name: 'Descartar la importación antes-del-cambio.xlsx' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Descartar', exact: true }).click();
    await expect(screens.drafts().getByRole('alert')).toContainText('El portal se actualizó en otra pestaña.');
    expect(await storedRows(newer)).toEqual({ version: newerNativeVersion, drafts: ['antes-del-cambio.xlsx'] });

    // Reloaded, this (still older) code finds a newer database and refuses it the same way.
    await outdatedNotice(page).getByRole('button', { name: 'Recargar página' }).click();
    await expect(page.getByRole('heading', { name: 'Cargar archivo de facturas' })).toBeVisible();
    await expect(outdatedNotice(page)).toBeVisible();
    // The picture for the docs shows the page from its top, header and all (a check above may have scrolled it).
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
    await screenshot(page, 'esquema-de-borradores-actualizado');
    await screens.fileInput().setInputFiles(invoiceFile(2, 'tras-recargar.xlsx'));
    await expect(page.getByRole('alert').filter({ hasText: 'No se pudo importar «tras-recargar.xlsx»' })).toBeVisible();
    expect(await storedRows(newer)).toEqual({ version: newerNativeVersion, drafts: ['antes-del-cambio.xlsx'] });
  },
);
