/**
 * Query keys of the factoring calls, one place for every feature: a mutation in one feature
 * (approving a load) invalidates the lists another feature shows (history) without importing it.
 */
export const factoringKeys = {
  all: ['factoring'] as const,
  recentImports: () => ['factoring', 'recent-imports'] as const,
  historyLoads: () => ['factoring', 'history-loads'] as const,
  factoringRequests: () => ['factoring', 'factoring-requests'] as const,
  invoicesByLoad: (idLoad: number) => ['factoring', 'invoices-by-load', idLoad] as const,
  availableInvoices: () => ['factoring', 'available-invoices'] as const,
  disbursements: () => ['factoring', 'historical-disbursements'] as const,
  disbursementDetail: (idCreditForm: number) => ['factoring', 'historical-disbursement-detail', idCreditForm] as const,
};
