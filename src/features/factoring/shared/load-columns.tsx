import { Link } from '@tanstack/react-router';
import type { Load } from '@contract/schemas';
import { Badge } from '@/components/badge';
import type { DataColumn } from '@/components/data-table/columns';
import { loadLabels } from './messages';
import { loadStatusBadge } from './status-tone';

export type LoadColumnId = keyof typeof loadLabels;

/** The API keeps a rejection's reason and an approval's comment in one field; the screens name them apart. */
export const rejectionReason = (load: Load): string | null => (load.status === 'RECHAZADA' ? load.reason : null);
export const approvalComment = (load: Load): string | null => (load.status === 'APROBADA' ? load.reason : null);

/** Where a load's number leads: the authoriser's request, or the load's history. */
export type LoadDetailRoute = '/factoring/aprobar/detalle/$idLoad' | '/factoring/historica/detalle/$idLoad';

const definitions = (detail: LoadDetailRoute): Record<LoadColumnId, DataColumn<Load>> => ({
  idLoad: {
    id: 'idLoad',
    header: loadLabels.idLoad,
    kind: 'number',
    value: (load) => load.idLoad,
    cell: (load) => (
      <Link to={detail} params={{ idLoad: String(load.idLoad) }}>
        #{load.idLoad}
      </Link>
    ),
  },
  loadDate: { id: 'loadDate', priority: 2, header: loadLabels.loadDate, kind: 'date', value: (load) => load.loadDate },
  debtor: {
    id: 'debtor',
    header: loadLabels.debtor,
    kind: 'text',
    wrap: true,
    value: (load) => load.debtor,
  },
  uploadedBy: {
    id: 'uploadedBy',
    priority: 3,
    header: loadLabels.uploadedBy,
    kind: 'text',
    wrap: true,
    value: (load) => load.uploadedBy,
  },
  totalInvoices: {
    id: 'totalInvoices',
    priority: 3,
    header: loadLabels.totalInvoices,
    kind: 'number',
    value: (load) => load.totalInvoices,
  },
  totalAmountNIO: {
    id: 'totalAmountNIO',
    header: loadLabels.totalAmountNIO,
    kind: 'amount',
    currency: 'NIO',
    value: (load) => load.totalAmountNIO,
  },
  totalAmountUSD: {
    id: 'totalAmountUSD',
    header: loadLabels.totalAmountUSD,
    kind: 'amount',
    currency: 'USD',
    value: (load) => load.totalAmountUSD,
  },
  status: {
    id: 'status',
    header: loadLabels.status,
    kind: 'text',
    value: (load) => loadStatusBadge(load.status).label,
    cell: (load) => {
      const badge = loadStatusBadge(load.status);
      return <Badge tone={badge.tone}>{badge.label}</Badge>;
    },
  },
  decidedAt: {
    id: 'decidedAt',
    priority: 3,
    header: loadLabels.decidedAt,
    kind: 'date',
    value: (load) => load.decidedAt,
  },
  reason: { id: 'reason', priority: 2, header: loadLabels.reason, kind: 'text', wrap: true, value: rejectionReason },
  comment: { id: 'comment', priority: 2, header: loadLabels.comment, kind: 'text', wrap: true, value: approvalComment },
  decidedBy: {
    id: 'decidedBy',
    priority: 3,
    header: loadLabels.decidedBy,
    kind: 'text',
    value: (load) => load.decidedBy ?? null,
  },
});

interface LoadColumnsOptions {
  /** The columns, in order. */
  readonly columns: readonly LoadColumnId[];
  /** Those of them that only the Excel export carries. */
  readonly exportOnly?: readonly LoadColumnId[];
  /** Those that stay in view on this screen however narrow, though other screens may fold them. */
  readonly kept?: readonly LoadColumnId[];
  readonly detail: LoadDetailRoute;
}

/** The columns of a list of loads, defined once for every screen that lists them. */
export function loadColumns({ columns, exportOnly = [], kept = [], detail }: LoadColumnsOptions): DataColumn<Load>[] {
  const all = definitions(detail);
  return columns.map((id) => ({
    ...all[id],
    ...(exportOnly.includes(id) && { exportOnly: true }),
    ...(kept.includes(id) && { priority: 1 }),
  }));
}
