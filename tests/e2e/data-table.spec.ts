import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { read, utils } from 'xlsx';
import { money, submitLoadAsDebtor, sumCents, type InvoiceInput } from './support/factoring-api';
import { expect, expectAccessible, test } from './support/fixtures';
import { LoginPage } from './support/login-page';

const providers = [
  { providerIdentification: 'J0310000000101', providerName: 'Bolsa Agrícola, S.A.' },
  { providerIdentification: 'J0310000000102', providerName: 'Álamos del Norte, S.A.' },
  { providerIdentification: 'J0310000000103', providerName: 'Alba Comercial, S.A.' },
  { providerIdentification: 'J0310000000104', providerName: 'Ñandú Textiles, S.A.' },
  { providerIdentification: 'J0310000000105', providerName: 'Zapatería Zelaya, S.A.' },
  { providerIdentification: 'J0310000000106', providerName: 'Ébano Muebles, S.A.' },
];

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const shownDate = (iso: string) => iso.split('-').reverse().join('/');
const collator = new Intl.Collator('es', { numeric: true });

/** 60 invoices whose numbers, amounts, dates and provider names all sort differently. */
const invoices: InvoiceInput[] = Array.from({ length: 60 }, (_, index) => {
  const provider = providers[index % providers.length] ?? providers[0];
  if (!provider) throw new Error('fixture');
  const invoiceDate = addDays('2026-01-01', (index * 37) % 60);
  return {
    ...provider,
    invoiceNumber: `DT-${String(((index * 23) % 60) + 1)}`,
    invoiceDate,
    dueDate: addDays(invoiceDate, 45),
    amountNIO: ((index * 7_919) % 60) * 1_000 + 0.25 + index / 100,
    amountUSD: index % 4 === 0 ? 100 + index : 0,
    ...(index === 6
      ? { observations: '=SUM(A1:A2)' }
      : index === 12
        ? { observations: '+50588887777' }
        : index === 18
          ? { observations: '@cmd' }
          : {}),
  };
});

const tableOf = (page: Page, idLoad: number) => page.getByRole('table', { name: `Facturas de la carga #${idLoad}` });
const column = async (table: Locator, header: string): Promise<string[]> => {
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim().startsWith(header));
  expect(index, header).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
};
const pageButtons = (page: Page) => page.getByRole('navigation', { name: /Paginación/ }).getByRole('listitem');
const gap = /^…\s*Páginas intermedias omitidas$/;

async function openLoad(page: Page, idLoad: number) {
  await new LoginPage(page).seedSession('deudor');
  await page.goto(`/factoring/historica/detalle/${idLoad}`);
  await expect(tableOf(page, idLoad).locator('tbody tr')).toHaveCount(10);
}

