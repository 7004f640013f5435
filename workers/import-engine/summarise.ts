import { summariseByProvider } from '../../src/api/provider-totals';
import type { ImportSummary, InvoiceDetailRow } from './types';

/** The overall summary of a file: every row, and the totals of each provider in cents. */
export function summarise(rows: readonly InvoiceDetailRow[]): ImportSummary {
  return {
    totalInvoices: rows.length,
    summaryByProvider: summariseByProvider(rows),
    invoiceDetails: [...rows],
  };
}
