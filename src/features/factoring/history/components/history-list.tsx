import { useNavigate } from '@tanstack/react-router';
import { DataTable } from '../../../../components/data-table/data-table';
import { loadColumns } from '../../shared/load-columns';
import { useHistoryLoads } from '../api/history-loads';
import { historyMessages as t } from '../messages';
import '../../../../components/page-layout.css';

const columns = loadColumns({
  columns: [
    'idLoad',
    'loadDate',
    'debtor',
    'uploadedBy',
    'totalInvoices',
    'totalAmountNIO',
    'totalAmountUSD',
    'status',
    'decidedAt',
    'decidedBy',
    'reason',
    'comment',
  ],
  exportOnly: ['uploadedBy', 'decidedAt', 'decidedBy', 'comment'],
  detail: '/factoring/historica/detalle/$idLoad',
});

/** /factoring/historica: every load with its decision and, when rejected, the reason. */
export function HistoryList() {
  const { data: loads } = useHistoryLoads();
  const navigate = useNavigate();
  return (
    <section className="page-stack" aria-label={t.listLabel}>
      <DataTable
        label={t.listLabel}
        columns={columns}
        rows={loads}
        rowId={(load) => String(load.idLoad)}
        emptyText={t.listEmpty}
        initialSort={{ id: 'loadDate', desc: true }}
        searchable
        exportFile={{ fileName: 'carga-historica', sheetName: 'Carga histórica' }}
        rowActionsLabel={(load) => t.actionsOf(load.idLoad)}
        rowActions={(load) => [
          {
            label: t.viewDetail,
            onSelect: () =>
              void navigate({ to: '/factoring/historica/detalle/$idLoad', params: { idLoad: String(load.idLoad) } }),
          },
        ]}
      />
    </section>
  );
}
