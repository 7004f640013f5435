import { readFileSync } from 'node:fs';
import type { Request } from '@playwright/test';
import { HEADER, xlsxFile } from '../fixtures/spreadsheets';
import { fillTemplateWithSheetJs } from '../fixtures/template/filled-invoices';
import { expect, expectAccessible, test } from './support/fixtures';
import { xlsxType, openImportAsDebtor } from './support/import-page';

import { screenshot } from './support/screenshots';

const money = (amount: number, currency: 'NIO' | 'USD') =>
  new Intl.NumberFormat('es-NI', { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount);

test('an empty workbook makes no draft; the template, filled in, imports clean, is confirmed and leaves a receipt', async ({
  page,
}) => {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/LoadInvoices')) posts.push(request);
  });
  const screens = await openImportAsDebtor(page);

  // Only a header on the first sheet: a message, no draft.
  const emptyBook = xlsxFile([
    { name: 'Facturas', rows: [HEADER] },
    { name: 'Instrucciones', rows: [['Una factura por fila']] },
  ]);
  await screens.fileInput().setInputFiles({ name: 'vacio.xlsx', mimeType: xlsxType, buffer: Buffer.from(emptyBook) });
  const alert = page.getByRole('alert');
  await expect(alert.locator('.import-rejection__title')).toHaveText('No se pudo importar «vacio.xlsx»');
  await expect(alert.locator('.import-rejection__message')).toHaveText(
    'La primera hoja del libro, «Facturas», no tiene facturas. Solo se lee la primera hoja.',
  );
  await expect(alert.locator('.import-rejection__hint')).toHaveText(
    'El libro también tiene la hoja «Instrucciones», que no se lee. Mueva las facturas a la primera hoja, debajo del encabezado, y vuelva a cargar el archivo.',
  );
  await expect(page).toHaveURL(/\/factoring\/importar$/);
  await expect(screens.drafts()).toContainText('No tiene importaciones guardadas en este dispositivo.');

  // The template, filled in with three invoices, imports with no error and no warning.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar plantilla' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('plantilla-facturas.xlsx');
  const filled = Buffer.from(fillTemplateWithSheetJs(readFileSync(await download.path())));
  await screens.upload({ name: 'plantilla-facturas.xlsx', mimeType: xlsxType, buffer: filled });
  await expect(screens.totalInvoices()).toHaveText('3');
  await expect(page.getByText('0 errores, 0 advertencias')).toBeVisible();
  const headerDescription = page.locator('header.header .header__description');
  await expect(headerDescription).toHaveText('Revise las facturas antes de enviarlas');

  // The confirmation: Escape cancels and sends nothing.
  await screens.submit().click();
  const dialog = screens.confirmation();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Se enviarán 3 facturas de 2 proveedores para su aprobación.');
  const fact = (label: string) => dialog.locator(`dt:text-is("${label}") + dd`);
  await expect(fact('Facturas')).toHaveText('3');
  await expect(fact('Proveedores')).toHaveText('2');
  await expect(fact('Total NIO')).toHaveText(money(20_500.5, 'NIO'));
  await expect(fact('Total USD')).toHaveText(money(2_340.24, 'USD'));
  // The template's invoices fell due in 2025: the debtor is told before sending, not stopped.
  await expect(dialog).toContainText('3 facturas ya están vencidas: su fecha de vencimiento pasó.');
  await expect(fact('Facturas vencidas')).toHaveText('3');
  await expect(fact('Advertencias')).toHaveCount(0);
  const confirm = dialog.getByRole('button', { name: 'Confirmar y enviar' });
  await expect(confirm).toBeFocused();
  await expectAccessible(page, 'confirmación de envío');
  await screenshot(page, 'importar-confirmar-envio');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(screens.submit()).toBeFocused();
  expect(posts).toHaveLength(0);

  // Enter confirms: the receipt takes the focus, with the load linked to its detail.
  await screens.submit().click();
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  const receipt = page.getByRole('region', { name: /^Carga n\.º \d+ enviada$/ });
  await expect(receipt.getByRole('heading', { name: /^Carga n\.º \d+ enviada$/ })).toBeFocused({ timeout: 20_000 });
  const loadId = await screens.sentLoadId();
  expect(posts).toHaveLength(1);
  // Sent, there is nothing left to review: the header and the tab say what the page now is.
  const pageTitle = page.getByRole('banner').getByRole('heading', { level: 1 });
  await expect(pageTitle).toHaveText('Comprobante de envío');
  await expect(page).toHaveTitle('Comprobante de envío · Portal Corporativo');
  await expect(headerDescription).toHaveText('Carga enviada: conserve este comprobante');
  await expect(receipt.getByRole('heading', { name: `Carga n.º ${loadId} enviada` })).toBeVisible();
  const loadLink = receipt.getByRole('link', { name: `Ver el detalle de la carga n.º ${loadId}` });
  await expect(loadLink).toHaveText(`n.º ${loadId}`);
  await expect(loadLink).toHaveAttribute('href', `/factoring/historica/detalle/${loadId}`);
  // The portal's one way of writing a moment: 24-hour, the date and time kept on one line.
  const sentAt = receipt.locator('dt:text-is("Enviada el") + dd');
  await expect(sentAt).toHaveText(/^\d{2}\/\d{2}\/\d{4}\u00a0\d{2}:\d{2}$/);
  const lines = await sentAt.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
  await expect(receipt.locator('dt:text-is("Total NIO") + dd')).toHaveText(money(20_500.5, 'NIO'));
  await expect(receipt.locator('dt:text-is("Total USD") + dd')).toHaveText(money(2_340.24, 'USD'));
  await expectAccessible(page, 'comprobante de envío');
  await screenshot(page, 'importar-comprobante');

  // 'Imprimir comprobante' prints; on paper there is no menu, header or button.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await receipt.getByRole('button', { name: 'Imprimir comprobante' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
  await expect(page.locator('header.header')).toBeHidden();
  await expect(receipt.getByRole('button', { name: 'Imprimir comprobante' })).toBeHidden();
  await expect(loadLink).toBeVisible();
  await screenshot(page, 'importar-comprobante-impreso');
  await page.emulateMedia({ media: 'screen' });

  // Opened again later (a reload, a bookmark), the receipt keeps its own title and description.
  await page.reload();
  await expect(receipt.getByRole('heading', { name: `Carga n.º ${loadId} enviada` })).toBeVisible();
  await expect(pageTitle).toHaveText('Comprobante de envío');
  await expect(headerDescription).toHaveText('Carga enviada: conserve este comprobante');

  await loadLink.click();
  await expect(page).toHaveURL(new RegExp(`/factoring/historica/detalle/${loadId}$`));
  // The next page has its route's own words again, never the receipt's.
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Detalle de carga histórica');
  await expect(headerDescription).toHaveText('Facturas de la carga');
});
