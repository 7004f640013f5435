import type { NewDraft } from './drafts/draft-types';
import { reviewTotals } from '../../../../workers/import-engine/summarise';
import type { ReviewRow, RowNotes } from '../../../../workers/import-engine/review-rows';
import type { ImportSummary, RowIssue } from '../../../../workers/import-engine/types';

/**
 * A parsed file as a draft of this user. Its totals count only rows without errors, as the
 * review's totals do after every edit.
 */
export function draftFromResult(
  userId: number,
  file: { name: string; size: number },
  summary: ImportSummary,
  issues: readonly RowIssue[],
  extras: { readonly notes?: Readonly<Record<number, RowNotes>>; readonly headerRow?: ReviewRow | undefined } = {},
): NewDraft {
  return {
    userId,
    fileName: file.name,
    fileSize: file.size,
    rows: summary.invoiceDetails,
    issues,
    summary: reviewTotals(summary.invoiceDetails, issues),
    ...(extras.notes ? { cellNotes: extras.notes } : {}),
    ...(extras.headerRow ? { headerRow: extras.headerRow } : {}),
  };
}
