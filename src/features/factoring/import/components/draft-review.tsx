import { useEffect, useEffectEvent, useMemo } from 'react';
import { reviewTotals } from '@workers/import-engine/index';
import type { RowChange } from '@workers/import-engine/index';
import type { Draft } from '@/features/factoring/import/drafts/draft-types';
import { reviewRowsOf } from '@/features/factoring/import/edits/draft-editor';
import { emptyEditLog } from '@/features/factoring/import/edits/edit-log';
import { EditTools } from '@/features/factoring/import/edits/edit-tools';
import { editMessages } from '@/features/factoring/import/edits/edit-messages';
import { HeaderRowNotice } from '@/features/factoring/import/edits/header-row-notice';
import { fixSentences, offeredFixes } from '@/features/factoring/import/edits/offered-fixes';
import { useDraftEdits } from '@/features/factoring/import/edits/use-draft-edits';
import { useAfterPaint } from '@/lib/use-after-paint';
import { FileNotes } from '@/features/factoring/import/columns/file-notes';
import { ColumnChooser } from './column-chooser';
import { useHiddenColumns } from './hidden-columns';
import { useDuplicateReview } from '@/features/factoring/import/use-duplicate-review';
import { InvoiceDetailsTable, OPTIONAL_COLUMNS } from './invoice-details-table';
import { ProviderSummaryTable } from './provider-summary';
import { SubmitPanel } from './submit-panel';
import { SummaryTotals } from './summary-totals';
import { Alert } from '@/components/ui/alert';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLElement && target.isContentEditable);

// A dialog over the review (confirm, discard) owns the keyboard: its keys never change the grid behind it.
const inDialog = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null;

interface DraftReviewProps {
  readonly userId: number;
  readonly draft: Draft;
  /** Still being written to IndexedDB: shown, but not sent, discarded or edited until it is stored. */
  readonly storing?: boolean;
}

/** The draft as it will be sent, checked against what the server already holds, edited in place. */
export function DraftReview({ userId, draft: stored, storing = false }: DraftReviewProps) {
  const edits = useDraftEdits(userId, stored);
  const editable = edits.editable && !storing;
  const { draft } = edits;
  // The first frame shows the summary alone. What follows it waits for that frame: the duplicate
  // lookups (their request, IndexedDB read and renders), the send panel and the providers; the
  // invoice grid waits for theirs. Together they made one task of 50–60 ms for a 10 MB import.
  const painted = useAfterPaint();
  const [hiddenColumns, setHiddenColumns] = useHiddenColumns(userId);
  const gridPainted = useAfterPaint(painted);
  const review = useDuplicateReview(userId, draft, painted);
  const issues = useMemo(
    () => (review.issues.length === 0 ? draft.issues : [...draft.issues, ...review.issues]),
    [draft.issues, review.issues],
  );
  // Rows the server already holds will not be sent either: the totals leave them out, as they
  // leave out the rows with errors in the file.
  const summary = useMemo(
    () => (review.issues.length === 0 ? draft.summary : reviewTotals(draft.rows, issues)),
    [review.issues.length, draft.summary, draft.rows, issues],
  );
  const rows = useMemo(() => reviewRowsOf(draft), [draft]);
  const fixes = useMemo(
    () =>
      fixSentences(
        offeredFixes(
          rows,
          draft.columns,
          draft.issues.some((issue) => issue.row === 0),
        ),
      ),
    [rows, draft.columns, draft.issues],
  );
  const log = draft.editLog ?? emptyEditLog;
  const apply = (changes: RowChange[]) => edits.run({ kind: 'apply', changes });
  const headerRow = draft.headerRow;

  // Ctrl+Z and Ctrl+Y walk the history while the review is shown, wherever the focus is (the
  // page's body after a click on its margin, the header), except in a text field: its own undo.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!editable || event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.altKey) return;
    if (typing(event.target) || inDialog(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) edits.run({ kind: 'undo' });
    else if (key === 'y' || (key === 'z' && event.shiftKey)) edits.run({ kind: 'redo' });
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  return (
    <div className="import-page import-page--review" aria-busy={!gridPainted}>
      <SummaryTotals draft={{ ...draft, issues, summary }} storing={storing || edits.saving} />
      <FileNotes key={draft.id} userId={userId} draft={draft} editable={editable} />
      <HeaderRowNotice
        headerRow={headerRow}
        rowCount={rows.length}
        included={headerRow !== undefined && rows.some((row) => row.detail.rowNumber === headerRow.detail.rowNumber)}
        editable={editable}
        onInclude={() => {
          if (headerRow) apply([{ kind: 'insert', row: headerRow }]);
        }}
      />
      {painted && (
        <>
          <SubmitPanel
            userId={userId}
            draft={draft}
            extraIssues={review.issues}
            check={review.check}
            storing={storing}
            editsStored={edits.stored}
            fixes={fixes}
          />
          <ProviderSummaryTable providers={summary.summaryByProvider} rowsInFile={rows.length} />
          <p className="visually-hidden" role="status">
            {edits.saving ? editMessages.saving : ''}
          </p>
          {edits.error && <Alert tone="error">{edits.error}</Alert>}
          {gridPainted && (
            <InvoiceDetailsTable
              hiddenColumns={hiddenColumns}
              columnChooser={
                <ColumnChooser columns={OPTIONAL_COLUMNS} hidden={hiddenColumns} onChange={setHiddenColumns} />
              }
              rows={rows}
              issues={issues}
              editLog={log}
              editable={editable}
              onChanges={apply}
              tools={
                <EditTools
                  rows={rows}
                  log={log}
                  onChanges={apply}
                  onUndo={() => edits.run({ kind: 'undo' })}
                  onRedo={() => edits.run({ kind: 'redo' })}
                />
              }
            />
          )}
        </>
      )}
    </div>
  );
}
