import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import { nothingToImport } from '@/features/factoring/import/nothing-to-import';
import { expectAccepted } from '../../fixtures/import-expectations';
import { HEADER, invoiceRows, xlsFile, xlsxFile } from '../../fixtures/spreadsheets';

const read = async (name: string, bytes: Uint8Array) => {
  const result = await parseInvoiceFile({ name, bytes });
  if (!result.ok) throw new Error(`expected an accepted file, got: ${result.error}`);
  return result;
};

describe('a workbook with no invoices on its first sheet is not saved as a draft', () => {
  it('names the only sheet of a header-only file and says only the first sheet is read', async () => {
    const result = await read('vacio.xlsx', xlsxFile([{ name: 'Facturas', rows: [HEADER] }]));
    expect(result.sheetNames).toEqual(['Facturas']);
    expect(nothingToImport(result)).toEqual({
      message: 'La primera hoja del libro, «Facturas», no tiene facturas. Solo se lee la primera hoja.',
      hint: 'Escriba una factura por fila, debajo del encabezado, y vuelva a cargar el archivo.',
    });
  });

  it.each([
    ['xlsx', xlsxFile],
    ['xls', xlsFile],
  ] as const)('offers the sheet with the table behind an empty first sheet (.%s)', async (extension, build) => {
    const bytes = build([
      { name: 'Instrucciones', rows: [] },
      { name: 'Facturas', rows: [HEADER, ...invoiceRows(3)] },
      { name: 'Proveedores', rows: [['J0310000000001']] },
    ]);
    const result = await read(`libro.${extension}`, bytes);
    expect(result.sheetNames).toEqual(['Instrucciones', 'Facturas', 'Proveedores']);
    expect(result.summary.totalInvoices).toBe(0);
    expect(nothingToImport(result)).toEqual({
      message: 'La primera hoja del libro, «Instrucciones», no tiene una tabla de facturas: no se leyó como facturas.',
      hint: 'La tabla de facturas está en la hoja «Facturas».',
      sheet: 'Facturas',
    });
  });

  it('offers the sheet with the table behind a cover (tests/fixtures/accounting/structure)', async () => {
    const bytes = readFileSync(new URL('../../fixtures/accounting/structure/cover-sheet.xlsx', import.meta.url));
    expect(nothingToImport(await read('libro.xlsx', new Uint8Array(bytes)))).toMatchObject({ sheet: 'Facturas' });
  });

  it('names a single other sheet in the singular, when no sheet has a table', async () => {
    const bytes = xlsxFile([
      { name: 'Portada', rows: [['Facturas de noviembre']] },
      { name: 'Notas', rows: [['Pendiente de cargar']] },
    ]);
    expect(nothingToImport(await read('libro.xlsx', bytes))).toEqual({
      message: 'La primera hoja del libro, «Portada», no tiene facturas. Solo se lee la primera hoja.',
      hint: 'El libro también tiene la hoja «Notas», que no se lee. Mueva las facturas a la primera hoja, debajo del encabezado, y vuelva a cargar el archivo.',
    });
  });

  it('lets a file with one invoice through, whatever its other sheets', async () => {
    const bytes = xlsxFile([
      { name: 'Facturas', rows: [HEADER, ...invoiceRows(1)] },
      { name: 'Instrucciones', rows: [['Una factura por fila']] },
    ]);
    const result = await read('una.xlsx', bytes);
    expect(expectAccepted(result).summary.totalInvoices).toBe(1);
    expect(result.sheetNames).toEqual(['Facturas', 'Instrucciones']);
    expect(nothingToImport(result)).toBeNull();
  });
});
