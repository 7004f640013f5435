import type { LoadTotals } from '@/features/factoring/shared/load-totals';
import { AmountTotals } from '@/features/factoring/shared/amount-totals';
import { bulkMessages as t } from '@/features/factoring/approve/messages';

interface PendingSummaryProps {
  readonly totals: LoadTotals;
  /** The totals are of the loads the list's filters show, not of every pending load. */
  readonly filtered: boolean;
}

/** The header of the pending list: how many loads wait, how many invoices, and their totals. */
export function PendingSummary({ totals, filtered }: PendingSummaryProps) {
  return (
    <section className="card pending-summary" aria-labelledby="pending-summary-heading">
      <h2 id="pending-summary-heading" className="visually-hidden">
        {t.summaryHeading}
      </h2>
      <AmountTotals totals={totals} className="pending-summary__figures" testId="pending-total">
        <div>
          <dt>{filtered ? t.summaryFiltered : t.summaryHeading}</dt>
          <dd data-testid="pending-loads">
            {t.pendingLoads(totals.loads)} · {t.invoices(totals.invoices)}
          </dd>
        </div>
      </AmountTotals>
    </section>
  );
}
