import { Link } from '@tanstack/react-router';
import { QueryBoundary } from '@/components/query-boundary';
import { WorkCard, WorkFigures } from '@/components/work-card';
import { formatAmount } from '@/lib/format';
import { useFactoringRequests } from '@/features/factoring/approve/api/factoring-requests';
import { loadTotals } from '@/features/factoring/shared/load-totals';
import { bulkMessages, dashboardMessages as t } from '@/features/factoring/approve/messages';
import { buttonClass } from '@/components/ui/button';

/** The authoriser's dashboard card: loads waiting for a decision, their invoices and totals. */
export function PendingRequestsCard() {
  return (
    <WorkCard title={t.title}>
      <QueryBoundary title={t.loadFailed}>
        <PendingRequestsFigures />
      </QueryBoundary>
    </WorkCard>
  );
}

function PendingRequestsFigures() {
  const { data: requests } = useFactoringRequests();
  const totals = loadTotals(requests);
  return (
    <WorkFigures
      headline={bulkMessages.pendingLoads(totals.loads)}
      facts={[
        { label: t.invoices, value: totals.invoices, numeric: true },
        { label: t.totalNio, value: formatAmount(totals.amountNIO, 'NIO'), numeric: true },
        { label: t.totalUsd, value: formatAmount(totals.amountUSD, 'USD'), numeric: true },
      ]}
      action={
        <Link to="/factoring/aprobar" className={buttonClass({ variant: 'primary', size: 'small' })}>
          {t.go}
        </Link>
      }
    />
  );
}
