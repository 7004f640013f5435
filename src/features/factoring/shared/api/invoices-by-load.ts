import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { factoringKeys } from '@/features/factoring/shared/query-keys';
import { callApi } from '@/lib/http/client';

/** GET GetFactoringInvoicesByLoad/{idLoad}: the invoices of one load. */
export const invoicesByLoadQuery = (idLoad: number) =>
  queryOptions({
    queryKey: factoringKeys.invoicesByLoad(idLoad),
    queryFn: ({ signal }) => callApi('factoringInvoicesByLoad', { params: { idLoad }, signal }),
  });

export const useInvoicesByLoad = (idLoad: number) => useSuspenseQuery(invoicesByLoadQuery(idLoad));

/**
 * Starts a load's invoices loading beside a screen's other reads. A failure is not the loader's:
 * it stays in the cache for the screen's invoices section to show with its retry.
 */
export const prefetchInvoicesByLoad = (queryClient: QueryClient, idLoad: number): Promise<void> =>
  queryClient.query(invoicesByLoadQuery(idLoad)).then(
    () => undefined,
    () => undefined,
  );
