import type { Load } from '@contract/schemas';
import { sumCents, type Cents } from '@contract/money';

export interface LoadTotals {
  readonly loads: number;
  readonly invoices: number;
  readonly amountNIO: Cents;
  readonly amountUSD: Cents;
}

/** How many loads, how many invoices they carry, and their exact NIO and USD totals. */
export function loadTotals(loads: readonly Load[]): LoadTotals {
  return {
    loads: loads.length,
    invoices: loads.reduce((count, load) => count + load.totalInvoices, 0),
    amountNIO: sumCents(loads.map((load) => load.totalAmountNIO)),
    amountUSD: sumCents(loads.map((load) => load.totalAmountUSD)),
  };
}
