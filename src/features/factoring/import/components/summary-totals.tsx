import type { CSSProperties } from 'react';
import type { Draft } from '@/features/factoring/import/drafts/draft-types';
import { formatAmount } from '@/lib/format';
import { editMessages } from '@/features/factoring/import/edits/edit-messages';
import { importMessages } from '@/features/factoring/import/messages';
import { countBySeverity } from '@/features/factoring/import/row-issues';
import { DraftStatusBadge } from './draft-status-badge';
import { Badge } from '@/components/badge';

const t = importMessages.summary;

/** How many characters a figure has: its tile scales the type so that the whole figure fits one line. */
const figureStyle = (text: string): CSSProperties & Record<'--figure-chars', number> => ({
  '--figure-chars': text.length,
});

function Figure({ text, testId }: { readonly text: string; readonly testId: string }) {
  return (
    <dd className="tabular summary-totals__figure" data-testid={testId} style={figureStyle(text)}>
      {text}
    </dd>
  );
}

/** Totals of the import: invoices, NIO, USD, and how many problems the review found. */
export function SummaryTotals({ draft, storing = false }: { readonly draft: Draft; readonly storing?: boolean }) {
  const { errors, warnings } = countBySeverity(draft.issues);
  return (
    <section className="card import-section summary-card" aria-label={t.totalInvoices}>
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
          <Figure text={String(draft.summary.totalInvoices)} testId="total-invoices" />
        </div>
        <div className="summary-totals__item">
          <dt>{t.totalNIO}</dt>
          <Figure text={formatAmount(draft.summary.totalAmountNIO, 'NIO')} testId="total-nio" />
        </div>
        <div className="summary-totals__item">
          <dt>{t.totalUSD}</dt>
          <Figure text={formatAmount(draft.summary.totalAmountUSD, 'USD')} testId="total-usd" />
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
