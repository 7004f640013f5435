import { invoiceFields } from '@contract/invoice-fields';
import { onlineManager } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { isApiError } from '@/lib/http/api-error';
import { isOffline } from '@/lib/http/connection';
import { useLoadedInvoices } from '@/features/factoring/shared/api/loaded-invoices';
import { draftQueries, useDraftQuery } from './draft-queries';
import { draftOverlapIssues } from './drafts/same-content';
import type { Draft, RowIssue } from './drafts/draft-types';
import { loadOverlapIssues, type ReviewIssue } from './duplicate-review';

export type DuplicateCheck =
  | { readonly status: 'checking' }
  /**
   * `confirm`: sending needs the debtor's explicit word that the check could not be made. Not
   * when the failure is one the send shares (offline: the draft waits in the queue, and the
   * server checks when it arrives; an ended session: the send asks to sign in again).
   */
  | { readonly status: 'failed'; readonly retry: () => void; readonly confirm: boolean }
  | { readonly status: 'ready' };

export interface DuplicateReview {
  readonly check: DuplicateCheck;
  /** Issues beyond the file's own: invoices the server already holds, or another unsent draft carries. */
  readonly issues: readonly ReviewIssue[];
}

const none: readonly RowIssue[] = [];

const sharedWithTheSend = (error: unknown, online: boolean) =>
  !online || isOffline() || (isApiError(error) && error.kind === 'http' && error.statusCode === 401);

const subscribeOnline = (notify: () => void) => onlineManager.subscribe(notify);
const isOnline = () => onlineManager.isOnline();

/**
 * The draft checked against the debtor's loads. Until the lookup answers (or when it fails), the
 * rows the server itself refused at the last attempt stand; once the loads are read after the
 * refusal, the lookup is the fresher word (a load rejected since then frees its invoices).
 * Nothing is read before `started` (the check is 'checking' until then).
 */
export function useDuplicateReview(
  userId: number,
  draft: Pick<Draft, 'id' | 'rows' | 'refusedRows' | 'updatedAt' | 'status'>,
  started: boolean,
): DuplicateReview {
  const lookup = useLoadedInvoices({ enabled: started });
  // Going offline after the check failed changes what the failure means: follow it.
  const online = useSyncExternalStore(subscribeOnline, isOnline);
  const loaded = lookup.status === 'ready' ? lookup.loaded : null;
  const sentBefore = draft.status !== 'saved' && (draft.refusedRows ?? none).length === 0;
  const found = useMemo(
    () => (loaded ? loadOverlapIssues(draft.rows, loaded, { sentBefore }) : null),
    [draft.rows, loaded, sentBefore],
  );
  const others = useDraftQuery(draftQueries.invoiceKeys(userId), started);
  const onDevice = useMemo(
    () =>
      others.status === 'success' ? draftOverlapIssues(draft, others.data, invoiceFields.invoiceNumber.label) : none,
    [draft, others],
  );
  const check: DuplicateCheck =
    lookup.status === 'failed'
      ? { status: 'failed', retry: lookup.retry, confirm: !sharedWithTheSend(lookup.error, online) }
      : { status: lookup.status };
  // The server's refusal stands until the loads are read again after it (another debtor's load,
  // which the lookup cannot see, is then only found again by sending).
  const refusalStands = lookup.status !== 'ready' || lookup.checkedAt < draft.updatedAt;
  const refused = refusalStands ? (draft.refusedRows ?? none) : none;
  const fromServer = found
    ? [...found, ...refused.filter((issue) => !found.some((own) => own.row === issue.row))]
    : refused;
  return { check, issues: onDevice.length === 0 ? fromServer : [...fromServer, ...onDevice] };
}
