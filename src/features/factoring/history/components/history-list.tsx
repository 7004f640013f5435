import { Link, useNavigate } from '@tanstack/react-router';
import type { Load } from '../../../../api/schemas';
import type { DataColumn } from '../../../../components/data-table/columns';
import { DataTable } from '../../../../components/data-table/data-table';
import { QueryError } from '../../../../components/query-error';
import { Badge } from '../../../../components/badge';
import { loadStatusBadge } from '../../shared/status-tone';
import { useHistoryLoads } from '../api/history-loads';
import { historyMessages as t } from '../messages';
import '../../../../components/page-layout.css';

const columns: DataColumn<Load>[] = [
  {
    id: 'idLoad',
    header: t.columns.idLoad,
    kind: 'number',
    value: (load) => load.idLoad,
    cell: (load) => (
      <Link to="/factoring/historica/detalle/$idLoad" params={{ idLoad: String(load.idLoad) }}>
        #{load.idLoad}
      </Link>
    ),
  },
  { id: 'loadDate', header: t.columns.loadDate, kind: 'date', value: (load) => load.loadDate },
  { id: 'debtor', header: t.columns.debtor, kind: 'text', wrap: true, value: (load) => load.debtor },
  { id: 'uploadedBy', header: t.columns.uploadedBy, kind: 'text', exportOnly: true, value: (load) => load.uploadedBy },
  { id: 'totalInvoices', header: t.columns.totalInvoices, kind: 'number', value: (load) => load.totalInvoices },
  {
    id: 'totalAmountNIO',
    header: t.columns.totalNio,
    kind: 'amount',
    currency: 'NIO',
    value: (load) => load.totalAmountNIO,
  },
  {
    id: 'totalAmountUSD',
    header: t.columns.totalUsd,
    kind: 'amount',
    currency: 'USD',
    value: (load) => load.totalAmountUSD,
  },
  {
    id: 'status',
    header: t.columns.status,
    kind: 'text',
    value: (load) => loadStatusBadge(load.status).label,
    cell: (load) => {
      const badge = loadStatusBadge(load.status);
      return <Badge tone={badge.tone}>{badge.label}</Badge>;
    },
  },
  { id: 'decidedAt', header: t.columns.decidedAt, kind: 'date', exportOnly: true, value: (load) => load.decidedAt },
  { id: 'reason', header: t.columns.reason, kind: 'text', wrap: true, value: (load) => load.reason },
];

/** /factoring/historica: every load with its decision and, when rejected, the reason. */
export function HistoryList() {
  const loads = useHistoryLoads();
  const navigate = useNavigate();
  return (
    <section className="page-stack" aria-label={t.listLabel}>
      {loads.isError && (
        <QueryError
          title={t.listLoadFailed}
          error={loads.error}
          onRetry={() => void loads.refetch()}
          retrying={loads.isFetching}
        />
      )}
      {!(loads.isError && !loads.data) && (
        <DataTable
          label={t.listLabel}
          columns={columns}
          rows={loads.data}
          rowId={(load) => String(load.idLoad)}
          loading={loads.isPending}
          emptyText={t.listEmpty}
          initialSort={{ id: 'loadDate', desc: true }}
          searchable
          exportFile={{ fileName: 'carga-historica', sheetName: 'Cargas' }}
          rowActionsLabel={(load) => t.actionsOf(load.idLoad)}
          rowActions={(load) => [
            {
              label: t.viewDetail,
              onSelect: () =>
                void navigate({ to: '/factoring/historica/detalle/$idLoad', params: { idLoad: String(load.idLoad) } }),
            },
          ]}
        />
      )}
    </section>
  );
}
