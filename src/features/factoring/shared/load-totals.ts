import type { Load } from '../../../api/schemas';
import { sumAmounts } from '../../../api/money';

export interface LoadTotals {
  readonly loads: number;
  readonly invoices: number;
  readonly amountNIO: number;
  readonly amountUSD: number;
}

/** How many loads, how many invoices they carry, and their NIO and USD totals. */
export function loadTotals(loads: readonly Load[]): LoadTotals {
  return {
    loads: loads.length,
    invoices: loads.reduce((count, load) => count + load.totalInvoices, 0),
    amountNIO: sumAmounts(loads.map((load) => load.totalAmountNIO)),
    amountUSD: sumAmounts(loads.map((load) => load.totalAmountUSD)),
  };
}
