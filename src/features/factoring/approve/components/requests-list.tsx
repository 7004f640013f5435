import { Link, useNavigate } from '@tanstack/react-router';
import type { Load } from '../../../../api/schemas';
import type { DataColumn } from '../../../../components/data-table/columns';
import { DataTable } from '../../../../components/data-table/data-table';
import { QueryError } from '../../../../components/query-error';
import { useFactoringRequests } from '../api/factoring-requests';
import type { DecisionSearch } from '../decision-notice';
import { approveMessages as t } from '../messages';
import '../../../../components/page-layout.css';

const columns: DataColumn<Load>[] = [
  {
    id: 'idLoad',
    header: t.columns.idLoad,
    kind: 'number',
    value: (load) => load.idLoad,
    cell: (load) => (
      <Link to="/factoring/aprobar/detalle/$idLoad" params={{ idLoad: String(load.idLoad) }}>
        #{load.idLoad}
      </Link>
    ),
  },
  { id: 'loadDate', header: t.columns.loadDate, kind: 'date', value: (load) => load.loadDate },
  { id: 'debtor', header: t.columns.debtor, kind: 'text', wrap: true, value: (load) => load.debtor },
  { id: 'uploadedBy', header: t.columns.uploadedBy, kind: 'text', wrap: true, value: (load) => load.uploadedBy },
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
];

interface RequestsListProps {
  readonly decision: DecisionSearch;
  readonly onDismissDecision: () => void;
}

/** /factoring/aprobar: the pending loads, each with detail, approve and reject. */
export function RequestsList({ decision, onDismissDecision }: RequestsListProps) {
  const requests = useFactoringRequests();
  const navigate = useNavigate();
  const params = (load: Load) => ({ idLoad: String(load.idLoad) });
  return (
    <section className="page-stack" aria-label={t.listLabel}>
      {decision.decidida !== undefined && decision.resultado !== undefined && (
        <div className="alert alert--success notice-with-action" role="status">
          <span>
            {decision.resultado === 'aprobada' ? t.approved(decision.decidida) : t.rejected(decision.decidida)}
          </span>
          <button
            type="button"
            className="button button--ghost button--small notice-dismiss"
            onClick={onDismissDecision}
          >
            {t.dismiss}
          </button>
        </div>
      )}
      {requests.isError && (
        <QueryError
          title={t.listLoadFailed}
          error={requests.error}
          onRetry={() => void requests.refetch()}
          retrying={requests.isFetching}
        />
      )}
      {!(requests.isError && !requests.data) && (
        <DataTable
          label={t.listLabel}
          columns={columns}
          rows={requests.data}
          rowId={(load) => String(load.idLoad)}
          loading={requests.isPending}
          emptyText={t.listEmpty}
          initialSort={{ id: 'loadDate' }}
          searchable
          exportFile={{ fileName: 'solicitudes-pendientes', sheetName: 'Solicitudes' }}
          rowActionsLabel={(load) => t.actionsOf(load.idLoad)}
          rowActions={(load) => [
            {
              label: t.viewDetail,
              onSelect: () => void navigate({ to: '/factoring/aprobar/detalle/$idLoad', params: params(load) }),
            },
            {
              label: t.approve,
              onSelect: () => void navigate({ to: '/factoring/aprobar/aprobar/$idLoad', params: params(load) }),
            },
            {
              label: t.reject,
              tone: 'danger',
              onSelect: () => void navigate({ to: '/factoring/aprobar/rechazar/$idLoad', params: params(load) }),
            },
          ]}
        />
      )}
    </section>
  );
}
