import { createColumnHelper, flexRender, getCoreRowModel, getPaginationRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { InvoiceDetailRow, RowIssue } from '../../../../lib/drafts/draft-types';
import { formatAmount } from '../../../../lib/format';
import { importMessages } from '../messages';
import { issuesByRow, reviewOf, type RowReview } from '../row-issues';

const t = importMessages.summary;
const pageSize = 25;

interface ReviewedRow {
  readonly invoice: InvoiceDetailRow;
  readonly issues: readonly RowIssue[];
  readonly review: RowReview;
}

const reviewLabel: Record<RowReview, string> = { error: t.rowError, warning: t.rowWarning, ok: t.rowOk };

const column = createColumnHelper<ReviewedRow>();

const columns = [
  column.accessor((row) => row.invoice.rowNumber, { id: 'row', header: t.row, meta: { numeric: true } }),
  column.accessor('review', {
    header: t.rowState,
    cell: (info) => (
      <span className={`review-badge review-badge--${info.getValue()}`}>
        <span className="review-badge__mark" aria-hidden="true">
          {info.getValue() === 'ok' ? '✓' : '!'}
        </span>
        {reviewLabel[info.getValue()]}
      </span>
    ),
  }),
  column.accessor('issues', {
    header: t.issues,
    cell: (info) =>
      info.getValue().length === 0 ? null : (
        <ul className="row-issues">
          {info.getValue().map((issue, index) => (
            <li key={index} className={`row-issues__item row-issues__item--${issue.severity}`}>
              <span className="row-issues__column">{issue.column}:</span> {issue.message}
            </li>
          ))}
        </ul>
      ),
  }),
  column.accessor((row) => row.invoice.providerIdentification, { id: 'providerId', header: importMessages.summary.providerId }),
  column.accessor((row) => row.invoice.providerName, { id: 'providerName', header: t.providerName }),
  column.accessor((row) => row.invoice.invoiceNumber, { id: 'invoiceNumber', header: t.invoiceNumber }),
  column.accessor((row) => row.invoice.invoiceDateFormatted, { id: 'invoiceDate', header: t.invoiceDate }),
  column.accessor((row) => row.invoice.dueDateFormatted, { id: 'dueDate', header: t.dueDate }),
  column.accessor((row) => row.invoice.amountNIO, { id: 'amountNIO', header: t.amountNIO, cell: (info) => formatAmount(info.getValue(), 'NIO'), meta: { numeric: true } }),
  column.accessor((row) => row.invoice.amountUSD, { id: 'amountUSD', header: t.amountUSD, cell: (info) => formatAmount(info.getValue(), 'USD'), meta: { numeric: true } }),
  column.accessor((row) => row.invoice.observations ?? '', { id: 'observations', header: t.observations }),
];

const isNumeric = (meta: unknown) => typeof meta === 'object' && meta !== null && 'numeric' in meta;

/** Every invoice of the file, problem rows marked, with a filter that keeps only rows with errors. */
export function InvoiceDetailsTable({ rows, issues }: { readonly rows: readonly InvoiceDetailRow[]; readonly issues: readonly RowIssue[] }) {
  const [errorsOnly, setErrorsOnly] = useState(false);
  const [pageIndex, setPageIndex] = useState(0);
  const reviewed = useMemo(() => {
    const byRow = issuesByRow(issues);
    // Issues of rows the engine dropped (none today) would still show in the download.
    return rows.map((invoice): ReviewedRow => {
      const rowIssues = byRow.get(invoice.rowNumber) ?? [];
      return { invoice, issues: rowIssues, review: reviewOf(rowIssues) };
    });
  }, [rows, issues]);
  const shown = useMemo(() => (errorsOnly ? reviewed.filter((row) => row.review === 'error') : reviewed), [reviewed, errorsOnly]);
  const pageCount = Math.max(1, Math.ceil(shown.length / pageSize));
  const page = Math.min(pageIndex, pageCount - 1);

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table returns a stable instance; nothing here is memoised by the React Compiler.
  const table = useReactTable({
    data: shown,
    columns,
    getRowId: (row) => String(row.invoice.rowNumber),
    state: { pagination: { pageIndex: page, pageSize } },
    getCoreRowModel: getCoreRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
  });

  return (
    <section className="card import-section" aria-labelledby="details-title">
      <div className="import-section__header">
        <h2 id="details-title" className="import-section__title">
          {t.details}
        </h2>
        <label className="import-checkbox">
          <input
            type="checkbox"
            checked={errorsOnly}
            onChange={(event) => {
              setErrorsOnly(event.currentTarget.checked);
              setPageIndex(0);
            }}
          />
          {t.errorsOnly}
        </label>
      </div>
      <div className="import-table__scroll" role="region" aria-labelledby="details-title" tabIndex={0}>
        <table className="import-table import-table--details">
          <caption className="visually-hidden">{t.details}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className={isNumeric(header.column.columnDef.meta) ? 'import-table__numeric' : undefined}>
                    {String(header.column.columnDef.header)}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="import-table__message">
                  {errorsOnly ? t.noErrors : t.noRows}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} data-review={row.original.review} className={`import-table__row--${row.original.review}`}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={isNumeric(cell.column.columnDef.meta) ? 'import-table__numeric' : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pageCount > 1 && (
        <nav className="import-pagination" aria-label={t.pagination}>
          <button type="button" className="button button--ghost button--small" disabled={page === 0} onClick={() => setPageIndex(page - 1)}>
            {t.previous}
          </button>
          <span className="tabular" aria-live="polite">
            {t.pageOf(page + 1, pageCount)}
          </span>
          <button type="button" className="button button--ghost button--small" disabled={page >= pageCount - 1} onClick={() => setPageIndex(page + 1)}>
            {t.next}
          </button>
        </nav>
      )}
    </section>
  );
}
