import { describe, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import { neutraliseCell, writeWorkbook } from '../../../workers/import-engine/export-rows';

function readBack(bytes: Uint8Array) {
  const workbook = read(bytes, { type: 'array', cellFormula: true });
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
  it('neutralises formula-like text: =SUM(1), +1, -1, @x, tab and carriage return', () => {
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
      ["'=SUM(1)", "'+1"],
      ["'-1", "'@x"],
      ["'\t=1", "'\r=1"],
    ]);
    const formulas = Object.entries(sheet).filter(([key, cell]) => !key.startsWith('!') && (cell as { f?: string }).f);
    expect(formulas).toEqual([]);
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
    expect(neutraliseCell(Number.NaN)).toBeNull();
    expect(neutraliseCell(Number.POSITIVE_INFINITY)).toBeNull();
    expect(neutraliseCell(12)).toBe(12);
  });
});
