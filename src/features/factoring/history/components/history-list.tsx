import { useNavigate } from '@tanstack/react-router';
import type { Load } from '@contract/schemas';
import { loadColumns } from '@/features/factoring/shared/load-columns';
import { loadFilterFields } from '@/features/factoring/shared/load-filters';
import { RecordList, type RecordFilters } from '@/features/factoring/shared/record-list';
import { useHistoryLoads } from '@/features/factoring/history/api/history-loads';
import { historyMessages as t } from '@/features/factoring/history/messages';

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
export function HistoryList({ filters }: { readonly filters: Omit<RecordFilters<Load>, 'fields'> }) {
  const { data: loads } = useHistoryLoads();
  const navigate = useNavigate();
  return (
    <RecordList
      label={t.listLabel}
      call="historyLoads"
      columns={columns}
      rows={loads}
      rowId={(load) => String(load.idLoad)}
      emptyText={t.listEmpty}
      filters={{ ...filters, fields: loadFilterFields }}
      initialSort={{ id: 'loadDate', desc: true }}
      exportFile={{ fileName: 'carga-historica', sheetName: 'Carga histórica' }}
      rowActionsLabel={(load) => t.actionsOf(load.idLoad)}
      onViewDetail={(load) =>
        void navigate({ to: '/factoring/historica/detalle/$idLoad', params: { idLoad: String(load.idLoad) } })
      }
    />
  );
}
