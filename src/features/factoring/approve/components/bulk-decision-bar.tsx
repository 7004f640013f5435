import { formatAmount } from '../../../../lib/format';
import type { LoadTotals } from '../load-totals';
import { bulkMessages as t } from '../messages';

interface BulkDecisionBarProps {
  readonly totals: LoadTotals;
  readonly onApprove: () => void;
  readonly onReject: () => void;
  readonly onClear: () => void;
}

/** What is selected, announced as it changes, and the two bulk decisions. */
export function BulkDecisionBar({ totals, onApprove, onReject, onClear }: BulkDecisionBarProps) {
  const empty = totals.loads === 0;
  return (
    <section className="card bulk-bar" aria-labelledby="bulk-bar-heading">
      <h2 id="bulk-bar-heading" className="visually-hidden">
        {t.selectionHeading}
      </h2>
      <p className="bulk-bar__figures" aria-live="polite" aria-atomic="true">
        {empty ? (
          <span className="muted">{t.nothingSelected}</span>
        ) : (
          <>
            <strong>{t.selected(totals.loads)}</strong> · {t.invoices(totals.invoices)} ·{' '}
            <span className="tabular">{formatAmount(totals.amountNIO, 'NIO')}</span> ·{' '}
            <span className="tabular">{formatAmount(totals.amountUSD, 'USD')}</span>
          </>
        )}
      </p>
      <div className="button-row bulk-bar__actions">
        {!empty && (
          <button type="button" className="button button--ghost" onClick={onClear}>
            {t.clearSelection}
          </button>
        )}
        <button type="button" className="button button--danger" disabled={empty} onClick={onReject}>
          {t.rejectSelected}
        </button>
        <button type="button" className="button button--primary" disabled={empty} onClick={onApprove}>
          {t.approveSelected}
        </button>
      </div>
    </section>
  );
}
