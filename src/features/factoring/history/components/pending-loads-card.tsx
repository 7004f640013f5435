import { Link } from '@tanstack/react-router';
import { sumAmounts } from '../../../../api/money';
import { QueryBoundary } from '../../../../components/query-boundary';
import { WorkCard, WorkFigures } from '../../../../components/work-card';
import { formatAmount } from '../../../../lib/format';
import { useHistoryLoads } from '../api/history-loads';
import { dashboardMessages as t } from '../messages';

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
  const pending = loads.filter((load) => load.status === 'PENDIENTE');
  return (
    <WorkFigures
      headline={t.pending(pending.length)}
      facts={[
        {
          label: t.invoices,
          value: pending.reduce((count, load) => count + load.totalInvoices, 0),
          numeric: true,
        },
        {
          label: t.totalNio,
          value: formatAmount(sumAmounts(pending.map((load) => load.totalAmountNIO)), 'NIO'),
          numeric: true,
        },
        {
          label: t.totalUsd,
          value: formatAmount(sumAmounts(pending.map((load) => load.totalAmountUSD)), 'USD'),
          numeric: true,
        },
      ]}
      action={
        <Link to="/factoring/historica" className="button button--primary button--small">
          {t.go}
        </Link>
      }
    />
  );
}
