import { queryOptions, useQuery } from '@tanstack/react-query';
import { demoRecoveryCodePath, demoRecoveryCodeSchema } from '@contract/sandbox-demo';
import { http } from '@/lib/http/client';

/**
 * The code the demo sandbox "sent", asked once per code sent (`sent` counts them). The lender's
 * API has no such path: there the call fails, and the screen shows no demo notice.
 */
export const demoCodeQuery = (requestId: string, sent: number) =>
  queryOptions({
    queryKey: ['recovery', 'demo-code', requestId, sent],
    queryFn: ({ signal }) =>
      http.request('get', demoRecoveryCodePath, { query: { requestId }, schema: demoRecoveryCodeSchema, signal }),
    staleTime: Infinity,
    retry: false,
  });

export const useDemoCode = (requestId: string, sent: number) => useQuery(demoCodeQuery(requestId, sent));
