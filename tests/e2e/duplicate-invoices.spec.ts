import type { Page } from '@playwright/test';
import { factoringApiAs, type LoadSummary } from './support/factoring-api';
import { expect, expectAccessible, test } from './support/fixtures';
import { invoiceRows } from '../fixtures/spreadsheets';
import { ImportScreens, invoiceFile, sendFromBothTabs, openImportAsDebtor } from './support/import-page';
import { LoginPage } from './support/login-page';

const details = (page: Page) => page.getByRole('table', { name: 'Detalle de facturas' });

test('a file sent once is refused row by row when imported again, and sends again once its load is rejected', async ({
  page,
  request,
}) => {
  await new LoginPage(page).seedSession('deudor');
  const screens = new ImportScreens(page);
  const file = invoiceFile(6, 'facturas-enero.xlsx');

  await screens.open();
  await screens.upload(file);
  await screens.checked();
  await screens.send();
  const idLoad = await screens.sentLoadId();

  await screens.open();
  await screens.upload(file);
  await screens.checked();
  await screens.expandRows();
  const held = details(page).getByText(new RegExp(`ya está en la carga n\\.º ${idLoad} \\(Pendiente\\)\\. Ver carga`));
  await expect(held).toHaveCount(6);
  await expect(details(page).getByText(/La factura F-00001 del proveedor/)).toHaveText(
    new RegExp(
      `^Número de factura: La factura F-00001 del proveedor \\S+ ya está en la carga n\\.º ${idLoad} \\(Pendiente\\)\\. Ver carga n\\.º ${idLoad}$`,
    ),
  );
  await expect(details(page).getByRole('link', { name: `Ver carga n.º ${idLoad}` })).toHaveCount(6);
  await expect(
    page.getByText('No puede enviar esta importación mientras tenga 6 errores (en 6 filas).', { exact: false }),
  ).toBeVisible();
  await expect(screens.submit()).toBeDisabled();
  // Rows the server already holds are not sent: the totals leave them out, as they do file errors.
  await expect(screens.totalInvoices()).toHaveText('0');
  await expect(page.getByTestId('excluded-rows')).toHaveText('Los totales no incluyen 6 filas con errores.');
  await expectAccessible(page, 'revisión con facturas ya cargadas');

  const authoriser = await factoringApiAs(request, 'autorizador');
  await authoriser.post<LoadSummary>('UpdateLoadStatus', {
    IdLoad: idLoad,
    Status: 'deny',
    Reason: 'Montos por revisar.',
  });

  // The refused draft is still on the device with the same content: the import offers it first.
  await screens.open();
  await screens.fileInput().setInputFiles(file);
  const offer = page.getByRole('status').filter({ hasText: 'tiene exactamente el mismo contenido que el borrador' });
  await expect(offer).toContainText(
    '«facturas-enero.xlsx» tiene exactamente el mismo contenido que el borrador «facturas-enero.xlsx» del',
  );
  await offer.getByRole('button', { name: 'Importar de nuevo' }).click();
  await expect(page).toHaveURL(/\/factoring\/importar\/resumen\?borrador=/, { timeout: 15_000 });
  await screens.checked();
  await screens.expandRows();
  // The other unsent draft carries the same invoices: a warning names it on each row.
  await expect(
    details(page).getByText(/también está en el borrador «facturas-enero\.xlsx» del .*, aún sin enviar\./),
  ).toHaveCount(6);
  await expect(
    details(page).getByText(new RegExp(`estuvo en la carga n\\.º ${idLoad}, que fue rechazada`)),
  ).toHaveCount(6);
  await expect(held).toHaveCount(0);
  await screens.send();
  expect(await screens.sentLoadId()).toBe(idLoad + 1);
});

