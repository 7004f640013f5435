import type { ReviewRow, RowChange } from '@workers/import-engine/index';
import { parseAmountText, parseDateText } from './cell-input';

export interface QuickFixes {
  /** Text dates that read one way only ('15/03/2026', '2026-03-15'), as dates. */
  readonly dates: readonly RowChange[];
  /** Amounts written as text in either convention ('12,500.00', '12.500,00'), as numbers. */
  readonly amounts: readonly RowChange[];
}

/** The one-click fixes a draft offers; a cell that could be read two ways is left for the debtor. */
export function quickFixes(rows: readonly ReviewRow[]): QuickFixes {
  const dates: RowChange[] = [];
  const amounts: RowChange[] = [];
  for (const { detail, notes } of rows) {
    if (!notes) continue;
    const row = detail.rowNumber;
    for (const column of ['invoiceDate', 'dueDate'] as const) {
      const note = notes[column];
      // A date of a file written month first that names two days is the debtor's to fix.
      const iso = note?.kind === 'invalid' && !note.ambiguous ? parseDateText(note.text) : null;
      if (iso) dates.push({ kind: 'edit', row, column, input: { kind: 'date', iso } });
    }
    for (const column of ['amountNIO', 'amountUSD'] as const) {
      const note = notes[column];
      // An amount in another currency, or one that reads two ways, is the debtor's to fix.
      const value = note?.kind === 'invalid' && !note.problem ? parseAmountText(note.text) : null;
      if (value !== null) amounts.push({ kind: 'edit', row, column, input: { kind: 'amount', value } });
    }
  }
  return { dates, amounts };
}
