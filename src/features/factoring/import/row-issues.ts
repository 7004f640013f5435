import type { Draft, InvoiceDetailRow, RowIssue } from './drafts/draft-types';
import type { ExportCell } from '@/lib/import-bridge';
import { lacksField } from '@workers/import-engine/index';
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

/**
 * Each row's issues, by spreadsheet row number. A column the file lacks is one problem in the
 * list (row 0), but every row without that value shows it too: the row cannot be sent and is
 * left out of the totals, so it must not read 'Correcta'.
 */
export function rowIssuesOf<Issue extends RowIssue>(
  rows: readonly InvoiceDetailRow[],
  issues: readonly Issue[],
): ReadonlyMap<number, readonly Issue[]> {
  const byRow = issuesByRow(issues);
  const lacked = (byRow.get(0) ?? []).flatMap((issue) => (issue.field ? [{ issue, field: issue.field }] : []));
  if (lacked.length === 0) return byRow;
  const withLacked = new Map(byRow);
  for (const row of rows) {
    const own = byRow.get(row.rowNumber) ?? [];
    const lacks = lacked
      .filter(({ field }) => lacksField(field, row))
      .map(({ issue }) => ({
        ...issue,
        row: row.rowNumber,
        message: importMessages.summary.lacksColumn(issue.column),
      }));
    if (lacks.length > 0) withLacked.set(row.rowNumber, [...lacks, ...own]);
  }
  return withLacked;
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
