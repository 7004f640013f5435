import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { factoringKeys } from '@/features/factoring/shared/query-keys';
import { callApi } from '@/lib/http/client';

/** GET HistoricalDisbursements: the list, and the lookup of each detail's debtor and date. */
export const historicalDisbursementsQuery = () =>
  queryOptions({
    queryKey: factoringKeys.disbursements(),
    queryFn: ({ signal }) => callApi('historicalDisbursements', { signal }),
  });

export const useHistoricalDisbursements = () => useSuspenseQuery(historicalDisbursementsQuery());
