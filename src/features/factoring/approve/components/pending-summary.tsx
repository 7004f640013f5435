import { formatAmount } from '../../../../lib/format';
import type { LoadTotals } from '../../shared/load-totals';
import { bulkMessages as t } from '../messages';

/** The header of the pending list: how many loads wait, how many invoices, and their totals. */
export function PendingSummary({ totals }: { readonly totals: LoadTotals }) {
  return (
    <section className="card pending-summary" aria-labelledby="pending-summary-heading">
      <h2 id="pending-summary-heading" className="visually-hidden">
        {t.summaryHeading}
      </h2>
      <dl className="pending-summary__figures">
        <div>
          <dt>{t.summaryHeading}</dt>
          <dd data-testid="pending-loads">
            {t.pendingLoads(totals.loads)} · {t.invoices(totals.invoices)}
          </dd>
        </div>
        <div>
          <dt>{t.totalNio}</dt>
          <dd className="tabular" data-testid="pending-total-nio">
            {formatAmount(totals.amountNIO, 'NIO')}
          </dd>
        </div>
        <div>
          <dt>{t.totalUsd}</dt>
          <dd className="tabular" data-testid="pending-total-usd">
            {formatAmount(totals.amountUSD, 'USD')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
