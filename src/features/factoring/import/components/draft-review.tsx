import type { Draft } from '../drafts/draft-types';
import { useDuplicateReview } from '../use-duplicate-review';
import { InvoiceDetailsTable } from './invoice-details-table';
import { ProviderSummaryTable } from './provider-summary';
import { SubmitPanel } from './submit-panel';
import { SummaryTotals } from './summary-totals';

/** The draft as it will be sent, checked against what the server already holds. */
export function DraftReview({ userId, draft }: { readonly userId: number; readonly draft: Draft }) {
  const review = useDuplicateReview(userId, draft);
  const issues = review.issues.length === 0 ? draft.issues : [...draft.issues, ...review.issues];
  return (
    <div className="import-page">
      <SummaryTotals draft={{ ...draft, issues }} />
      <SubmitPanel userId={userId} draft={draft} extraIssues={review.issues} check={review.check} />
      <ProviderSummaryTable providers={draft.summary.summaryByProvider} />
      <InvoiceDetailsTable rows={draft.rows} issues={issues} />
    </div>
  );
}
