import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/http/client';

export const recentImportsQuery = () =>
  queryOptions({
    queryKey: ['factoring', 'recentImports'],
    queryFn: ({ signal }) => callApi('recentImports', { signal }),
  });

export const useRecentImports = () => useQuery(recentImportsQuery());

const loadLists = /^(recentImports|historyLoads)$/i;

/**
 * After a new load: RecentImports here, and HistoryLoads wherever the history screen caches it
 * (matched by the contract's call name in its key, since features do not import each other).
 */
export function refreshLoads(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey.some((part) => typeof part === 'string' && loadLists.test(part)),
  });
}
