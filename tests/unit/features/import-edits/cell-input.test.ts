import { describe, expect, it } from 'vitest';
import {
  inputText,
  originalText,
  parseAmountText,
  parseCellInput,
  parseDateText,
  shownText,
} from '@/features/factoring/import/edits/cell-input';
import { readsOf } from '../../../../workers/import-engine/review-rows';
import { reviseRows } from '../../../../workers/import-engine/revise';
import { reviewRow } from './review-rows';

describe('parseDateText reads only dates that cannot be read two ways', () => {
  it.each([
    ['15/03/2026', '2026-03-15'],
    ['5/3/2026', '2026-03-05'],
    [' 2026-03-15 ', '2026-03-15'],
    ['29/02/2024', '2024-02-29'],
  ])('%s is %s', (text, iso) => {
    expect(parseDateText(text)).toBe(iso);
  });

  it.each(['03/15/2026', '15/03/26', '15-03-2026', '2026/03/15', '31/04/2026', '29/02/2025', 'mañana', '46000', ''])(
    'leaves %s alone',
    (text) => {
      expect(parseDateText(text)).toBeNull();
    },
  );
});

describe('parseAmountText reads amounts written as text in either convention', () => {
  it.each([
    ['12,500.00', 12500],
    ['12.500,00', 12500],
    ['1,234,567.89', 1234567.89],
    ['1.234.567,89', 1234567.89],
    ['1,234,567', 1234567],
    ['1.234.567', 1234567],
    ['12,5', 12.5],
    ['12,50', 12.5],
    ['C$ 12,500.00', 12500],
    ['US$1.250,75', 1250.75],
    ['-12,500.00', -12500],
    ['1500', 1500],
  ])('%s is %d', (text, value) => {
    expect(parseAmountText(text)).toBe(value);
  });

  it.each(['12,500', '1.250', '12,50.00', '1,2345.00', '12.500,123', '12 500', 'doce mil', '1,23,456.00', ''])(
    'leaves %s alone',
    (text) => {
      expect(parseAmountText(text)).toBeNull();
    },
  );
});

describe('parseCellInput checks what the debtor typed for the column', () => {
  it('reads dates typed dd/mm/yyyy and refuses others with a Spanish message', () => {
    expect(parseCellInput('invoiceDate', '15/03/2026')).toEqual({
      ok: true,
      input: { kind: 'date', iso: '2026-03-15' },
    });
    expect(parseCellInput('dueDate', '03/15/2026')).toEqual({
      ok: false,
      message: 'Escriba la fecha como dd/mm/aaaa, por ejemplo 15/03/2026.',
    });
  });

  it('reads amounts with up to two decimals, in either convention, and refuses a third decimal', () => {
    expect(parseCellInput('amountNIO', '1500.5')).toEqual({ ok: true, input: { kind: 'amount', value: 1500.5 } });
    expect(parseCellInput('amountNIO', '12,500')).toEqual({ ok: true, input: { kind: 'amount', value: 12500 } });
    expect(parseCellInput('amountUSD', '12.500,00')).toEqual({ ok: true, input: { kind: 'amount', value: 12500 } });
    expect(parseCellInput('amountUSD', '10.125')).toEqual({
      ok: false,
      message: 'Escriba un monto con hasta 2 decimales, por ejemplo 12500.00.',
    });
  });

  it('trims text, and an empty input empties the cell', () => {
    expect(parseCellInput('invoiceNumber', '  F-1001 ')).toEqual({ ok: true, input: { kind: 'text', text: 'F-1001' } });
    expect(parseCellInput('amountNIO', '  ')).toEqual({ ok: true, input: { kind: 'empty' } });
  });
});

describe('what a cell shows and what its input starts with', () => {
  it('shows a non-numeric amount as empty (SPEC), and starts its input with the file text', () => {
    const read = { kind: 'invalid', value: 0, text: '12,500.00' } as const;
    expect(shownText(read, 'NIO')).toBe('');
    expect(inputText(read)).toBe('12,500.00');
  });

  it('shows an unreadable date as Fecha inválida, and starts its input with the file text', () => {
    const read = { kind: 'invalid', text: '15/03/2026', formatted: 'Fecha inválida' } as const;
    expect(shownText(read, 'NIO')).toBe('Fecha inválida');
    expect(inputText(read)).toBe('15/03/2026');
  });

  it("shows an empty date cell as empty, as its error says, not as 'Fecha inválida'", () => {
    const [row] = reviseRows(
      [{ detail: { ...reviewRow(2).detail, dueDate: null, dueDateFormatted: 'Fecha inválida' } }],
      [],
    ).rows;
    if (!row) throw new Error('sin fila');
    const revised = reviseRows([row], []);
    expect(revised.issues.map((issue) => issue.message)).toEqual(['La fecha de vencimiento está vacía.']);
    expect(shownText(readsOf(row).dueDate, 'NIO')).toBe('');
    expect(originalText(readsOf(row).dueDate, 'NIO')).toBe('(vacía)');
  });

  it('starts an amount input with two decimals', () => {
    expect(inputText({ kind: 'ok', value: 1500.5, rounded: false })).toBe('1500.50');
  });
});
