import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { factoringKeys } from '@/features/factoring/shared/query-keys';
import { callApi } from '@/lib/http/client';

/** GET HistoryLoads: every load this user may see, with its decision. */
export const historyLoadsQuery = () =>
  queryOptions({
    queryKey: factoringKeys.historyLoads(),
    queryFn: ({ signal }) => callApi('historyLoads', { signal }),
  });

export const useHistoryLoads = () => useSuspenseQuery(historyLoadsQuery());