test('sorting and paging of a 60-row table behave as specified', async ({ page, request }) => {
  const { idLoad } = await submitLoadAsDebtor(request, invoices);
  await openLoad(page, idLoad);
  const table = tableOf(page, idLoad);
  const range = page.getByText(/^Mostrando \d+–\d+ de \d+$/);

  // Page size 10, six pages: ellipses beyond five.
  await expect(range).toHaveText('Mostrando 1–10 de 60');
  await expect(pageButtons(page)).toHaveText(['‹ Anterior', '1', '2', '3', '4', gap, '6', 'Siguiente ›']);
  await expect(page.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
  await page.getByRole('button', { name: 'Página 6' }).click();
  await expect(range).toHaveText('Mostrando 51–60 de 60');
  await expect(page.getByRole('button', { name: 'Página 6' })).toHaveAttribute('aria-current', 'page');
  await expect(pageButtons(page)).toHaveText(['‹ Anterior', '1', gap, '3', '4', '5', '6', 'Siguiente ›']);
  await expect(page.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  await expectAccessible(page, 'tabla de 60 filas');

  // Numbers: ascending first, then descending, then ascending again; sorting returns to page 1.
  const byNio = [...invoices]
    .sort((a, b) => a.amountNIO - b.amountNIO)
    .map((invoice) => money(invoice.amountNIO, 'NIO'));
  const nioHeader = table.getByRole('columnheader', { name: /Monto NIO/ });
  await nioHeader.getByRole('button').click();
  await expect(nioHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(range).toHaveText('Mostrando 1–10 de 60');
  expect(await column(table, 'Monto NIO')).toEqual(byNio.slice(0, 10));
  await nioHeader.getByRole('button').click();
  await expect(nioHeader).toHaveAttribute('aria-sort', 'descending');
  expect(await column(table, 'Monto NIO')).toEqual([...byNio].reverse().slice(0, 10));
  await nioHeader.getByRole('button').click();
  await expect(nioHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(await column(table, 'Monto NIO')).toEqual(byNio.slice(0, 10));

  // Strings in Spanish order (Álamos with the A's, Ñandú after N, Ébano with the E's), on 25 rows a page.
  await page.getByLabel('Filas por página').selectOption('25');
  await expect(range).toHaveText('Mostrando 1–25 de 60');
  await expect(pageButtons(page)).toHaveText(['‹ Anterior', '1', '2', '3', 'Siguiente ›']);
  const providerHeader = table.getByRole('columnheader', { name: /^Proveedor/ });
  await providerHeader.getByRole('button').click();
  const byProvider = [...invoices].map((invoice) => invoice.providerName).sort(collator.compare);
  expect(await column(table, 'Proveedor')).toEqual(byProvider.slice(0, 25));
  expect(byProvider[0]).toBe('Álamos del Norte, S.A.');

  // Dates by day, not by their dd/mm/yyyy text; invoice numbers by their digits.
  await table
    .getByRole('columnheader', { name: /Fecha de factura/ })
    .getByRole('button')
    .click();
  const byDate = [...invoices]
    .map((invoice) => invoice.invoiceDate)
    .sort()
    .map(shownDate);
  expect(await column(table, 'Fecha de factura')).toEqual(byDate.slice(0, 25));
  await table
    .getByRole('columnheader', { name: /^Factura/ })
    .getByRole('button')
    .click();
  expect((await column(table, 'Factura')).slice(0, 11)).toEqual([
    'DT-1',
    'DT-2',
    'DT-3',
    'DT-4',
    'DT-5',
    'DT-6',
    'DT-7',
    'DT-8',
    'DT-9',
    'DT-10',
    'DT-11',
  ]);

  // 100 rows a page: everything fits, so there is no pagination footer.
  await page.getByLabel('Filas por página').selectOption('100');
  await expect(table.locator('tbody tr')).toHaveCount(60);
  await expect(page.getByRole('navigation', { name: /Paginación/ })).toHaveCount(0);
  await expect(table.locator('tfoot')).toContainText(
    money(invoices.reduce((total, invoice) => total + Math.round(invoice.amountNIO * 100), 0) / 100, 'NIO'),
  );
});

test('an export opens as a valid .xlsx with the rows as sorted and searched, formula-like text kept as text', async ({
  page,
  request,
}) => {
  const { idLoad } = await submitLoadAsDebtor(request, invoices);
  await openLoad(page, idLoad);
  const table = tableOf(page, idLoad);
  await page.getByLabel('Buscar').fill('bolsa');
  await table
    .getByRole('columnheader', { name: /Monto NIO/ })
    .getByRole('button')
    .click();
  await table
    .getByRole('columnheader', { name: /Monto NIO/ })
    .getByRole('button')
    .click();

  const expected = invoices
    .filter((invoice) => invoice.providerName.startsWith('Bolsa'))
    .sort((a, b) => b.amountNIO - a.amountNIO)
    .map((invoice) => [
      invoice.invoiceNumber,
      invoice.providerIdentification,
      invoice.providerName,
      new Date(`${invoice.invoiceDate}T00:00:00Z`),
      new Date(`${invoice.dueDate}T00:00:00Z`),
      invoice.amountNIO,
      invoice.amountUSD,
      invoice.observations === undefined ? null : invoice.observations,
    ]);
  expect(expected.length).toBe(10);
  expect(await column(table, 'Factura')).toEqual(expected.map((row) => row[0]));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar a Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^carga-${idLoad}-facturas-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  await expect(page.getByText('Se exportaron 10 filas a Excel.')).toBeVisible();

  const workbook = read(readFileSync(await download.path()), { type: 'buffer', cellFormula: true, cellDates: true });
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('el archivo no tiene hojas');
  expect(workbook.SheetNames).toEqual([`Facturas de la carga #${idLoad}`]);
  const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
  expect(rows).toEqual([
    [
      'Factura',
      'Id. proveedor',
      'Proveedor',
      'Fecha de factura',
      'Vencimiento',
      'Monto NIO',
      'Monto USD',
      'Observaciones',
    ],
    ...expected,
    ['Total NIO', null, null, null, null, sumCents(expected.map((row) => Number(row[5]))), null, null],
    ['Total USD', null, null, null, null, null, sumCents(expected.map((row) => Number(row[6]))), null],
  ]);
  const formulas = Object.entries(sheet).filter(
    ([key, cell]) => !key.startsWith('!') && (cell as { f?: string }).f !== undefined,
  );
  expect(formulas).toEqual([]);
});
