import type { AvailableInvoice } from '@contract/schemas';
import { sumCents, type Cents } from '@contract/money';

export interface SelectionTotals {
  readonly count: number;
  readonly amountNIO: Cents;
  readonly amountUSD: Cents;
  /** The selected invoices' ids, in the list's order (ids no longer available are dropped). */
  readonly invoiceIds: readonly number[];
}

/** The running count and the NIO and USD totals of the invoices selected among those available. */
export function selectionTotals(
  invoices: readonly AvailableInvoice[],
  selectedIds: ReadonlySet<string>,
): SelectionTotals {
  const selected = invoices.filter((invoice) => selectedIds.has(String(invoice.idInvoice)));
  return {
    count: selected.length,
    amountNIO: sumCents(selected.map((invoice) => invoice.amountNIO)),
    amountUSD: sumCents(selected.map((invoice) => invoice.amountUSD)),
    invoiceIds: selected.map((invoice) => invoice.idInvoice),
  };
}
