import type { ReviewRow } from '../../../../workers/import-engine/review-rows';

/** A well-read invoice row of a draft under review: provider 0012345, dates in February 2026. */
export function reviewRow(rowNumber: number, overrides: Partial<ReviewRow['detail']> = {}): ReviewRow {
  return {
    detail: {
      rowNumber,
      providerIdentification: '0012345',
      providerName: 'Distribuidora Norte',
      invoiceDate: '2026-02-01',
      invoiceDateFormatted: '01/02/2026',
      dueDate: '2026-03-03',
      dueDateFormatted: '03/03/2026',
      invoiceNumber: `F-${String(rowNumber)}`,
      amountNIO: 1000,
      amountUSD: 0,
      amount: 1000,
      taxes: 100,
      opType: 1,
      currency: 'USD',
      deductionsLocalTaxes: true,
      deductionsDGI: true,
      ...overrides,
    },
  };
}
