import type { Page } from '@playwright/test';
import { xlsxFile, type SheetRows } from '../fixtures/spreadsheets';
import { expect, expectAccessible, test } from './support/fixtures';
import { xlsxType, openImportAsDebtor } from './support/import-page';

/** An ERP export: one invoice of C$ 1,000.00 and USD 27.30, under the titles given. */
function erpFile(name: string, titles: readonly string[], amounts: readonly [number, number], sheets = 1) {
  const invoice = ['J0310000000123', 'Distribuidora Ñandú S.A.', 45292, 45322, `F-${name}`];
  const rows: SheetRows = [[...titles], [...invoice, ...amounts, 'Entrega']];
  const extra = Array.from({ length: sheets - 1 }, (_, index) => ({ name: `Hoja ${index + 2}`, rows: [['x']] }));
  return { name, mimeType: xlsxType, buffer: Buffer.from(xlsxFile([{ name: 'Enero', rows }, ...extra])) };
}

const totals = (page: Page) => ({
  nio: page.getByTestId('total-nio'),
  usd: page.getByTestId('total-usd'),
});

test('a file whose headers swap Monto USD and Monto NIO is read the way they say, and the review says so', async ({
  page,
}) => {
  const screens = await openImportAsDebtor(page);
  const titles = ['RUC', 'Proveedor', 'Fecha', 'Vence', 'Factura', 'Monto USD', 'Monto NIO', 'Notas'];
  await screens.upload(erpFile('erp.xlsx', titles, [27.3, 1000], 3));
  await expect(totals(page).nio).toHaveText('C$1,000.00');
  await expect(totals(page).usd).toHaveText('USD 27.30');
  const notes = page.getByRole('region', { name: 'Cómo se leyó el archivo' });
  await expect(notes).toContainText(
    'Columnas leídas por su encabezado: Monto NIO de G («Monto NIO»), Monto USD de F («Monto USD»).',
  );
  await expect(notes).toContainText('Se leyó la hoja «Enero». El libro tiene 2 hojas más, que no se importan');
  await expectAccessible(page, 'revisión con las columnas leídas por su encabezado');
});

test("a debtor's match of columns is read at once, replaces the draft, and is remembered for the same headers", async ({
  page,
}) => {
  const screens = await openImportAsDebtor(page);
  const titles = ['Código', 'Nombre', 'Emitida', 'Plazo', 'Doc', 'Valor 1', 'Valor 2', 'Obs'];
  await screens.upload(erpFile('enero.xlsx', titles, [27.3, 1000]));
  const notes = page.getByRole('region', { name: 'Cómo se leyó el archivo' });
  await expect(notes).toContainText(
    'No se reconocieron en la fila 1 los encabezados de Identificación del proveedor (A), Fecha de factura (C), Fecha de vencimiento (D), Número de factura (E), Monto NIO (F), Monto USD (G)',
  );
  // Read by SPEC's positions: the dollars landed in córdobas.
  await expect(totals(page).nio).toHaveText('C$27.30');

  await notes.getByRole('button', { name: 'Elegir columnas' }).click();
  const step = page.getByRole('dialog', { name: 'Columnas del archivo' });
  await step.getByLabel('Monto NIO').selectOption({ label: 'G · Valor 2' });
  await expect(step.getByRole('alert')).toHaveText(
    'La columna G está elegida para Monto NIO y Monto USD: elija una columna distinta para cada dato.',
  );
  await expect(step.getByRole('button', { name: 'Leer con estas columnas' })).toBeDisabled();
  await expectAccessible(page, 'paso de elegir columnas');
  await step.getByLabel('Monto USD').selectOption({ label: 'F · Valor 1' });
  await step.getByRole('button', { name: 'Leer con estas columnas' }).click();

  await expect(step).toBeHidden();
  await expect(totals(page).nio).toHaveText('C$1,000.00');
  await expect(totals(page).usd).toHaveText('USD 27.30');
  await expect(notes).toContainText(
    'Columnas que usted eligió para estos encabezados: Monto NIO de G («Valor 2»), Monto USD de F («Valor 1»).',
  );
  await screens.stored();
  await screens.open();
  // The draft read with the first columns is gone: only the one read again is left.
  await expect(screens.drafts().getByRole('listitem')).toHaveCount(1);

  await screens.upload(erpFile('febrero.xlsx', titles, [27.3, 1000]));
  await expect(totals(page).nio).toHaveText('C$1,000.00');
  await expect(notes).toContainText('Columnas que usted eligió para estos encabezados');
});

