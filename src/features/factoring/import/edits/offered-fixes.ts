import type { ColumnMatch, ReviewRow } from '@workers/import-engine/index';
import { columnMessages } from '@/features/factoring/import/columns/column-messages';
import { editMessages as t } from './edit-messages';
import { quickFixes } from './quick-fixes';

/** The fixes the review offers for its errors, each by the label of the control that applies it. */
export interface OfferedFixes {
  /** Text amounts that 'Convertir N montos' reads as numbers. */
  readonly amounts: number;
  /** Text dates that 'Convertir N fechas de texto' reads as dates. */
  readonly dates: number;
  /** The label of the button that opens the column step, when the columns were guessed; null otherwise. */
  readonly columns: string | null;
}

/**
 * What the review can fix in one step: the quick fixes of the grid's tools and, when the columns
 * were read by SPEC's positions or guessed, or a required one is missing, the column step (the
 * button the file notes show).
 */
export function offeredFixes(
  rows: readonly ReviewRow[],
  columns: Pick<ColumnMatch, 'by' | 'guessed'> | undefined,
  missingColumn = false,
): OfferedFixes {
  const fixes = quickFixes(rows);
  // A choice the debtor made is not a guess; drafts older than column matching have no `guessed`.
  const guessed = columns?.by === 'chosen' ? 0 : (columns?.guessed ?? []).length;
  // The same button the file notes show beside the guess or the missing column.
  const label = columns?.by === 'positions' ? columnMessages.choose : columnMessages.change;
  return {
    amounts: fixes.amounts.length,
    dates: fixes.dates.length,
    columns: columns !== undefined && (guessed > 0 || missingColumn) ? label : null,
  };
}

/** One sentence per offered fix, naming its control as the review labels it. */
export function fixSentences(fixes: OfferedFixes): string[] {
  return [
    ...(fixes.amounts > 0 ? [t.fixAmountsHint(fixes.amounts)] : []),
    ...(fixes.dates > 0 ? [t.fixDatesHint(fixes.dates)] : []),
    ...(fixes.columns !== null ? [t.chooseColumnsHint(fixes.columns)] : []),
  ];
}
