import { summariseByProvider } from '../../contract/provider-totals';
import { centsToAmount, sumCents } from '../../contract/money';
import type { InvoiceDetailRow, ReviewTotals, RowIssue } from './types';
import { lacksRequired } from './validate';

export function reviewTotals(rows: readonly InvoiceDetailRow[], issues: readonly RowIssue[]): ReviewTotals {
  const rowsWithErrors = new Set(issues.filter((issue) => issue.severity === 'error').map((issue) => issue.row));
  const counted = rows.filter((row) => !rowsWithErrors.has(row.rowNumber) && !lacksRequired(row));
  const byProvider = summariseByProvider(counted);
  return {
    totalInvoices: counted.length,
    // Rows without errors: validateRows keeps their totals within a load's, exact as numbers.
    totalAmountNIO: centsToAmount(sumCents(counted.map((row) => row.amountNIO))),
    totalAmountUSD: centsToAmount(sumCents(counted.map((row) => row.amountUSD))),
    summaryByProvider: byProvider,
    excludedRows: rows.length - counted.length,
  };
}
