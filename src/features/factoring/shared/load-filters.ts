import type { Load, LoadStatus } from '@contract/schemas';
import type { ListFilterFields } from '@/components/list-filters/filter-kinds';
import { listFilterSearch } from '@/components/list-filters/filter-kinds';
import { loadLabels } from './messages';
import { loadStatusBadge } from './status-tone';

const statuses = ['PENDIENTE', 'APROBADA', 'RECHAZADA'] satisfies LoadStatus[];

/** A load's status as its URL writes it: 'aprobada', not 'APROBADA'. */
const statusParam = (status: LoadStatus) => status.toLowerCase();

/** The filters of the list of every load, in the URL. */
export const loadFilterSearch = listFilterSearch(statuses.map(statusParam));

/** The filters of the pending loads, in the URL: no status, since they all wait. */
export const pendingLoadFilterSearch = listFilterSearch();

const common = {
  date: { label: loadLabels.loadDate, value: (load: Load) => load.loadDate },
  party: { label: loadLabels.debtor, value: (load: Load) => load.debtor },
  amount: { NIO: (load: Load) => load.totalAmountNIO, USD: (load: Load) => load.totalAmountUSD },
} satisfies ListFilterFields<Load>;

/** Loads still waiting for a decision all share one status: nothing to choose. */
export const pendingLoadFilterFields: ListFilterFields<Load> = common;

/** Every load with its decision: by load date, status, debtor and total. */
export const loadFilterFields: ListFilterFields<Load> = {
  ...common,
  status: {
    label: loadLabels.status,
    options: statuses.map((status) => ({ value: statusParam(status), label: loadStatusBadge(status).label })),
    value: (load) => statusParam(load.status),
  },
};
