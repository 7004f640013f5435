import { describe, expect, it } from 'vitest';
import { quickFixes } from '@/features/factoring/import/edits/quick-fixes';
import type { ReviewRow, RowNotes } from '../../../../workers/import-engine/review-rows';
import { reviseRows } from '../../../../workers/import-engine/revise';
import { reviewRow } from './review-rows';

const textDate = (text: string) => ({ kind: 'invalid', text, formatted: 'Fecha inválida' }) as const;
const textAmount = (text: string) => ({ kind: 'invalid', value: 0, text }) as const;

function rowWith(rowNumber: number, notes: RowNotes): ReviewRow {
  return { ...reviewRow(rowNumber), notes };
}

describe('one-click fixes', () => {
  it('converts text dates in both forms, in both date columns, and leaves ambiguous ones alone', () => {
    const rows = [
      rowWith(2, { invoiceDate: textDate('15/03/2026'), dueDate: textDate('2026-04-14') }),
      rowWith(3, { invoiceDate: textDate('03/15/2026'), dueDate: textDate('14/04/26') }),
      rowWith(4, { invoiceDate: textDate('mañana') }),
      // In a file written month first, it names two days: the debtor says which.
      rowWith(5, {
        dueDate: { ...textDate('02/01/2026'), ambiguous: { dayFirst: '2026-01-02', monthFirst: '2026-02-01' } },
      }),
    ];
    expect(quickFixes(rows).dates).toEqual([
      { kind: 'edit', row: 2, column: 'invoiceDate', input: { kind: 'date', iso: '2026-03-15' } },
      { kind: 'edit', row: 2, column: 'dueDate', input: { kind: 'date', iso: '2026-04-14' } },
    ]);
  });

  it('converts text amounts in both conventions, in both amount columns, and leaves ambiguous ones alone', () => {
    const rows = [
      rowWith(2, { amountNIO: textAmount('12,500.00'), amountUSD: textAmount('340,25') }),
      rowWith(3, { amountNIO: textAmount('12.500,00'), amountUSD: textAmount('1,250') }),
      rowWith(4, { amountNIO: textAmount('doce mil'), amountUSD: { kind: 'empty', value: 0 } }),
    ];
    expect(quickFixes(rows).amounts).toEqual([
      { kind: 'edit', row: 2, column: 'amountNIO', input: { kind: 'amount', value: 12500 } },
      { kind: 'edit', row: 2, column: 'amountUSD', input: { kind: 'amount', value: 340.25 } },
      { kind: 'edit', row: 3, column: 'amountNIO', input: { kind: 'amount', value: 12500 } },
    ]);
  });

  it('offers nothing for a row the file read well', () => {
    expect(quickFixes([reviewRow(2)])).toEqual({ dates: [], amounts: [] });
  });

  it('once applied by the engine, the fixed cells read as dates and numbers and their errors are gone', () => {
    const rows = [rowWith(2, { invoiceDate: textDate('15/01/2026'), amountNIO: textAmount('12.500,00') })];
    const before = reviseRows(rows, []);
    expect(before.issues.map((issue) => issue.column)).toEqual(['Fecha de factura (C)', 'Monto NIO (F)']);
    const fixes = quickFixes(rows);
    const after = reviseRows(rows, [...fixes.dates, ...fixes.amounts]);
    expect(after.issues).toEqual([]);
    expect(after.rows[0]?.detail).toMatchObject({ invoiceDate: '2026-01-15', amountNIO: 12500 });
    expect(quickFixes(after.rows)).toEqual({ dates: [], amounts: [] });
  });
});
