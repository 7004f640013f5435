import { useMemo } from 'react';
import { useLoadedInvoices } from '../shared/api/loaded-invoices';
import type { Draft, RowIssue } from './drafts/draft-types';
import { loadOverlapIssues, type ReviewIssue } from './duplicate-review';

export type DuplicateCheck =
  | { readonly status: 'checking' }
  | { readonly status: 'failed'; readonly retry: () => void }
  | { readonly status: 'ready' };

export interface DuplicateReview {
  readonly check: DuplicateCheck;
  /** Issues beyond the file's own: invoices the server already holds. */
  readonly issues: readonly ReviewIssue[];
}

const none: readonly RowIssue[] = [];

/**
 * The draft checked against the debtor's loads. Until the lookup answers (or when it fails), the
 * rows the server itself refused at the last attempt stand; once it answers, it is the fresher
 * word (a load rejected since then frees its invoices).
 */
export function useDuplicateReview(draft: Pick<Draft, 'rows' | 'refusedRows'>): DuplicateReview {
  const lookup = useLoadedInvoices();
  const loaded = lookup.status === 'ready' ? lookup.loaded : null;
  const found = useMemo(() => (loaded ? loadOverlapIssues(draft.rows, loaded) : null), [draft.rows, loaded]);
  const check: DuplicateCheck =
    lookup.status === 'failed' ? { status: 'failed', retry: lookup.retry } : { status: lookup.status };
  return { check, issues: found ?? draft.refusedRows ?? none };
}
