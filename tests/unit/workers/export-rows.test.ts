import { describe, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import { exportedCell, writeWorkbook } from '../../../workers/import-engine/export-rows';

function readBack(bytes: Uint8Array) {
  const workbook = read(bytes, { type: 'array', cellFormula: true, cellNF: true, cellStyles: true });
  const name = workbook.SheetNames[0] ?? '';
  const sheet = workbook.Sheets[name];
  if (!sheet) throw new Error('no sheet');
  return {
    name,
    sheet,
    rows: utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null }),
  };
}

describe('writeWorkbook', () => {
  it('keeps formula-like text exactly, as text cells that are never formulas: =SUM(1), +1, -1, @x, tab, carriage return', () => {
    const bytes = writeWorkbook(
      [
        ['Fila', 'Mensaje'],
        ['=SUM(1)', '+1'],
        ['-1', '@x'],
        ['\t=1', '\r=1'],
      ],
      'Errores',
    );
    const { rows, sheet } = readBack(bytes);
    expect(rows).toEqual([
      ['Fila', 'Mensaje'],
      ['=SUM(1)', '+1'],
      ['-1', '@x'],
      ['\t=1', '\r=1'],
    ]);
    const cells = Object.entries(sheet).filter(([key]) => !key.startsWith('!'));
    expect(cells.filter(([, cell]) => (cell as { f?: string }).f !== undefined)).toEqual([]);
    expect(cells.every(([, cell]) => (cell as { t?: string }).t === 's')).toBe(true);
  });

  it('keeps numbers, ordinary text and empty cells as they are', () => {
    const { rows } = readBack(
      writeWorkbook(
        [
          ['Factura', 'Monto', 'Obs'],
          ['F-1', -150.5, null],
          ['0012345', 0, 'a = b'],
        ],
        'Datos',
      ),
    );
    expect(rows).toEqual([
      ['Factura', 'Monto', 'Obs'],
      ['F-1', -150.5, null],
      ['0012345', 0, 'a = b'],
    ]);
  });

  it('makes any sheet name acceptable to Excel', () => {
    expect(readBack(writeWorkbook([['x']], 'Errores [1]/2')).name).toBe('Errores  1  2');
    expect(readBack(writeWorkbook([['x']], '__proto__')).name).toBe('Hoja1');
    expect(readBack(writeWorkbook([['x']], '')).name).toBe('Hoja1');
    expect(readBack(writeWorkbook([['x']], 'x'.repeat(40))).name).toHaveLength(31);
  });

  it('turns non-finite numbers into empty cells', () => {
    expect(exportedCell(Number.NaN)).toBeNull();
    expect(exportedCell(Number.POSITIVE_INFINITY)).toBeNull();
    expect(exportedCell(12)).toBe(12);
  });

  it('writes dates as date cells shown dd/mm/yyyy and amounts as numbers with two decimals', () => {
    const { sheet } = readBack(
      writeWorkbook(
        [
          ['Fecha de factura', 'Monto NIO'],
          [{ date: '2025-04-08' }, { amount: 1234.5 }],
          [{ date: '2024-02-29T10:00:00Z' }, { amount: -0.1 }],
          [{ date: '2025-02-30' }, { amount: Number.NaN }],
        ],
        'Carga histórica',
      ),
    );
    expect(sheet.A2).toMatchObject({ t: 'n', v: 45755, z: 'dd/mm/yyyy', w: '08/04/2025' });
    expect(sheet.A3).toMatchObject({ t: 'n', v: 45351, z: 'dd/mm/yyyy', w: '29/02/2024' });
    expect(sheet.B2).toMatchObject({ t: 'n', v: 1234.5, z: '#,##0.00', w: '1,234.50' });
    expect(sheet.B3).toMatchObject({ t: 'n', v: -0.1, z: '#,##0.00', w: '-0.10' });
    // A day that does not exist and an amount that is not a number are left empty, not invented.
    expect(sheet.A4).toBeUndefined();
    expect(sheet.B4).toBeUndefined();
  });

  it('reads back as real dates with cellDates', () => {
    const workbook = read(writeWorkbook([['Fecha'], [{ date: '2025-12-31' }]], 'Fechas'), {
      type: 'array',
      cellDates: true,
    });
    expect(workbook.Sheets.Fechas?.A2).toMatchObject({ t: 'd', v: new Date(Date.UTC(2025, 11, 31)) });
  });

  it('sizes each column to its longest text, within 8 and 60 characters', () => {
    const { sheet } = readBack(
      writeWorkbook(
        [
          ['N', 'Deudor', 'Fecha', 'Saldo actual NIO', 'Notas'],
          ['1', 'Distribuidora Xolotlán, S.A.', { date: '2025-01-02' }, { amount: 1_234_567.5 }, 'x'.repeat(90)],
        ],
        'Anchos',
      ),
    );
    expect(sheet['!cols']?.map((column) => column.wch)).toEqual([8, 30, 12, 18, 60]);
  });
});
