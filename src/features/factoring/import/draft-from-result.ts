import type { NewDraft } from './drafts/draft-types';
import type { ImportResult } from '@workers/import-engine/index';

type ReadFile = Pick<
  Extract<ImportResult, { ok: true }>,
  'summary' | 'issues' | 'totals' | 'notes' | 'headerRow' | 'columns' | 'sheet'
>;

/**
 * A parsed file as a draft of this user. Its totals are the engine's review totals: they count
 * only rows without errors, as the review's totals do after every edit.
 */
export function draftFromResult(userId: number, file: { name: string; size: number }, result: ReadFile): NewDraft {
  return {
    userId,
    fileName: file.name,
    fileSize: file.size,
    rows: result.summary.invoiceDetails,
    issues: result.issues,
    summary: result.totals,
    cellNotes: result.notes,
    columns: result.columns,
    sheet: result.sheet,
    ...(result.headerRow ? { headerRow: result.headerRow } : {}),
  };
}
