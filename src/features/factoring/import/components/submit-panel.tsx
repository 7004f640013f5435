import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { draftSendMessages, sendDraft } from '../drafts/draft-sender';
import type { Draft, RowIssue } from '../drafts/draft-types';
import { duplicateMessages } from '../duplicate-messages';
import type { DuplicateCheck } from '../use-duplicate-review';
import { exportToExcel } from '../../../../lib/excel-export';
import { logger } from '../../../../lib/logger';
import { refreshLoads } from '../api/recent-imports';
import { draftSender, draftStore } from '../draft-runtime';
import { importMessages } from '../messages';
import { countBySeverity, errorReport } from '../row-issues';
import { ConfirmSendDialog } from './confirm-send-dialog';
import { DiscardDialog } from './discard-dialog';
import '../../../../components/spinner.css';

const t = importMessages.summary;

type Notice = { readonly tone: 'info' | 'error'; readonly text: string } | null;

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : draftSendMessages.unexpected;

const noIssues: readonly RowIssue[] = [];
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
  /**
   * Waits for the edits still being written, and says whether the last one was stored. Sending
   * and discarding work on the stored draft, which an edit shown on screen may not have reached.
   */
  readonly editsStored: () => Promise<boolean>;
}

/** Download the problems, discard, or send: sending is possible only when no error remains. */
export function SubmitPanel({
  userId,
  draft,
  extraIssues = noIssues,
  check = checked,
  storing = false,
  editsStored,
}: SubmitPanelProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [confirmSend, setConfirmSend] = useState(false);
  const [uncheckedConfirmed, setUncheckedConfirmed] = useState(false);
  const issues = extraIssues.length === 0 ? draft.issues : [...draft.issues, ...extraIssues];
  const { errors } = countBySeverity(issues);
  const rowsWithErrors = new Set(issues.filter((issue) => issue.severity === 'error').map((issue) => issue.row)).size;
  // No rows at all: rows that all have errors are not an empty file, and say what stops them.
  const empty = draft.rows.length === 0;
  const inFlight = sending || draft.status === 'sending';
  // Sending and discarding work on the stored draft: not before it is stored.
  const locked = inFlight || storing;
  const blocked = errors > 0 || empty;
  // The check informs; the server decides. Sending never waits for it, but when it failed the
  // debtor says so explicitly before sending unchecked.
  const waitingForCheck = !blocked && check.status === 'failed' && check.confirm && !uncheckedConfirmed;

  const submit = async () => {
    setSending(true);
    setNotice(null);
    try {
      // An edit that could not be stored is shown with its error: the debtor sees what is stored
      // again, and decides once more.
      if (!(await editsStored())) return;
      const outcome = await sendDraft(draftSender, userId, draft.id);
      // A refusal may name loads this tab has not read yet: the loads are read again, too. Not
      // awaited: the send has ended, and the panel shows its outcome at once (a refused draft
      // kept 'Enviando…' and a disabled 'Descartar' under its error while the lists reloaded).
      if (outcome.kind === 'sent' || outcome.kind === 'failed') {
        refreshLoads(queryClient).catch((error: unknown) => {
          logger.warn('No se pudieron volver a leer las cargas tras el envío.', error);
        });
      }
      if (outcome.kind === 'busy') setNotice({ tone: 'info', text: t.busy });
    } catch (error) {
      logger.error('No se pudo registrar el envío del borrador.', error);
      setNotice({ tone: 'error', text: messageOf(error) });
    } finally {
      setSending(false);
    }
  };

  const download = async () => {
    setDownloading(true);
    setNotice(null);
    try {
      const report = errorReport({ rows: draft.rows, issues });
      await exportToExcel({
        ...report,
        fileName: importMessages.errorExport.fileName(draft.fileName),
        sheetName: importMessages.errorExport.sheetName,
      });
    } catch (error) {
      logger.error('No se pudo generar el archivo de errores.', error);
      setNotice({ tone: 'error', text: t.downloadFailed });
    } finally {
      setDownloading(false);
    }
  };

  const discard = async () => {
    setConfirmDiscard(false);
    try {
      await editsStored();
      await draftStore.discard(userId, draft.id);
      await navigate({ to: '/factoring/importar' });
    } catch (error) {
      setNotice({ tone: 'error', text: messageOf(error) });
    }
  };

  const submitLabel = inFlight
    ? t.submitting
    : draft.status === 'failed' || draft.status === 'queued'
      ? t.retry
      : t.submit;

  return (
    <section className="card import-section submit-panel" aria-label={t.submit}>
      {draft.status === 'queued' && draft.lastError && (
        <div className="alert alert--info" role="status">
          <strong>{t.queuedTitle}. </strong>
          {draft.lastError}
        </div>
      )}
      {draft.status === 'failed' && draft.lastError && (
        <p className="alert alert--error" role="alert">
          {draft.lastError}
        </p>
      )}
      {notice && (
        <p className={`alert alert--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      {check.status === 'failed' && (
        <div className="alert alert--error" role="alert">
          <p>{duplicateMessages.checkFailed}</p>
          <div className="submit-panel__actions submit-panel__actions--start">
            <button type="button" className="button button--ghost" onClick={check.retry}>
              {duplicateMessages.retryCheck}
            </button>
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
        </div>
      )}
      {(blocked || waitingForCheck) && (
        <p className="submit-panel__hint" id="submit-hint">
          {blocked ? (empty ? t.emptyHint : t.blockedHint(errors, rowsWithErrors)) : duplicateMessages.uncheckedHint}
        </p>
      )}
      <div className="submit-panel__actions">
        {issues.length > 0 && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void download()}
            disabled={downloading}
            aria-busy={downloading}
          >
            {downloading ? t.downloading : t.downloadErrors}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setConfirmDiscard(true)}
          disabled={locked}
        >
          {t.discard}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setConfirmSend(true)}
          disabled={blocked || waitingForCheck || locked}
          aria-describedby={blocked || waitingForCheck ? 'submit-hint' : undefined}
        >
          {inFlight && <span className="spinner spinner--small" aria-hidden="true" />}
          {submitLabel}
        </button>
      </div>
      {/* Below the buttons: the line goes away when the check ends, and above them it moved
          'Enviar facturas' up under the pointer of whoever was about to press it. */}
      {check.status === 'checking' && (
        <p className="alert alert--info submit-panel__checking" role="status">
          <span className="spinner spinner--small" aria-hidden="true" />
          {duplicateMessages.checking}
        </p>
      )}
      <ConfirmSendDialog
        summary={confirmSend ? draft.summary : null}
        onCancel={() => setConfirmSend(false)}
        onConfirm={() => {
          setConfirmSend(false);
          void submit();
        }}
      />
      <DiscardDialog
        fileName={confirmDiscard ? draft.fileName : null}
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => void discard()}
      />
    </section>
  );
}
