import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { factoringKeys } from '@/features/factoring/shared/query-keys';
import { callApi } from '@/lib/http/client';

/** GET GetAvailableInvoicesByProvider: the provider's invoices that may be factored. */
export const availableInvoicesQuery = () =>
  queryOptions({
    queryKey: factoringKeys.availableInvoices(),
    queryFn: ({ signal }) => callApi('availableInvoicesByProvider', { signal }),
  });

export const useAvailableInvoices = () => useSuspenseQuery(availableInvoicesQuery());