test('the authoriser sees which invoices of a seeded request another pending load also holds', async ({
  page,
  request,
}) => {
  const loads = await (await factoringApiAs(request, 'autorizador')).get<LoadSummary[]>('HistoryLoads');
  // The seed's load 516 repeats three invoices of its load 512 (both pending, same debtor).
  const repeating = loads.find((load) => load.idLoad === 516);
  const repeated = loads.find((load) => load.idLoad === 512);
  if (!repeating || !repeated) throw new Error('la semilla no tiene las cargas que se repiten');

  await new LoginPage(page).seedSession('autorizador');
  await page.goto(`/factoring/aprobar/detalle/${repeating.idLoad}`);
  const overlaps = page.getByRole('region', { name: 'Facturas en otras cargas' });
  await expect(overlaps.getByRole('alert')).toContainText(
    '3 facturas de esta carga ya están en otras cargas pendientes o aprobadas. Aprobarlas las financiaría dos veces.',
  );
  await expect(overlaps.getByRole('listitem')).toHaveCount(3);
  await expect(overlaps.getByRole('listitem').first()).toHaveText(
    new RegExp(
      `también está en la carga n\\.º ${repeated.idLoad} \\(Pendiente\\)\\. Ver carga n\\.º ${repeated.idLoad}$`,
    ),
  );
  await overlaps
    .getByRole('link', { name: `Ver carga n.º ${repeated.idLoad}` })
    .first()
    .click();
  await expect(page).toHaveURL(`/factoring/historica/detalle/${repeated.idLoad}`);
});

test('two tabs sending two drafts that share an invoice give one load and one refused draft with its row errors', async ({
  page,
  context,
}) => {
  const screens = await openImportAsDebtor(page);
  await screens.upload(invoiceFile(4, 'primera.xlsx'));
  // The same session in a second tab (window.open copies sessionStorage, like a middle click).
  const [second] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => window.open('/factoring/importar')),
  ]);
  const other = new ImportScreens(second);
  await expect(second.getByRole('heading', { name: 'Cargar archivo de facturas' })).toBeVisible();
  // F-00004 is in both files.
  await other.upload(invoiceFile(invoiceRows(5).slice(3), 'segunda.xlsx'));
  await other.checked();
  await other.expandRows();
  await expect(
    details(second).getByText(/La factura F-00004 del proveedor \S+ también está en el borrador «primera\.xlsx»/),
  ).toHaveCount(1);
  await screens.checked();

  // Both sends reach the server together.
  await sendFromBothTabs(context, screens, other);

  const settled = /El servidor registró la carga n\.º \d+|El servidor rechazó la importación/;
  await expect(page.getByText(settled)).toBeVisible({ timeout: 20_000 });
  await expect(second.getByText(settled)).toBeVisible({ timeout: 20_000 });
  const firstSent = (await page.getByText(/El servidor registró la carga/).count()) === 1;
  const [winner, loser] = firstSent ? [screens, other] : [other, screens];
  const idLoad = await winner.sentLoadId();
  await expect(loser.page.getByRole('alert').filter({ hasText: 'El servidor rechazó la importación' })).toHaveText(
    'El servidor rechazó la importación: una factura ya está en una carga pendiente o aprobada. Una factura no se financia dos veces. Las filas marcadas dicen dónde está cada una; el borrador sigue guardado en este dispositivo.',
  );
  await loser.expandRows();
  await expect(
    details(loser.page).getByText(
      new RegExp(`La factura F-00004 del proveedor \\S+ ya está en la carga n\\.º ${idLoad} \\(Pendiente\\)`),
    ),
  ).toHaveCount(1);
  // One state, with its action: the send has ended, the rows say what to fix, the draft can go.
  await expect(loser.submit()).toBeDisabled();
  await expect(loser.submit()).toHaveText('Reintentar envío');
  await expect(loser.page.getByRole('button', { name: 'Descartar importación' })).toBeEnabled();
});

test('the offer to open a draft of the same content follows that draft: sent from another tab, it is no longer offered', async ({
  page,
  context,
}) => {
  const screens = await openImportAsDebtor(page);
  const file = invoiceFile(3, 'marzo.xlsx');
  await screens.upload(file);
  await screens.checked();
  const [second] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => window.open('/factoring/importar')),
  ]);
  const other = new ImportScreens(second);
  await expect(second.getByRole('heading', { name: 'Cargar archivo de facturas' })).toBeVisible();
  await other.fileInput().setInputFiles(file);
  const offer = second.getByRole('status').filter({ hasText: 'el mismo contenido que el borrador «marzo.xlsx»' });
  await expect(offer).toContainText('aún sin enviar');
  await expect(offer.getByRole('button', { name: 'Abrir ese borrador' })).toBeVisible();

  await screens.send();
  await screens.sentLoadId();
  await expect(offer).toContainText('que ya no está sin enviar: se envió o se descartó desde otra pestaña');
  await expect(offer.getByRole('button', { name: 'Abrir ese borrador' })).toHaveCount(0);
  await offer.getByRole('button', { name: 'Importar de nuevo' }).click();
  await expect(second).toHaveURL(/\/factoring\/importar\/resumen\?borrador=/);
});
