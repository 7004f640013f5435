import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { read, utils } from 'xlsx';
import { invoiceRows, text, withCells } from '../fixtures/spreadsheets';
import { expect, test } from './support/fixtures';
import {
  ImportScreens,
  invoiceFile,
  loadsCreatedSince,
  loadsOnSandbox,
  sendFromBothTabs,
  xlsxType,
  openImportAsDebtor,
} from './support/import-page';
import { LoginPage } from './support/login-page';

const loadInvoicesPosts = (requests: Request[]) =>
  requests.filter(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/operations/Factoring/LoadInvoices'),
  );

function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

test.describe('invoice import', () => {
  test('uploads 500 invoices, reviews them, submits, and sees the load in RecentImports', async ({
    page,
    request,
    sandbox,
  }) => {
    const before = await loadsOnSandbox(request, sandbox.url);
    const screens = await openImportAsDebtor(page);
    const posts = recordRequests(page);
    // HistoryLoads is cached before the submit; it must be refreshed after it.
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Carga histórica' })
      .click();
    await expect(page.getByRole('table', { name: 'Cargas de facturas' })).toContainText(`#${before[0]?.idLoad ?? ''}`);
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Importar facturas' })
      .click();

    await screens.upload(invoiceFile(500));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resumen de importación');
    await expect(screens.totalInvoices()).toHaveText('500');
    await expect(page.getByText('0 errores, 0 advertencias')).toBeVisible();
    const providers = page.getByRole('table', { name: 'Resumen por proveedor' });
    await expect(providers.locator('tbody tr')).toHaveCount(3);
    await expect(providers.getByRole('row', { name: /0012345 Distribuidora Norte 167/ })).toBeVisible();
    await expect(providers.locator('tfoot')).toContainText('500');
    await expect(providers.locator('tfoot')).toContainText('C$624,875.00');
    await expect(
      page.getByRole('navigation', { name: 'Paginación de Detalle de facturas' }).getByText('Mostrando 1–10 de 500'),
    ).toBeVisible();

    await screens.send();
    const loadId = await screens.sentLoadId();
    await expect(page.getByText(`El servidor registró la carga n.º ${loadId} con 500 facturas.`)).toBeVisible();

    const sent = loadInvoicesPosts(posts);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    await page.getByRole('link', { name: 'Ver carga histórica' }).click();
    await expect(
      page
        .getByRole('table', { name: 'Cargas de facturas' })
        .getByRole('row')
        .filter({ hasText: `#${loadId}` }),
    ).toContainText('500');
    await page.goBack();
    await page.getByRole('link', { name: 'Importar otro archivo' }).click();
    const recentRow = screens
      .recent()
      .getByRole('row')
      .filter({ hasText: `#${loadId}` });
    await expect(recentRow).toContainText('500');
    await expect(recentRow).toContainText('Pendiente');
    await expect(screens.drafts().getByText(`Carga n.º ${loadId}`)).toBeVisible();
    await expect(screens.drafts().getByText('Enviado', { exact: true })).toBeVisible();

    const created = await loadsCreatedSince(request, sandbox.url, before);
    expect(created).toEqual([expect.objectContaining({ idLoad: loadId, totalInvoices: 500 })]);
  });

  test('a bad file shows its SPEC message and nothing is saved', async ({ page }) => {
    const screens = await openImportAsDebtor(page);
    const alert = page.getByRole('alert');
    const cases = [
      {
        file: { name: 'facturas.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') },
        message: 'Formato de archivo no soportado. Por favor use: .xlsx, .xls',
        hints: [],
      },
      {
        file: invoiceFile(501),
        message: 'Su archivo excede las 500 filas',
        hints: ['Divida el archivo en varios archivos de hasta 500 facturas cada uno e impórtelos por separado.'],
      },
      {
        file: { name: 'notas.xlsx', mimeType: xlsxType, buffer: Buffer.from(text('esto no es una hoja de cálculo')) },
        message: 'Error al convertir el archivo',
        hints: ['Este archivo no es un libro de Excel. Ábralo en Excel y guárdelo como .xlsx antes de importarlo.'],
      },
      {
        file: { name: 'grande.xlsx', mimeType: xlsxType, buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
        message: 'El archivo es demasiado grande. Tamaño máximo: 10MB',
        hints: [],
      },
    ];
    for (const { file, message, hints } of cases) {
      await screens.fileInput().setInputFiles(file);
      await expect(alert).toContainText(`No se pudo importar «${file.name}»`);
      await expect(alert.locator('.import-rejection__message')).toHaveText(message);
      await expect(alert.locator('.import-rejection__hint')).toHaveText(hints);
      await expect(page).toHaveURL(/\/factoring\/importar$/);
    }
    // A text file named .xls is what many "export to Excel" buttons produce: SPEC's message, then what to do.
    await screens.fileInput().setInputFiles({
      name: 'reporte.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from(text('<html><body><table><tr><td>1</td></tr></table></body></html>')),
    });
    await expect(alert).toContainText('No se pudo importar «reporte.xls»');
    await expect(alert.locator('.import-rejection__message')).toHaveText('Error al convertir el archivo');
    await expect(alert.locator('.import-rejection__hint')).toHaveText(
      'Este archivo no es un libro de Excel. Ábralo en Excel y guárdelo como .xlsx antes de importarlo.',
    );
    await expect(screens.drafts().getByText('No tiene importaciones guardadas en este dispositivo.')).toBeVisible();
  });

  test('a device that cannot store the import says why where the review opens, and keeps and sends nothing', async ({
    page,
  }) => {
    // The review opens while IndexedDB writes the draft; here the disk is full when the rows are written.
    await page.addInitScript(() => {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its store as `this`.
      const add = IDBObjectStore.prototype.add;
      IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
        if (this.name === 'draftRows' && sessionStorage.getItem('e2e:disco-lleno') === '1')
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return add.apply(this, args);
      };
    });
    const requests = recordRequests(page);
    const screens = await openImportAsDebtor(page);
    await page.evaluate(() => sessionStorage.setItem('e2e:disco-lleno', '1'));
    await screens.fileInput().setInputFiles(invoiceFile(3));

    const alert = page.getByRole('alert');
    await expect(alert.locator('.import-rejection__title')).toHaveText('No se pudo importar «facturas.xlsx»');
    await expect(alert.locator('.import-rejection__message')).toHaveText(
      'No hay espacio suficiente en este dispositivo para guardar la importación. Libere espacio (por ejemplo, descartando borradores que ya no necesite o borrando archivos del navegador) e inténtelo de nuevo.',
    );
    await expect(screens.submit()).toHaveCount(0);
    await page.getByRole('link', { name: 'Volver a Importar facturas' }).click();
    await expect(screens.drafts().getByText('No tiene importaciones guardadas en este dispositivo.')).toBeVisible();
    expect(loadInvoicesPosts(requests)).toHaveLength(0);
  });

  test('marks problem rows, filters to errors only, downloads them, and blocks submission', async ({ page }) => {
    const screens = await openImportAsDebtor(page);
    const rows = withCells(invoiceRows(30), [
      [4, 2, '03/15/2024'],
      [9, 5, 'mil'],
      [9, 4, '=2+3'],
    ]);
    await screens.upload(invoiceFile(rows, 'con-errores.xlsx'));
    // '=2+3' is not an invoice number either: an identifier holds letters, digits and - . / _ # only.
    await expect(page.getByText('3 errores, 0 advertencias')).toBeVisible();
    await expect(screens.submit()).toBeDisabled();
    await expect(
      page.getByText('No puede enviar esta importación mientras tenga 3 errores (en 2 filas).', { exact: false }),
    ).toBeVisible();

    const details = page.getByRole('table', { name: 'Detalle de facturas' });
    await expect(details.locator('tbody tr')).toHaveCount(10);
    await page.getByLabel('Mostrar solo filas con errores').check();
    await expect(details.locator('tbody tr')).toHaveCount(2);
    await expect(details.locator('tbody tr[data-row-state="error"]')).toHaveCount(2);
    await expect(details).toContainText('Número de factura (E) y 1 más');
    // The whole problem, and the columns that fold, are in the row's detail.
    await screens.expandRows();
    await expect(details).toContainText('El monto NIO no es numérico («mil»).');
    await expect(details.getByRole('definition').filter({ hasText: 'Fecha inválida' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar errores' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('errores-con-errores.xlsx');
    // Written in the worker; a cell that begins with '=' comes back as the same text, with no
    // apostrophe and no formula.
    const workbook = read(readFileSync(await download.path()), { type: 'buffer', cellFormula: true });
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
    expect(sheet && utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ['Fila', 'Columna', 'Tipo', 'Mensaje', 'Identificación del proveedor', 'Número de factura'],
      [
        6,
        'Fecha de factura (C)',
        'Error',
        'La fecha de factura no es una fecha válida («03/15/2024»). Use una celda con formato de fecha.',
        '0098765',
        'F-00005',
      ],
      [
        11,
        'Número de factura (E)',
        'Error',
        'El número de factura tiene un carácter no admitido «=» U+003D al inicio: solo se admiten letras, números, espacios y - . / _ #. Vuelva a escribirlo.',
        '0012345',
        '=2+3',
      ],
      [11, 'Monto NIO (F)', 'Error', 'El monto NIO no es numérico («mil»).', '0012345', '=2+3'],
    ]);
    expect(sheet?.F4).toEqual(expect.objectContaining({ t: 's', v: '=2+3' }));
    expect(sheet?.F4).not.toHaveProperty('f');
  });

  test('a reload between parse and submit keeps the draft', async ({ page }) => {
    const screens = await openImportAsDebtor(page);
    await screens.upload(invoiceFile(12, 'enero.xlsx'));
    const reviewUrl = page.url();
    await page.reload();
    await expect(screens.totalInvoices()).toHaveText('12');
    await expect(page.getByText('Guardado en este dispositivo')).toBeVisible();

    await screens.open();
    const draft = screens.drafts().getByRole('listitem').filter({ hasText: 'enero.xlsx' });
    await expect(draft).toContainText('Guardado en este dispositivo');
    await expect(draft).toContainText('12 facturas');
    await draft.getByRole('link', { name: 'Revisar la importación enero.xlsx' }).click();
    await expect(page).toHaveURL(reviewUrl);
  });

  test('offline, the submit waits "En cola" and is sent once when the connection returns', async ({
    page,
    context,
    request,
    sandbox,
  }) => {
    const before = await loadsOnSandbox(request, sandbox.url);
    const screens = await openImportAsDebtor(page);
    const posts = recordRequests(page);
    await screens.upload(invoiceFile(21, 'sin-red.xlsx'));

    await context.setOffline(true);
    await screens.send();
    await expect(page.getByText('En cola', { exact: true })).toBeVisible();
    await expect(page.getByText(/Sin conexión\. La importación quedó en cola/)).toBeVisible();
    expect(loadInvoicesPosts(posts)).toHaveLength(0);

    await context.setOffline(false);
    const loadId = await screens.sentLoadId();
    expect(loadInvoicesPosts(posts)).toHaveLength(1);
    const created = await loadsCreatedSince(request, sandbox.url, before);
    expect(created).toEqual([expect.objectContaining({ idLoad: loadId, totalInvoices: 21 })]);
  });

  test('an import queued offline is sent at the next start, without waiting for an online event', async ({
    page,
    context,
    request,
    sandbox,
  }) => {
    const before = await loadsOnSandbox(request, sandbox.url);
    const screens = await openImportAsDebtor(page);
    await screens.upload(invoiceFile(9, 'siguiente-inicio.xlsx'));
    await context.setOffline(true);
    await screens.send();
    await expect(page.getByText('En cola', { exact: true })).toBeVisible();
    await page.close();
    await context.setOffline(false);

    // The next start: a new tab, a new sign-in; the queue is sent as the app starts.
    const next = await context.newPage();
    const again = await openImportAsDebtor(next);
    const sent = again.drafts().getByRole('listitem').filter({ hasText: 'siguiente-inicio.xlsx' });
    await expect(sent).toContainText('Enviado', { timeout: 15_000 });
    const created = await loadsCreatedSince(request, sandbox.url, before);
    expect(created).toEqual([expect.objectContaining({ totalInvoices: 9 })]);
    await expect(sent).toContainText(`Carga n.º ${created[0]?.idLoad ?? ''}`);
  });

  test('when the server commits but the answer is lost, the retry still makes exactly one load', async ({
    page,
    request,
    sandbox,
  }) => {
    const before = await loadsOnSandbox(request, sandbox.url);
    const screens = await openImportAsDebtor(page);
    const posts = recordRequests(page);
    await screens.upload(invoiceFile(33, 'respuesta-perdida.xlsx'));
    // Every answer is lost after the load is stored, through all of the client's own retries.
    await sandbox.setFaults([{ match: 'LoadInvoices', kind: 'drop', when: 'after' }]);

    await screens.send();
    await expect(page.getByText('En cola', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/No hubo respuesta del servidor/)).toBeVisible();
    // The server did commit it: the load exists although the page never heard back.
    const committed = await loadsCreatedSince(request, sandbox.url, before);
    expect(committed).toEqual([expect.objectContaining({ totalInvoices: 33 })]);

    // Answers get through again; the outbox's backoff retry, same key, gets the stored answer.
    await sandbox.setFaults([]);
    const loadId = await screens.sentLoadId();
    expect(loadId).toBe(committed[0]?.idLoad);

    const keys = new Set(loadInvoicesPosts(posts).map((post) => post.headers()['idempotency-key']));
    expect(loadInvoicesPosts(posts).length).toBeGreaterThanOrEqual(5);
    expect(keys.size).toBe(1);
    const created = await loadsCreatedSince(request, sandbox.url, before);
    expect(created).toEqual([expect.objectContaining({ idLoad: loadId, totalInvoices: 33 })]);
  });

  test('a 401 during submit keeps the draft, and after signing in again it is offered back', async ({
    page,
    request,
    sandbox,
  }) => {
    const screens = await openImportAsDebtor(page);
    await screens.upload(invoiceFile(8, 'sesion-vencida.xlsx'));
    const token = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('portal_token_prod') ?? 'null') as string | null,
    );
    expect(token).toBeTruthy();
    // The session ends on the server (revoked, as when a token expires) just as the load is sent:
    // revoked any earlier, a background call (the news poll, the duplicate check) would meet the
    // 401 first and sign the user out before the send.
    await page.route(
      '**/api/operations/Factoring/LoadInvoices',
      async (route) => {
        const revoked = await request.post(`${sandbox.url}/api/auth/logout`, {
          headers: { Authorization: `Bearer ${token ?? ''}` },
        });
        expect(revoked.ok()).toBe(true);
        await route.continue();
      },
      { times: 1 },
    );

    await screens.send();
    await expect(page).toHaveURL(/\/auth\/login/);

    const login = new LoginPage(page);
    await login.signIn('deudor@demo.ni');
    // Signing in again returns the user to the draft they were sending, still kept and explained.
    await expect(page).toHaveURL(/\/factoring\/importar\/resumen\?borrador=\w/);
    await expect(page.getByText(/Su sesión expiró antes de enviar la importación\./)).toBeVisible();
    // Elsewhere in the portal, the unsent import is offered back.
    await page.getByRole('link', { name: 'Inicio', exact: true }).click();
    await expect(page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
    const offer = page
      .getByRole('status')
      .filter({ hasText: 'Tiene 1 importación sin enviar guardada en este dispositivo.' });
    await expect(offer).toBeVisible();
    await offer.getByRole('link', { name: 'Volver a mis importaciones' }).click();

    const draft = screens.drafts().getByRole('listitem').filter({ hasText: 'sesion-vencida.xlsx' });
    await expect(draft).toContainText('Error – reintentar');
    await expect(draft).toContainText('Su sesión expiró antes de enviar la importación.');
    await draft.getByRole('link', { name: /Revisar/ }).click();
    await screens.send();
    expect(await screens.sentLoadId()).toBeGreaterThan(0);

    // A reload of the same sign-in does not offer again.
    await page.goto('/');
    await expect(page.getByText(/sin enviar guardada/)).toHaveCount(0);
  });

  test('two tabs sending the same draft make one load', async ({ page, context, request, sandbox }) => {
    const before = await loadsOnSandbox(request, sandbox.url);
    const screens = await openImportAsDebtor(page);
    await screens.upload(invoiceFile(17, 'dos-pestanas.xlsx'));
    // The same session in a second tab (window.open copies sessionStorage, like a middle click).
    const [second] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((url) => window.open(url), page.url()),
    ]);
    const other = new ImportScreens(second);
    await expect(other.totalInvoices()).toHaveText('17');
    const firstTab = recordRequests(page);
    const secondTab = recordRequests(second);
    const posts = () => loadInvoicesPosts([...firstTab, ...secondTab]);
    await sendFromBothTabs(context, screens, other);
    const first = await screens.sentLoadId();
    expect(await other.sentLoadId()).toBe(first);
    expect(posts()).toHaveLength(1);
    expect(await loadsCreatedSince(request, sandbox.url, before)).toHaveLength(1);
  });

  test('an explicit logout asks to keep or delete unsent drafts', async ({ page }) => {
    const screens = await openImportAsDebtor(page);
    await screens.upload(invoiceFile(5, 'conservar.xlsx'));
    const logout = async () => {
      await page.getByRole('button', { name: /Menú de usuario/ }).click();
      await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    };
    const dialog = page.getByRole('alertdialog', { name: 'Tiene importaciones sin enviar' });

    await logout();
    await expect(dialog).toContainText('Hay 1 importación guardada en este dispositivo que aún no se ha enviado.');
    await dialog.getByRole('button', { name: 'Seguir en el portal' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/resumen/);

    await logout();
    await dialog.getByRole('button', { name: 'Conservarlas y cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await new LoginPage(page).signIn('deudor@demo.ni');
    await expect(page.getByText('Tiene 1 importación sin enviar guardada en este dispositivo.')).toBeVisible();

    await logout();
    await dialog.getByRole('button', { name: 'Eliminarlas y cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await new LoginPage(page).signIn('deudor@demo.ni');
    await expect(page.getByRole('heading', { name: /¡Bienvenido/ })).toBeVisible();
    await expect(page.getByText(/sin enviar guardada/)).toHaveCount(0);
    await screens.open();
    await expect(screens.drafts().getByText('No tiene importaciones guardadas en este dispositivo.')).toBeVisible();
  });
});
