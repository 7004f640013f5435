import { toCents } from './cell-values';
import type { ImportSummary, InvoiceDetailRow, ProviderSummary } from './types';

interface Totals {
  providerIdentification: string;
  providerName: string;
  totalInvoices: number;
  centsNIO: number;
  centsUSD: number;
}

function toSummary(totals: Totals): ProviderSummary {
  return {
    providerIdentification: totals.providerIdentification,
    providerName: totals.providerName,
    totalInvoices: totals.totalInvoices,
    totalAmountNIO: totals.centsNIO / 100,
    totalAmountUSD: totals.centsUSD / 100,
  };
}

/**
 * SPEC's overall summary: every row, and per provider in order of first appearance. Sums are
 * kept in integer cents, so 0.1 + 0.2 is 0.3 and totals are exact to the cent. A provider's
 * name is the first non-empty one written for it.
 */
export function summarise(rows: readonly InvoiceDetailRow[]): ImportSummary {
  const providers = new Map<string, Totals>();
  for (const row of rows) {
    let totals = providers.get(row.providerIdentification);
    if (!totals) {
      totals = {
        providerIdentification: row.providerIdentification,
        providerName: row.providerName,
        totalInvoices: 0,
        centsNIO: 0,
        centsUSD: 0,
      };
      providers.set(row.providerIdentification, totals);
    }
    if (totals.providerName === '') totals.providerName = row.providerName;
    totals.totalInvoices += 1;
    totals.centsNIO += toCents(row.amountNIO);
    totals.centsUSD += toCents(row.amountUSD);
  }
  return {
    totalInvoices: rows.length,
    summaryByProvider: Array.from(providers.values(), toSummary),
    invoiceDetails: [...rows],
  };
}
