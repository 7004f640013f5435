import { Link } from '@tanstack/react-router';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { DataColumn } from '@/components/data-table/columns';
import { invoiceFields } from '@contract/invoice-fields';
import { ALL_INVOICE_FIELDS, invoiceColumns, withColumnsAfter } from '@/features/factoring/shared/invoice-columns';
import { maturityColumn } from '@/features/factoring/shared/maturity-column';
import { DataTable } from '@/components/data-table/data-table';
import { readsOf } from '@workers/import-engine/index';
import type { CellRead, ReviewRow, RowChange, RowReads } from '@workers/import-engine/index';
import type { InvoiceDetailRow } from '@/features/factoring/import/drafts/draft-types';
import { importMessages } from '@/features/factoring/import/messages';
import { reviewOf, rowIssuesOf, type RowReview } from '@/features/factoring/import/row-issues';
import { Badge, type BadgeTone } from '@/components/badge';
import { overlapMessages } from '@/features/factoring/shared/invoice-overlaps';
import type { ReviewIssue } from '@/features/factoring/import/duplicate-review';
import { emptyEditLog, originalOf, removedRows, type EditLog } from '@/features/factoring/import/edits/edit-log';
import { EditableCell } from '@/features/factoring/import/edits/editable-cell';
import { restoreRowsSelector, rowAfter } from '@/features/factoring/import/edits/focus-after-delete';
import { editMessages } from '@/features/factoring/import/edits/edit-messages';
import { editHintId, GridEditingContext, type GridEditing } from '@/features/factoring/import/edits/grid-context';
import { useGridKeyboard } from '@/features/factoring/import/edits/use-grid-keyboard';
import { Button } from '@/components/ui/button';
import type { InvoiceFieldKey } from '@contract/invoice-fields';

const t = importMessages.summary;

