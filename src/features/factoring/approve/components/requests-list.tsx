import { useNavigate } from '@tanstack/react-router';
import type { Load } from '../../../../api/schemas';
import { DataTable } from '../../../../components/data-table/data-table';
import { loadColumns } from '../../shared/load-columns';
import { useFactoringRequests } from '../api/factoring-requests';
import type { DecisionSearch } from '../decision-notice';
import { approveMessages as t } from '../messages';
import '../../../../components/page-layout.css';

const columns = loadColumns({
  columns: ['idLoad', 'loadDate', 'debtor', 'uploadedBy', 'totalInvoices', 'totalAmountNIO', 'totalAmountUSD'],
  detail: '/factoring/aprobar/detalle/$idLoad',
});

interface RequestsListProps {
  readonly decision: DecisionSearch;
  readonly onDismissDecision: () => void;
}

/** /factoring/aprobar: the pending loads, each with detail, approve and reject. */
export function RequestsList({ decision, onDismissDecision }: RequestsListProps) {
  const { data: requests } = useFactoringRequests();
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
      <DataTable
        label={t.listLabel}
        columns={columns}
        rows={requests}
        rowId={(load) => String(load.idLoad)}
        emptyText={t.listEmpty}
        initialSort={{ id: 'loadDate' }}
        searchable
        exportFile={{ fileName: 'solicitudes-pendientes', sheetName: 'Aprobar facturas' }}
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
    </section>
  );
}
