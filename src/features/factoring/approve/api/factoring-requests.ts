import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { factoringKeys } from '@/features/factoring/shared/query-keys';
import { callApi } from '@/lib/http/client';
import { parsePositiveId } from '@/lib/positive-id';

/** GET GetFactoringRequests: the loads waiting for a decision. */
export const factoringRequestsQuery = () =>
  queryOptions({
    queryKey: factoringKeys.factoringRequests(),
    queryFn: ({ signal }) => callApi('factoringRequests', { signal }),
  });

export const useFactoringRequests = () => useSuspenseQuery(factoringRequestsQuery());

/**
 * The loader of a screen about one pending request: the route's {idLoad} must be a load waiting
 * for a decision, else the screen is "not found". `alongside` starts the screen's other reads
 * together with the list.
 */
export async function loadPendingRequest(
  queryClient: QueryClient,
  rawId: string,
  alongside?: (idLoad: number) => Promise<void>,
): Promise<number> {
  const idLoad = parsePositiveId(rawId);
  if (idLoad === null) throw notFound();
  const [requests] = await Promise.all([queryClient.query(factoringRequestsQuery()), alongside?.(idLoad)]);
  if (!requests.some((load) => load.idLoad === idLoad)) throw notFound();
  return idLoad;
}
