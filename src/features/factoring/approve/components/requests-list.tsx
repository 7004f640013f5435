import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { Load } from '@contract/schemas';
import { DataTable } from '@/components/data-table/data-table';
import { loadColumns } from '@/features/factoring/shared/load-columns';
import { useFactoringRequests } from '@/features/factoring/approve/api/factoring-requests';
import type { DecisionSearch } from '@/features/factoring/approve/decision-notice';
import { loadTotals } from '@/features/factoring/shared/load-totals';
import { approveMessages as t, bulkMessages } from '@/features/factoring/approve/messages';
import { BulkDecisionBar } from './bulk-decision-bar';
import { BulkDecisionDialog } from './bulk-decision-dialog';
import { PendingSummary } from './pending-summary';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import '@/components/page-layout.css';
import '@/features/factoring/approve/bulk-decision.css';
import { UnreadableNotice } from '@/components/unreadable-notice';
import { FilterBar } from '@/components/list-filters/filter-bar';
import type { FiltersChange } from '@/components/list-filters/filter-fields';
import type { ListFilters } from '@/components/list-filters/filter-kinds';
import { useFilteredRows } from '@/components/list-filters/filtered-rows';
import { activeFilterCount } from '@/components/list-filters/filter-kinds';
import { pendingLoadFilterFields } from '@/features/factoring/shared/load-filters';

const columns = loadColumns({
  columns: ['idLoad', 'loadDate', 'debtor', 'uploadedBy', 'totalInvoices', 'totalAmountNIO', 'totalAmountUSD'],
  // How many invoices a load holds weighs in deciding on it.
  kept: ['totalInvoices'],
  detail: '/factoring/aprobar/detalle/$idLoad',
});

interface RequestsListProps {
  readonly decision: DecisionSearch;
  readonly onDismissDecision: () => void;
  /** The list's filters from the URL, and how a change reaches it. */
  readonly filters: { readonly values: ListFilters; readonly onChange: FiltersChange };
}

interface BulkRun {
  readonly loads: readonly Load[];
  readonly status: 'approve' | 'deny';
}

/**
 * /factoring/aprobar: the pending loads with their count and totals; each with detail, approve and
 * reject, or several selected and decided at once.
 */
export function RequestsList({ decision, onDismissDecision, filters }: RequestsListProps) {
  const { data: pending } = useFactoringRequests();
  const shown = useFilteredRows(pending, pendingLoadFilterFields, filters.values, t.listEmpty);
  // Only loads the filters show can be decided: a hidden load is never approved unseen.
  const requests = shown.rows;
  const navigate = useNavigate();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [bulk, setBulk] = useState<BulkRun | null>(null);
  // A decided load leaves the list: only loads still pending count as selected.
  const selected = useMemo(
    () => requests.filter((load) => selectedIds.has(String(load.idLoad))),
    [requests, selectedIds],
  );
  const params = (load: Load) => ({ idLoad: String(load.idLoad) });
  const open = (status: BulkRun['status']) => setBulk({ loads: selected, status });
  return (
    <section className="page-stack" aria-label={t.listLabel}>
      {/* The totals are of the loads the filters show, as the table and its export are. */}
      <PendingSummary totals={loadTotals(requests)} filtered={activeFilterCount(filters.values) > 0} />
      <UnreadableNotice call="factoringRequests" />
      {decision.decidida !== undefined && decision.resultado !== undefined && (
        <Alert tone="success" as="div" className="notice-with-action">
          <span>
            {decision.resultado === 'aprobada' ? t.approved(decision.decidida) : t.rejected(decision.decidida)}
          </span>
          <Button size="small" className="notice-dismiss" onClick={onDismissDecision}>
            {t.dismiss}
          </Button>
        </Alert>
      )}
      <BulkDecisionBar
        totals={loadTotals(selected)}
        onApprove={() => open('approve')}
        onReject={() => open('deny')}
        onClear={() => setSelectedIds(new Set())}
      />
      <FilterBar
        label={t.listLabel}
        fields={pendingLoadFilterFields}
        filters={filters.values}
        rows={pending}
        matched={requests.length}
        onChange={filters.onChange}
      />
      <DataTable
        label={t.listLabel}
        columns={columns}
        rows={requests}
        rowId={(load) => String(load.idLoad)}
        emptyText={shown.emptyText}
        initialSort={{ id: 'loadDate' }}
        searchable
        selection={{
          selectedIds,
          onChange: setSelectedIds,
          rowLabel: (load) => bulkMessages.selectLoad(load.idLoad),
        }}
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
      {bulk && (
        <BulkDecisionDialog
          loads={bulk.loads}
          status={bulk.status}
          // Decided loads leave the list; the failed ones stay selected for another try.
          onClose={() => setBulk(null)}
        />
      )}
    </section>
  );
}