interface ReviewedRow {
  readonly invoice: InvoiceDetailRow;
  readonly reads: RowReads;
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

const editable = (column: InvoiceFieldKey, shown?: (row: ReviewedRow) => string) => (row: ReviewedRow) => (
  <EditableCell
    row={row.invoice.rowNumber}
    column={column}
    read={row.reads[column]}
    {...(shown ? { shown: shown(row) } : {})}
  />
);

/** An amount the file held as text has no value to sort or search by: SPEC shows it empty. */
const amountValue = (read: CellRead) =>
  typeof read === 'object' && 'value' in read && read.kind === 'ok' ? read.value : null;

/** The first problem of a row, in a few words: its column, and how many more there are. */
function problemSummary(issues: readonly ReviewIssue[]): string {
  const [first, ...more] = issues;
  if (!first) return '';
  return more.length === 0 ? first.column : t.problemAndMore(first.column, more.length);
}

/**
 * Each field's column, from the field table, editable in place. A date shows the text the debtor
 * wrote ('Fecha inválida' included) and sorts by the day behind it; an amount the file held as text
 * has no value to sort or search by. Where there is room for one date only, the due date stays: it
 * is the one a factoring request turns on.
 */
const fieldColumns = invoiceColumns<ReviewedRow, InvoiceFieldKey>(
  ALL_INVOICE_FIELDS,
  (row, key) => (invoiceFields[key].kind === 'amount' ? amountValue(row.reads[key]) : row.invoice[key]),
  (key) => ({
    cell:
      key === 'observations'
        ? editable(key, (row) => observationsPreview(row.invoice.observations ?? ''))
        : editable(key),
    ...(key === 'providerName' ? { priority: 2 } : {}),
  }),
);

/**
 * The grid's columns. On a laptop it shows what a debtor fixes (number, provider, dates, amounts)
 * and each row's problem in a few words; on a tablet the dates and the provider give way first.
 * Priority 3 columns (the full problems, the provider's identification, the notes, the days to
 * maturity) fold into the row's detail where there is no room.
 */
const columns: DataColumn<ReviewedRow>[] = [
  { id: 'row', header: t.row, kind: 'number', value: (row) => row.invoice.rowNumber },
  {
    id: 'review',
    header: t.rowState,
    kind: 'text',
    value: (row) => reviewLabel[row.review],
    cell: (row) => (
      <span className="row-review">
        <Badge tone={reviewTone[row.review]} mark={row.review === 'ok' ? '✓' : '!'}>
          {reviewLabel[row.review]}
        </Badge>
        {row.issues.length > 0 && (
          <span className={`row-review__problem row-review__problem--${row.review}`}>{problemSummary(row.issues)}</span>
        )}
      </span>
    ),
  },
  ...withColumnsAfter(fieldColumns, 'dueDate', {
    ...maturityColumn<ReviewedRow>((row) => row.invoice.dueDate),
    priority: 3,
  }),
  // The whole list of a row's problems, in its detail: the grid shows the first in a few words.
  {
    id: 'issues',
    detailOnly: true,
    header: t.issues,
    kind: 'text',
    wrap: true,
    sortable: false,
    value: (row) => row.issues.map((issue) => `${issue.column}: ${issue.message}`).join(' '),
    // Said, not left blank: an empty list under its label reads as if something failed to show.
    cell: (row) =>
      row.issues.length === 0 ? (
        t.noIssues
      ) : (
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
];

/** The columns a debtor may hide from the grid (the row, its state, number and amounts always show). */
export const OPTIONAL_COLUMNS = columns
  .filter((column) => column.detailOnly !== true)
  .filter((column) => !['row', 'review', 'invoiceNumber', 'amountNIO', 'amountUSD'].includes(column.id))
  .map((column) => ({ id: column.id, header: column.header }));

type CellChange = Parameters<GridEditing['finishEdit']>[1];

// No row left after a deletion: the focus goes to 'Restaurar…' instead.
const restoreTarget = '';

interface InvoiceDetailsTableProps {
  readonly rows: readonly ReviewRow[];
  readonly issues: readonly ReviewIssue[];
  readonly editLog?: EditLog | undefined;
  /** False while the draft is queued or being sent: its cells are shown, not edited. */
  readonly editable?: boolean;
  readonly onChanges?: (changes: RowChange[]) => void;
  /** Undo, redo and the one-click fixes, above the grid. */
  readonly tools?: ReactNode;
  /** Columns the debtor chose to hide. */
  readonly hiddenColumns?: ReadonlySet<string>;
  /** The column chooser, beside the errors-only filter. */
  readonly columnChooser?: ReactNode;
}

/**
 * Every invoice of the file, problem rows marked, with a filter that keeps only rows with errors.
 * Each invoice cell can be edited in place (keyboard or double-click); selected rows can be deleted.
 */
export function InvoiceDetailsTable({
  rows,
  issues,
  editLog = emptyEditLog,
  editable: canEdit = false,
  onChanges,
  tools,
  hiddenColumns,
  columnChooser,
}: InvoiceDetailsTableProps) {
  const shownColumns = useMemo(
    () => (hiddenColumns ? columns.filter((column) => !hiddenColumns.has(column.id)) : columns),
    [hiddenColumns],
  );
  const [errorsOnly, setErrorsOnly] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  // The cell that takes the focus back once its input closes: once, so a later render never steals it.
  const focusAfterEdit = useRef<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const gridRef = useRef<HTMLDivElement>(null);
  const keyboard = useGridKeyboard(gridRef, (key) => {
    if (canEdit) setEditing(key);
  });
  const reviewed = useMemo(() => {
    const byRow = rowIssuesOf(
      rows.map((row) => row.detail),
      issues,
    );
    return rows.map((row): ReviewedRow => {
      const rowIssues = byRow.get(row.detail.rowNumber) ?? [];
      return { invoice: row.detail, reads: readsOf(row), issues: rowIssues, review: reviewOf(rowIssues) };
    });
  }, [rows, issues]);
  const shown = useMemo(
    () => (errorsOnly ? reviewed.filter((row) => row.review === 'error') : reviewed),
    [reviewed, errorsOnly],
  );
  const present = useMemo(() => new Set(rows.map((row) => String(row.detail.rowNumber))), [rows]);
  const selectedRows = [...selected].filter((id) => present.has(id));
  // An empty grid after the debtor deleted every row says so, not that the file had none.
  const allDeleted = rows.length === 0 && removedRows(editLog, new Set()).length > 0;

  const finishEdit = useCallback(
    (key: string, change: CellChange, then?: string) => {
      setEditing((current) => (current === key ? null : current));
      focusAfterEdit.current = then ?? key;
      if (change) onChanges?.([{ kind: 'edit', ...change }]);
    },
    [onChanges],
  );
  const { active, setActive } = keyboard;
  const grid = useMemo(
    (): GridEditing => ({
      editable: canEdit,
      active,
      editing,
      setActive,
      startEdit: (key) => {
        if (canEdit) setEditing(key);
      },
      finishEdit,
      originalOf: (row, column, current) => originalOf(editLog, row, column, current),
    }),
    [canEdit, active, editing, setActive, finishEdit, editLog],
  );

  useLayoutEffect(() => {
    const key = focusAfterEdit.current;
    if (key === null) return;
    const cell = gridRef.current?.querySelector<HTMLElement>(`.grid-cell[data-cell="${key}"]`);
    if (!cell) return;
    focusAfterEdit.current = null;
    cell.focus();
  });

  // Deleting rows disables the button that did it: the focus goes to the row after them, not to
  // the page's body; with no row left, to the way back ('Restaurar…').
  const detailsRef = useRef<HTMLDivElement>(null);
  const focusAfterDelete = useRef<string | null>(null);
  useLayoutEffect(() => {
    const target = focusAfterDelete.current;
    if (target === null) return;
    const selector =
      target === restoreTarget ? restoreRowsSelector : `tr[data-row-id="${CSS.escape(target)}"] input[type="checkbox"]`;
    const element = detailsRef.current?.querySelector<HTMLElement>(selector);
    if (!element) return;
    focusAfterDelete.current = null;
    element.focus();
  });

  const deleteSelected = () => {
    const shownIds = [...(gridRef.current?.querySelectorAll<HTMLElement>('tbody tr[data-row-id]') ?? [])].map(
      (row) => row.dataset.rowId ?? '',
    );
    focusAfterDelete.current = rowAfter(shownIds, new Set(selectedRows)) ?? restoreTarget;
    onChanges?.(selectedRows.map((id) => ({ kind: 'remove', row: Number(id) })));
    setSelected(new Set());
  };

  return (
    <div className="card import-section import-details" ref={detailsRef}>
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
        {columnChooser}
      </div>
      {canEdit && (
        <div className="grid-tools" role="group" aria-label={editMessages.tools}>
          {tools}
          <Button disabled={selectedRows.length === 0} onClick={deleteSelected}>
            {editMessages.deleteRows(selectedRows.length)}
          </Button>
        </div>
      )}
      {canEdit && (
        <p className="muted grid-hint" id={editHintId}>
          {editMessages.editHint}
        </p>
      )}
      <GridEditingContext.Provider value={grid}>
        <div ref={gridRef} className="invoice-grid" onKeyDown={keyboard.onKeyDown}>
          <DataTable
            // A new table when the filter changes, so it starts again on page 1.
            key={errorsOnly ? 'errors' : 'all'}
            label={t.details}
            columns={shownColumns}
            rows={shown}
            rowId={(row) => String(row.invoice.rowNumber)}
            rowState={(row) => row.review}
            emptyText={errorsOnly ? t.noErrors : allDeleted ? t.allRowsDeleted : t.noRows}
            searchable
            {...(canEdit
              ? {
                  selection: {
                    selectedIds: selected,
                    onChange: setSelected,
                    rowLabel: (row: ReviewedRow) => editMessages.selectRow(row.invoice.rowNumber),
                  },
                }
              : {})}
          />
        </div>
      </GridEditingContext.Provider>
    </div>
  );
}