test.describe('on a 1280×800 laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("when the columns were guessed and rows have errors, the message that stops the sending names 'Elegir columnas'", async ({
    page,
  }) => {
    const screens = await openImportAsDebtor(page);
    // The invoice date is where SPEC puts the due date's title: read by position, it is not a date.
    const titles = ['Código', 'Nombre', 'Plazo', 'Emitida', 'Doc', 'Valor 1', 'Valor 2', 'Obs'];
    const rows: SheetRows = [
      titles,
      ['J0310000000123', 'Distribuidora Ñandú S.A.', 'a 30 días', 45292, 'F-1', 1000, 0, ''],
    ];
    await screens.upload({
      name: 'plazos.xlsx',
      mimeType: xlsxType,
      buffer: Buffer.from(xlsxFile([{ name: 'Enero', rows }])),
    });
    await expect(page.locator('#submit-hint')).toContainText(
      'Si los datos no están en su columna, «Elegir columnas», en «Cómo se leyó el archivo», lee el archivo con las columnas que usted elija.',
    );
    await expect(
      page.getByRole('region', { name: 'Cómo se leyó el archivo' }).getByRole('button', { name: 'Elegir columnas' }),
    ).toBeVisible();
  });

  test('the column step gives the focus back to the button that opened it, also once the file is read again', async ({
    page,
  }) => {
    const screens = await openImportAsDebtor(page);
    const titles = ['Código', 'Nombre', 'Emitida', 'Plazo', 'Doc', 'Valor 1', 'Valor 2', 'Obs'];
    await screens.upload(erpFile('marzo.xlsx', titles, [27.3, 1000]));
    const notes = page.getByRole('region', { name: 'Cómo se leyó el archivo' });
    const choose = notes.getByRole('button', { name: 'Elegir columnas' });
    const step = page.getByRole('dialog', { name: 'Columnas del archivo' });

    // Cancelled with Escape, then with its button: the focus is back on 'Elegir columnas' each time.
    await choose.focus();
    await page.keyboard.press('Enter');
    await expect(step.getByLabel('Identificación del proveedor')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(step).toBeHidden();
    await expect(choose).toBeFocused();
    await page.keyboard.press('Enter');
    await step.getByRole('button', { name: 'Cancelar' }).click();
    await expect(choose).toBeFocused();

    // Read again with the chosen columns: the draft is a new one, and its notes' button has the focus.
    await page.keyboard.press('Enter');
    await step.getByLabel('Monto NIO').selectOption({ label: 'G · Valor 2' });
    await step.getByLabel('Monto USD').selectOption({ label: 'F · Valor 1' });
    await step.getByRole('button', { name: 'Leer con estas columnas' }).click();
    await expect(step).toBeHidden();
    await expect(totals(page).nio).toHaveText('C$1,000.00');
    const change = notes.getByRole('button', { name: 'Cambiar columnas' });
    await expect(change).toBeFocused();
    // The warning about the headers was about the guess: the columns chosen, it is gone.
    await expect(notes).not.toContainText('No se reconocieron');
    await expectAccessible(page, 'revisión leída otra vez con las columnas elegidas');
  });
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the notes and the step to match columns are accessible', async ({ page }) => {
    const screens = await openImportAsDebtor(page);
    const titles = ['RUC', 'Proveedor', 'Fecha', 'Vence', 'Factura', 'Monto USD', 'Monto NIO', 'Notas'];
    await screens.upload(erpFile('erp.xlsx', titles, [27.3, 1000], 2));
    await expectAccessible(page, 'revisión en tableta');
    await page.getByRole('button', { name: 'Cambiar columnas' }).click();
    await expect(page.getByRole('dialog', { name: 'Columnas del archivo' })).toBeVisible();
    await expectAccessible(page, 'paso de elegir columnas en tableta');
  });
});
