import { Link } from '@tanstack/react-router';
import { QueryBoundary } from '@/components/query-boundary';
import { WorkCard, WorkFigures } from '@/components/work-card';
import { formatAmount } from '@/lib/format';
import { loadTotals } from '@/features/factoring/shared/load-totals';
import { useHistoryLoads } from '@/features/factoring/history/api/history-loads';
import { dashboardMessages as t } from '@/features/factoring/history/messages';
import { buttonClass } from '@/components/ui/button';

/** The debtor's dashboard card: its loads still waiting for the authoriser's decision. */
export function PendingLoadsCard() {
  return (
    <WorkCard title={t.title}>
      <QueryBoundary title={t.loadFailed}>
        <PendingLoadsFigures />
      </QueryBoundary>
    </WorkCard>
  );
}

function PendingLoadsFigures() {
  const { data: loads } = useHistoryLoads();
  const pending = loadTotals(loads.filter((load) => load.status === 'PENDIENTE'));
  return (
    <WorkFigures
      headline={t.pending(pending.loads)}
      facts={[
        { label: t.invoices, value: pending.invoices, numeric: true },
        { label: t.totalNio, value: formatAmount(pending.amountNIO, 'NIO'), numeric: true },
        { label: t.totalUsd, value: formatAmount(pending.amountUSD, 'USD'), numeric: true },
      ]}
      action={
        <Link to="/factoring/historica" className={buttonClass({ variant: 'primary', size: 'small' })}>
          {t.go}
        </Link>
      }
    />
  );
}
