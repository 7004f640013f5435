import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { DataColumn } from '../../../../components/data-table/columns';
import { DataTable } from '../../../../components/data-table/data-table';
import type { InvoiceDetailRow } from '../drafts/draft-types';
import { importMessages } from '../messages';
import { issuesByRow, reviewOf, type RowReview } from '../row-issues';
import { Badge, type BadgeTone } from '../../../../components/badge';
import { overlapMessages } from '../../shared/invoice-overlaps';
import type { ReviewIssue } from '../duplicate-review';

const t = importMessages.summary;

interface ReviewedRow {
  readonly invoice: InvoiceDetailRow;
  readonly issues: readonly ReviewIssue[];
  readonly review: RowReview;
}

/**
 * A note shows its first characters: laying out a page of 26,000-character notes froze the
 * main thread for a quarter of a second in the import benchmark. Search, export and submission
 * still use the whole text.
 */
const OBSERVATIONS_PREVIEW = 280;

export function observationsPreview(text: string): string {
  return text.length <= OBSERVATIONS_PREVIEW ? text : `${text.slice(0, OBSERVATIONS_PREVIEW).trimEnd()}…`;
}

const reviewLabel: Record<RowReview, string> = { error: t.rowError, warning: t.rowWarning, ok: t.rowOk };
const reviewTone: Record<RowReview, BadgeTone> = { error: 'danger', warning: 'warning', ok: 'success' };

const columns: DataColumn<ReviewedRow>[] = [
  { id: 'row', header: t.row, kind: 'number', value: (row) => row.invoice.rowNumber },
  {
    id: 'review',
    header: t.rowState,
    kind: 'text',
    value: (row) => reviewLabel[row.review],
    cell: (row) => (
      <Badge tone={reviewTone[row.review]} mark={row.review === 'ok' ? '✓' : '!'}>
        {reviewLabel[row.review]}
      </Badge>
    ),
  },
  {
    id: 'issues',
    priority: 2,
    header: t.issues,
    kind: 'text',
    wrap: true,
    sortable: false,
    value: (row) => row.issues.map((issue) => `${issue.column}: ${issue.message}`).join(' '),
    cell: (row) =>
      row.issues.length === 0 ? null : (
        <ul className="row-issues">
          {row.issues.map((issue, index) => (
            <li key={index} className={`row-issues__item row-issues__item--${issue.severity}`}>
              <span className="row-issues__column">{issue.column}:</span> {issue.message}
              {issue.idLoad !== undefined && (
                <>
                  {' '}
                  <Link to="/factoring/historica/detalle/$idLoad" params={{ idLoad: String(issue.idLoad) }}>
                    {overlapMessages.openLoad(issue.idLoad)}
                  </Link>
                </>
              )}
            </li>
          ))}
        </ul>
      ),
  },
  {
    id: 'providerId',
    priority: 3,
    header: t.providerId,
    kind: 'text',
    value: (row) => row.invoice.providerIdentification,
  },
  { id: 'providerName', priority: 3, header: t.providerName, kind: 'text', value: (row) => row.invoice.providerName },
  {
    id: 'invoiceNumber',
    priority: 2,
    header: t.invoiceNumber,
    kind: 'text',
    value: (row) => row.invoice.invoiceNumber,
  },
  // The text the debtor wrote, 'Fecha inválida' included; sorted by the date behind it.
  {
    id: 'invoiceDate',
    priority: 3,
    header: t.invoiceDate,
    kind: 'date',
    value: (row) => row.invoice.invoiceDate,
    cell: (row) => row.invoice.invoiceDateFormatted,
  },
  {
    id: 'dueDate',
    priority: 2,
    header: t.dueDate,
    kind: 'date',
    value: (row) => row.invoice.dueDate,
    cell: (row) => row.invoice.dueDateFormatted,
  },
  { id: 'amountNIO', header: t.amountNIO, kind: 'amount', currency: 'NIO', value: (row) => row.invoice.amountNIO },
  { id: 'amountUSD', header: t.amountUSD, kind: 'amount', currency: 'USD', value: (row) => row.invoice.amountUSD },
  {
    id: 'observations',
    priority: 3,
    header: t.observations,
    kind: 'text',
    wrap: true,
    value: (row) => row.invoice.observations ?? '',
    cell: (row) => observationsPreview(row.invoice.observations ?? ''),
  },
];

/** Every invoice of the file, problem rows marked, with a filter that keeps only rows with errors. */
export function InvoiceDetailsTable({
  rows,
  issues,
}: {
  readonly rows: readonly InvoiceDetailRow[];
  readonly issues: readonly ReviewIssue[];
}) {
  const [errorsOnly, setErrorsOnly] = useState(false);
  const reviewed = useMemo(() => {
    const byRow = issuesByRow(issues);
    return rows.map((invoice): ReviewedRow => {
      const rowIssues = byRow.get(invoice.rowNumber) ?? [];
      return { invoice, issues: rowIssues, review: reviewOf(rowIssues) };
    });
  }, [rows, issues]);
  const shown = useMemo(
    () => (errorsOnly ? reviewed.filter((row) => row.review === 'error') : reviewed),
    [reviewed, errorsOnly],
  );

  return (
    <div className="card import-section import-details">
      <div className="import-section__header">
        <h2 className="import-section__title">{t.details}</h2>
        <label className="import-checkbox">
          <input
            type="checkbox"
            checked={errorsOnly}
            onChange={(event) => setErrorsOnly(event.currentTarget.checked)}
          />
          {t.errorsOnly}
        </label>
      </div>
      <DataTable
        // A new table when the filter changes, so it starts again on page 1.
        key={errorsOnly ? 'errors' : 'all'}
        label={t.details}
        columns={columns}
        rows={shown}
        rowId={(row) => String(row.invoice.rowNumber)}
        rowState={(row) => row.review}
        emptyText={errorsOnly ? t.noErrors : t.noRows}
        initialPageSize={25}
        searchable
      />
    </div>
  );
}
