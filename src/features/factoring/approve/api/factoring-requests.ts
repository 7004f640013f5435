import { queryOptions, useQuery } from '@tanstack/react-query';
import { factoringKeys } from '../../shared/query-keys';
import { callApi } from '../../../../lib/http/client';

/** GET GetFactoringRequests: the loads waiting for a decision. */
export const factoringRequestsQuery = () =>
  queryOptions({
    queryKey: factoringKeys.factoringRequests(),
    queryFn: ({ signal }) => callApi('factoringRequests', { signal }),
  });

export const useFactoringRequests = () => useQuery(factoringRequestsQuery());
