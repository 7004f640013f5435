import { columnTitle, invoiceFields } from '@contract/invoice-fields';
import type { AvailableInvoice } from '@contract/schemas';
import type { ListFilterFields } from '@/components/list-filters/filter-kinds';
import { listFilterSearch } from '@/components/list-filters/filter-kinds';
import { managuaToday } from '@contract/dates';
import { maturityOf, type MaturityState } from '@/lib/maturity';
import { maturityLabels } from '@/features/factoring/shared/messages';
import { requestMessages as t } from './messages';

/** An invoice's maturity as its URL writes it. */
const maturityParams = {
  overdue: 'vencida',
  dueSoon: 'vence-pronto',
  current: 'vigente',
} as const satisfies Record<MaturityState, string>;

/** The available invoices' filters in the URL; their status is how close each is to its due date. */
export const requestFilterSearch = listFilterSearch(Object.values(maturityParams));

/** Available invoices by due date, maturity, debtor and amount: what a provider weighs before discounting. */
export const requestFilterFields: ListFilterFields<AvailableInvoice> = {
  date: { label: columnTitle(invoiceFields.dueDate), value: (invoice) => invoice.dueDate },
  status: {
    label: t.filters.maturity,
    options: [
      { value: maturityParams.overdue, label: maturityLabels.overdue },
      { value: maturityParams.dueSoon, label: maturityLabels.dueSoon },
      { value: maturityParams.current, label: t.filters.current },
    ],
    value: (invoice) => maturityParams[maturityOf(invoice.dueDate, managuaToday())?.state ?? 'current'],
  },
  party: { label: t.columns.debtor, value: (invoice) => invoice.debtor },
  amount: { NIO: (invoice) => invoice.amountNIO, USD: (invoice) => invoice.amountUSD },
};
