import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { exportToExcel } from '@/lib/excel-export';
import { logger } from '@/lib/logger';
import { refreshLoads } from './api/recent-imports';
import { draftSender, draftStore } from './draft-runtime';
import { draftSendMessages, sendDraft } from './drafts/draft-sender';
import type { Draft, RowIssue } from './drafts/draft-types';
import { importMessages } from './messages';
import { errorReport } from './row-issues';

const t = importMessages.summary;

export type ActionNotice = { readonly tone: 'info' | 'error'; readonly text: string } | null;

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : draftSendMessages.unexpected;

/**
 * Waits for the edits still being written, and says whether the last one was stored. Sending
 * and discarding work on the stored draft, which an edit shown on screen may not have reached.
 */
export type EditsStored = () => Promise<boolean>;

/**
 * Sends the stored draft once. An edit that could not be stored stops the send: its error is
 * shown, and the debtor sees what is stored and decides again.
 */
export function useSendDraft(userId: number, draftId: string, editsStored: EditsStored) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => ((await editsStored()) ? sendDraft(draftSender, userId, draftId) : null),
    onSuccess: (outcome) => {
      // A refusal may name loads this tab has not read yet: the loads are read again, too. Not
      // awaited: the send has ended, and the panel shows its outcome at once (a refused draft
      // kept 'Enviando…' and a disabled 'Descartar' under its error while the lists reloaded).
      if (outcome?.kind === 'sent' || outcome?.kind === 'failed') {
        refreshLoads(queryClient).catch((error: unknown) => {
          logger.warn('No se pudieron volver a leer las cargas tras el envío.', error);
        });
      }
    },
    onError: (error) => {
      logger.error('No se pudo registrar el envío del borrador.', error);
    },
  });
}

/** The rows with problems as an Excel file, each with its problems beside it. */
export function useErrorReport(draft: Pick<Draft, 'rows' | 'fileName'>, issues: readonly RowIssue[]) {
  return useMutation({
    mutationFn: () =>
      exportToExcel({
        ...errorReport({ rows: draft.rows, issues }),
        fileName: importMessages.errorExport.fileName(draft.fileName),
        sheetName: importMessages.errorExport.sheetName,
      }),
    onError: (error) => {
      logger.error('No se pudo generar el archivo de errores.', error);
    },
  });
}

/** Deletes the draft from this device, once its last edit is written, and goes back to the import. */
export function useDiscardDraft(userId: number, draftId: string, editsStored: EditsStored) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await editsStored();
      await draftStore.discard(userId, draftId);
    },
    onSuccess: () => navigate({ to: '/factoring/importar' }),
  });
}

/**
 * The review's three actions and the one notice they share: the last action started says how it
 * ended (a send another tab is making, or why it failed), and starting another clears it.
 */
export function useDraftActions(
  userId: number,
  draft: Pick<Draft, 'id' | 'rows' | 'fileName'>,
  issues: readonly RowIssue[],
  editsStored: EditsStored,
) {
  const send = useSendDraft(userId, draft.id, editsStored);
  const report = useErrorReport(draft, issues);
  const discard = useDiscardDraft(userId, draft.id, editsStored);
  const latest = [send, report, discard]
    .filter((action) => action.submittedAt > 0)
    .sort((one, other) => other.submittedAt - one.submittedAt)[0];

  let notice: ActionNotice = null;
  if (latest === send && send.data?.kind === 'busy') notice = { tone: 'info', text: t.busy };
  else if (latest === send && send.error) notice = { tone: 'error', text: messageOf(send.error) };
  else if (latest === report && report.error) notice = { tone: 'error', text: t.downloadFailed };
  else if (latest === discard && discard.error) notice = { tone: 'error', text: messageOf(discard.error) };

  return {
    notice,
    sending: send.isPending,
    downloading: report.isPending,
    send: () => send.mutate(),
    downloadErrors: () => report.mutate(),
    discard: () => discard.mutate(),
  };
}
