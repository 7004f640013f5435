import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { announceFactoringChange } from '@/features/factoring/shared/announce-change';
import { factoringKeys } from '@/features/factoring/shared/query-keys';
import { callApi } from '@/lib/http/client';

export const recentImportsQuery = () =>
  queryOptions({
    queryKey: factoringKeys.recentImports(),
    queryFn: ({ signal }) => callApi('recentImports', { signal }),
  });

export const useRecentImports = () => useSuspenseQuery(recentImportsQuery());

/** After a new load: RecentImports, HistoryLoads and the authoriser's pending requests change. */
export async function refreshLoads(queryClient: QueryClient): Promise<void> {
  announceFactoringChange();
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: factoringKeys.recentImports() }),
    queryClient.invalidateQueries({ queryKey: factoringKeys.historyLoads() }),
    queryClient.invalidateQueries({ queryKey: factoringKeys.factoringRequests() }),
  ]);
}
