import type { Disbursement } from '@contract/schemas';
import type { ListFilterFields } from '@/components/list-filters/filter-kinds';
import { listFilterSearch } from '@/components/list-filters/filter-kinds';
import { disbursementMessages as t } from './messages';

/** The disbursements' filters in the URL: they carry no status to choose. */
export const disbursementFilterSearch = listFilterSearch();

/** Disbursements by factoring date, debtor and total. */
export const disbursementFilterFields: ListFilterFields<Disbursement> = {
  date: { label: t.columns.factoringDate, value: (disbursement) => disbursement.factoringDate },
  party: { label: t.columns.debtor, value: (disbursement) => disbursement.debtor },
  amount: { NIO: (disbursement) => disbursement.amountNIO, USD: (disbursement) => disbursement.amountUSD },
};
