import type { Draft } from '../drafts/draft-types';
import { formatAmount } from '../../../../lib/format';
import { editMessages } from '../edits/edit-messages';
import { importMessages } from '../messages';
import { countBySeverity } from '../row-issues';
import { DraftStatusBadge } from './draft-status-badge';
import { Badge } from '../../../../components/badge';

const t = importMessages.summary;

/** Totals of the import: invoices, NIO, USD, and how many problems the review found. */
export function SummaryTotals({ draft, storing = false }: { readonly draft: Draft; readonly storing?: boolean }) {
  const { errors, warnings } = countBySeverity(draft.issues);
  return (
    <section className="card import-section" aria-label={t.totalInvoices}>
      <div className="summary-heading">
        <p className="summary-heading__file">
          <span className="muted">{t.file}: </span>
          <strong>{draft.fileName}</strong>
        </p>
        <p className="summary-heading__status">
          <span className="muted">{t.status}: </span>
          {storing ? <Badge tone="info">{t.storing}</Badge> : <DraftStatusBadge status={draft.status} />}
        </p>
      </div>
      <dl className="summary-totals">
        <div className="summary-totals__item">
          <dt>{t.totalInvoices}</dt>
          <dd className="tabular" data-testid="total-invoices">
            {draft.summary.totalInvoices}
          </dd>
        </div>
        <div className="summary-totals__item">
          <dt>{t.totalNIO}</dt>
          <dd className="tabular" data-testid="total-nio">
            {formatAmount(draft.summary.totalAmountNIO, 'NIO')}
          </dd>
        </div>
        <div className="summary-totals__item">
          <dt>{t.totalUSD}</dt>
          <dd className="tabular" data-testid="total-usd">
            {formatAmount(draft.summary.totalAmountUSD, 'USD')}
          </dd>
        </div>
        <div
          className="summary-totals__item"
          data-problems={errors > 0 ? 'errors' : warnings > 0 ? 'warnings' : 'none'}
        >
          <dt>{t.problems}</dt>
          <dd>{t.problemsValue(errors, warnings)}</dd>
        </div>
      </dl>
      {draft.summary.excludedRows !== undefined && draft.summary.excludedRows > 0 && (
        <p className="summary-totals__note muted" data-testid="excluded-rows">
          {editMessages.excluded(draft.summary.excludedRows)}
        </p>
      )}
    </section>
  );
}
