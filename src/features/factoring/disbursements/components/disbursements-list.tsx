import { Link, useNavigate } from '@tanstack/react-router';
import type { Disbursement } from '@contract/schemas';
import type { DataColumn } from '@/components/data-table/columns';
import { amountColumns, amountOf } from '@/components/data-table/amount-columns';
import { RecordList, type RecordFilters } from '@/features/factoring/shared/record-list';
import { disbursementFilterFields } from '@/features/factoring/disbursements/disbursement-filters';
import { useHistoricalDisbursements } from '@/features/factoring/disbursements/api/historical-disbursements';
import { disbursementMessages as t } from '@/features/factoring/disbursements/messages';

const columns: DataColumn<Disbursement>[] = [
  {
    id: 'idCreditForm',
    header: t.columns.idCreditForm,
    kind: 'number',
    value: (disbursement) => disbursement.idCreditForm,
    cell: (disbursement) => (
      <Link
        to="/factoring/desembolsos/detalle/$idCreditForm"
        params={{ idCreditForm: String(disbursement.idCreditForm) }}
      >
        #{disbursement.idCreditForm}
      </Link>
    ),
  },
  {
    id: 'factoringDate',
    priority: 2,
    header: t.columns.factoringDate,
    kind: 'date',
    value: (disbursement) => disbursement.factoringDate,
  },
  {
    id: 'debtor',
    header: t.columns.debtor,
    kind: 'text',
    wrap: true,
    value: (disbursement) => disbursement.debtor,
  },
  {
    id: 'qty',
    priority: 3,
    header: t.columns.qty,
    kind: 'number',
    total: true,
    value: (disbursement) => disbursement.qty,
  },
  ...amountColumns<Disbursement>('amount', { NIO: t.columns.amountNio, USD: t.columns.amountUsd }, amountOf),
];

/** /factoring/desembolsos: every disbursement this user may see, newest first. */
export function DisbursementsList({ filters }: { readonly filters: Omit<RecordFilters<Disbursement>, 'fields'> }) {
  const { data: disbursements } = useHistoricalDisbursements();
  const navigate = useNavigate();
  return (
    <RecordList
      label={t.listLabel}
      call="historicalDisbursements"
      columns={columns}
      rows={disbursements}
      rowId={(disbursement) => String(disbursement.idCreditForm)}
      emptyText={t.listEmpty}
      filters={{ ...filters, fields: disbursementFilterFields }}
      initialSort={{ id: 'factoringDate', desc: true }}
      totals
      exportFile={{ fileName: 'desembolsos-historicos', sheetName: 'Desembolsos históricos' }}
      rowActionsLabel={(disbursement) => t.actionsOf(disbursement.idCreditForm)}
      onViewDetail={(disbursement) =>
        void navigate({
          to: '/factoring/desembolsos/detalle/$idCreditForm',
          params: { idCreditForm: String(disbursement.idCreditForm) },
        })
      }
    />
  );
}
