import { Link } from '@tanstack/react-router';
import type { Load } from '../../../../api/schemas';
import type { DataColumn } from '../../../../components/data-table/columns';
import { DataTable } from '../../../../components/data-table/data-table';
import { QueryError } from '../../../../components/query-error';
import { Badge } from '../../../../components/badge';
import { loadStatusBadge } from '../../shared/status-tone';
import { useRecentImports } from '../api/recent-imports';
import { importMessages } from '../messages';

const t = importMessages.recent;

const columns: DataColumn<Load>[] = [
  {
    id: 'idLoad',
    header: t.load,
    kind: 'number',
    value: (load) => load.idLoad,
    cell: (load) => (
      <Link to="/factoring/historica/detalle/$idLoad" params={{ idLoad: String(load.idLoad) }}>
        #{load.idLoad}
      </Link>
    ),
  },
  { id: 'loadDate', header: t.date, kind: 'date', value: (load) => load.loadDate },
  { id: 'totalInvoices', header: t.invoices, kind: 'number', value: (load) => load.totalInvoices },
  { id: 'totalAmountNIO', header: t.totalNIO, kind: 'amount', currency: 'NIO', value: (load) => load.totalAmountNIO },
  { id: 'totalAmountUSD', header: t.totalUSD, kind: 'amount', currency: 'USD', value: (load) => load.totalAmountUSD },
  {
    id: 'status',
    header: t.status,
    kind: 'text',
    value: (load) => loadStatusBadge(load.status).label,
    cell: (load) => {
      const badge = loadStatusBadge(load.status);
      return <Badge tone={badge.tone}>{badge.label}</Badge>;
    },
  },
];

/** GET RecentImports: the last loads this debtor's company sent, newest first. */
export function RecentImports() {
  const recent = useRecentImports();
  return (
    <section className="card import-section" aria-labelledby="recent-title">
      <h2 id="recent-title" className="import-section__title">
        {t.title}
      </h2>
      {recent.isError && (
        <QueryError
          title={t.failed}
          error={recent.error}
          onRetry={() => void recent.refetch()}
          retrying={recent.isFetching}
        />
      )}
      {!(recent.isError && !recent.data) && (
        <DataTable
          label={t.caption}
          columns={columns}
          rows={recent.data}
          rowId={(load) => String(load.idLoad)}
          loading={recent.isPending}
          emptyText={t.empty}
        />
      )}
    </section>
  );
}
