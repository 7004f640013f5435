import { useState } from 'react';
import type { Load } from '../../../../api/schemas';
import { parsePositiveId } from '../../../../lib/positive-id';
import { useFactoringRequests } from '../api/factoring-requests';

/**
 * The pending request a route's {idLoad} names, looked up in GetFactoringRequests. Once found it
 * is kept, so the screen does not turn into "not found" while its own decision removes it.
 */
export function usePendingRequest(rawId: string) {
  const idLoad = parsePositiveId(rawId);
  const requests = useFactoringRequests();
  const current = idLoad === null ? undefined : requests.data?.find((load) => load.idLoad === idLoad);
  const [kept, setKept] = useState<Load | undefined>(current);
  if (current && current !== kept) setKept(current);
  const load = current ?? kept;
  const state =
    idLoad === null
      ? 'not-found'
      : load
        ? 'found'
        : requests.isError
          ? 'error'
          : requests.isPending
            ? 'loading'
            : 'not-found';
  return { state, load, requests } as const;
}
