import type { Draft, InvoiceDetailRow, RowIssue } from './drafts/draft-types';
import type { ExportCell } from '@/lib/import-bridge';
import { importMessages } from './messages';

export type RowReview = 'error' | 'warning' | 'ok';

/** Issues by spreadsheet row number. */
export function issuesByRow<Issue extends RowIssue>(issues: readonly Issue[]): ReadonlyMap<number, readonly Issue[]> {
  const byRow = new Map<number, Issue[]>();
  for (const issue of issues) {
    const list = byRow.get(issue.row) ?? [];
    list.push(issue);
    byRow.set(issue.row, list);
  }
  return byRow;
}

export function reviewOf(issues: readonly RowIssue[] | undefined): RowReview {
  if (!issues || issues.length === 0) return 'ok';
  return issues.some((issue) => issue.severity === 'error') ? 'error' : 'warning';
}

export function countBySeverity(issues: readonly RowIssue[]): { errors: number; warnings: number } {
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  return { errors, warnings: issues.length - errors };
}

/**
 * 'Descargar errores': one line per problem, with the row's ids so the debtor finds it in Excel.
 * A problem of the file as a whole (row 0: a required column it lacks) comes first, its row said
 * in words: a row number 0 would send the debtor looking for a row that Excel does not have.
 */
export function errorReport(draft: Pick<Draft, 'rows' | 'issues'>): {
  header: readonly string[];
  rows: ExportCell[][];
} {
  const t = importMessages.errorExport;
  const rowsByNumber = new Map<number, InvoiceDetailRow>(draft.rows.map((row) => [row.rowNumber, row]));
  const ordered = [...draft.issues].sort((a, b) => a.row - b.row);
  return {
    header: t.header,
    rows: ordered.map((issue) => {
      const row = rowsByNumber.get(issue.row);
      return [
        issue.row === 0 ? t.wholeFile : issue.row,
        issue.column,
        issue.severity === 'error' ? t.error : t.warning,
        issue.message,
        row?.providerIdentification ?? null,
        row?.invoiceNumber ?? null,
      ];
    }),
  };
}
