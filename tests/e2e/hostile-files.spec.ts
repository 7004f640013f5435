import { HOSTILE_CORPUS } from '../fixtures/hostile-corpus';
import { expect, test } from './support/fixtures';
import { openImportAsDebtor } from './support/import-page';

const xlsType = 'application/vnd.ms-excel';

function corpusFile(name: string) {
  const hostile = HOSTILE_CORPUS.find((candidate) => candidate.name === name);
  if (!hostile) throw new Error(`no corpus file ${name}`);
  return { hostile, file: { name, mimeType: xlsType, buffer: Buffer.from(hostile.build()) } };
}

test.describe('hostile files in the browser worker', () => {
  test('each ends in its SPEC message, nothing is saved, and a good .xls with formulas still imports', async ({
    page,
  }) => {
    const screens = await openImportAsDebtor(page);
    const alert = page.getByRole('alert');
    // The .xls files SheetJS loops on end at the worker's time limit (a minute in the app), which
    // the bridge's own tests prove with a short limit and a real worker thread.
    for (const name of ['clave.xlsx', 'clave.xls', 'dos-libros.xlsx', 'indice.xlsx', 'vacio.xlsx']) {
      const { hostile, file } = corpusFile(name);
      if ('accepted' in hostile.expected) throw new Error(`${name} is not a rejected case`);
      await screens.fileInput().setInputFiles(file);
      await expect(alert, hostile.label).toContainText(`No se pudo importar «${name}»`, { timeout: 15_000 });
      await expect(alert, hostile.label).toContainText(hostile.expected.rejected);
    }
    await expect(screens.drafts().getByText('No tiene importaciones guardadas en este dispositivo.')).toBeVisible();

    // The production worker reads .xls with SheetJS: the values cached with formulas arrive.
    await screens.upload(corpusFile('formulas.xls').file);
    await expect(screens.totalInvoices()).toHaveText('12');
    await expect(page.getByText('0 errores, 0 advertencias')).toBeVisible();
  });
});
