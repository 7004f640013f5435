import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Draft, RowIssue } from '@/features/factoring/import/drafts/draft-types';
import { duplicateMessages } from '@/features/factoring/import/duplicate-messages';
import type { DuplicateCheck } from '@/features/factoring/import/use-duplicate-review';
import { useDraftActions, type EditsStored } from '@/features/factoring/import/use-draft-actions';
import { importMessages } from '@/features/factoring/import/messages';
import { countBySeverity } from '@/features/factoring/import/row-issues';
import { emptyEditLog, removedRows } from '@/features/factoring/import/edits/edit-log';
import { editMessages } from '@/features/factoring/import/edits/edit-messages';
import { ConfirmSendDialog, overdueInvoices } from './confirm-send-dialog';
import { managuaToday } from '@contract/dates';
import { DiscardDialog } from './discard-dialog';
import '@/components/spinner.css';

const t = importMessages.summary;

const noIssues: readonly RowIssue[] = [];
const noFixes: readonly string[] = [];
const checked: DuplicateCheck = { status: 'ready' };

interface SubmitPanelProps {
  readonly userId: number;
  readonly draft: Draft;
  /** Issues found beyond the file's own (invoices the server already holds). */
  readonly extraIssues?: readonly RowIssue[];
  /** The check against the server's loads: sending waits for it, or for a confirmation if it failed. */
  readonly check?: DuplicateCheck;
  /** The draft is still being written to IndexedDB: it can be neither sent nor discarded yet. */
  readonly storing?: boolean;
  readonly editsStored: EditsStored;
  /** The one-step fixes the review offers for the errors, one sentence each, named in the hint. */
  readonly fixes?: readonly string[];
}

/** Download the problems, discard, or send: sending is possible only when no error remains. */
export function SubmitPanel({
  userId,
  draft,
  extraIssues = noIssues,
  check = checked,
  storing = false,
  editsStored,
  fixes = noFixes,
}: SubmitPanelProps) {
  // Which confirmation is open, and whether the debtor chose to send without the check: what the
  // panel shows, not what it does.
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [confirmSend, setConfirmSend] = useState(false);
  const [uncheckedConfirmed, setUncheckedConfirmed] = useState(false);
  const issues = extraIssues.length === 0 ? draft.issues : [...draft.issues, ...extraIssues];
  const actions = useDraftActions(userId, draft, issues, editsStored);
  const { notice } = actions;
  const { errors, warnings } = countBySeverity(issues);
  // Row 0 is the file as a whole (a missing column), not a row to correct.
  const rowsWithErrors = new Set(
    issues.filter((issue) => issue.severity === 'error' && issue.row !== 0).map((issue) => issue.row),
  ).size;
  // No rows at all: rows that all have errors are not an empty file, and say what stops them.
  const empty = draft.rows.length === 0;
  // No rows because the debtor deleted them all, not because the file had none: said so, with the way back.
  const deleted = empty ? removedRows(draft.editLog ?? emptyEditLog, new Set()).length : 0;
  const inFlight = actions.sending || draft.status === 'sending';
  // Sending and discarding work on the stored draft: not before it is stored.
  const locked = inFlight || storing;
  const blocked = errors > 0 || empty;
  // The check informs; the server decides. Sending never waits for it, but when it failed the
  // debtor says so explicitly before sending unchecked.
  const waitingForCheck = !blocked && check.status === 'failed' && check.confirm && !uncheckedConfirmed;

  const submitLabel = inFlight
    ? t.submitting
    : draft.status === 'failed' || draft.status === 'queued'
      ? t.retry
      : t.submit;

  return (
    <section className="card import-section submit-panel" aria-label={t.submit}>
      {draft.status === 'queued' && draft.lastError && (
        <Alert tone="info" as="div">
          <strong>{t.queuedTitle}. </strong>
          {draft.lastError}
        </Alert>
      )}
      {draft.status === 'failed' && draft.lastError && <Alert tone="error">{draft.lastError}</Alert>}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {check.status === 'failed' && (
        <Alert tone="error" as="div">
          <p>{duplicateMessages.checkFailed}</p>
          <div className="submit-panel__actions submit-panel__actions--start">
            <Button onClick={check.retry}>{duplicateMessages.retryCheck}</Button>
          </div>
          {!blocked && check.confirm && (
            <label className="import-checkbox">
              <input
                type="checkbox"
                checked={uncheckedConfirmed}
                onChange={(event) => setUncheckedConfirmed(event.currentTarget.checked)}
              />
              {duplicateMessages.confirmUnchecked}
            </label>
          )}
        </Alert>
      )}
      {(blocked || waitingForCheck) && (
        <p className="submit-panel__hint" id="submit-hint">
          {blocked
            ? empty
              ? deleted > 0
                ? t.allDeletedHint(deleted, editMessages.restoreRows(deleted))
                : t.emptyHint
              : t.blockedHint(errors, rowsWithErrors, fixes)
            : duplicateMessages.uncheckedHint}
        </p>
      )}
      <div className="submit-panel__actions">
        {/* The list of errors, not of warnings: with none, there is nothing to fix in Excel. */}
        {errors > 0 && (
          <Button onClick={actions.downloadErrors} disabled={actions.downloading} aria-busy={actions.downloading}>
            {actions.downloading ? t.downloading : t.downloadErrors}
          </Button>
        )}
        <Button onClick={() => setConfirmDiscard(true)} disabled={locked}>
          {t.discard}
        </Button>
        <Button
          variant="primary"
          onClick={() => setConfirmSend(true)}
          disabled={blocked || waitingForCheck || locked}
          busy={inFlight}
          aria-describedby={blocked || waitingForCheck ? 'submit-hint' : undefined}
        >
          {submitLabel}
        </Button>
      </div>
      {/* Below the buttons: the line goes away when the check ends, and above them it moved
          'Enviar facturas' up under the pointer of whoever was about to press it. */}
      {check.status === 'checking' && (
        <Alert tone="info" className="submit-panel__checking">
          <span className="spinner spinner--small" aria-hidden="true" />
          {duplicateMessages.checking}
        </Alert>
      )}
      <ConfirmSendDialog
        summary={confirmSend ? draft.summary : null}
        cautions={{ warnings, overdue: confirmSend ? overdueInvoices(draft.rows, managuaToday()) : 0 }}
        onCancel={() => setConfirmSend(false)}
        onConfirm={() => {
          setConfirmSend(false);
          actions.send();
        }}
      />
      <DiscardDialog
        fileName={confirmDiscard ? draft.fileName : null}
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setConfirmDiscard(false);
          actions.discard();
        }}
      />
    </section>
  );
}
