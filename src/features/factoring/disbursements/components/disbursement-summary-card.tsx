import { FactList } from '@/components/fact-list';
import { formatDate } from '@contract/dates';
import { formatAmount } from '@/lib/format';
import { disbursementMessages as t } from '@/features/factoring/disbursements/messages';
import type { DisbursementSummary } from '@/features/factoring/disbursements/summary';

/** Id, factoring date, debtor, number of operations, total NIO and total USD. */
export function DisbursementSummaryCard({ summary }: { readonly summary: DisbursementSummary }) {
  return (
    <section className="card" aria-labelledby="disbursement-summary-heading">
      <h2 id="disbursement-summary-heading" className="section-heading">
        {t.summaryHeading}
      </h2>
      <FactList
        facts={[
          { label: t.facts.id, value: `#${summary.IdCreditForm}` },
          { label: t.facts.factoringDate, value: formatDate(summary.FactoringDate) || t.unknown },
          { label: t.facts.debtor, value: summary.Debtor || t.unknown },
          { label: t.facts.qty, value: summary.Qty, numeric: true },
          { label: t.facts.amountNio, value: formatAmount(summary.AmountNIO, 'NIO'), numeric: true },
          { label: t.facts.amountUsd, value: formatAmount(summary.AmountUSD, 'USD'), numeric: true },
        ]}
      />
    </section>
  );
}
