import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Load, LoadInvoice } from '@contract/schemas';
import { callApi } from '@/lib/http/client';
import { LoadedInvoices } from '@/features/factoring/shared/invoice-overlaps';
import { factoringKeys } from '@/features/factoring/shared/query-keys';
import { invoicesByLoadQuery } from './invoices-by-load';

/** Never one call per invoice, nor every load at once: a few loads' invoices at a time. */
export const parallelLoadReads = 4;

/**
 * The invoices of every given load, read `parallel` loads at a time. The first failure fails the
 * whole lookup (a partial answer could hide a repeated invoice); no further read starts after it.
 */
export async function readInvoicesOfLoads(
  loads: readonly Pick<Load, 'idLoad'>[],
  readOne: (idLoad: number) => Promise<readonly LoadInvoice[]>,
  parallel = parallelLoadReads,
): Promise<ReadonlyMap<number, readonly LoadInvoice[]>> {
  const read = new Map<number, readonly LoadInvoice[]>();
  const pending = loads.map((load) => load.idLoad);
  let failed = false;
  const lane = async (): Promise<void> => {
    for (let idLoad = pending.shift(); idLoad !== undefined && !failed; idLoad = pending.shift()) {
      try {
        read.set(idLoad, await readOne(idLoad));
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, pending.length) }, lane));
  return read;
}

/** HistoryLoads under the history's own key: when the history is refreshed, so is the lookup. */
const loadsQuery = () =>
  queryOptions({
    queryKey: factoringKeys.historyLoads(),
    queryFn: ({ signal }) => callApi('historyLoads', { signal }),
  });

/**
 * A load's invoices never change once it is sent, so each load is read once per session and kept
 * in the query cache (the detail screens share the same entries).
 */
const readOneCached = (queryClient: QueryClient) => (idLoad: number) =>
  queryClient.query({ ...invoicesByLoadQuery(idLoad), staleTime: Infinity, gcTime: Infinity });

export type LoadedInvoicesLookup =
  | { readonly status: 'checking' }
  | { readonly status: 'failed'; readonly error: unknown; readonly retry: () => void }
  /** `checkedAt`: when the loads were read (epoch ms). */
  | { readonly status: 'ready'; readonly loaded: LoadedInvoices; readonly checkedAt: number };

/**
 * What the server already holds, for the screens that warn before an invoice is financed twice.
 * With `enabled: false` nothing is read yet, and the lookup is 'checking'.
 */
export function useLoadedInvoices({ enabled = true }: { readonly enabled?: boolean } = {}): LoadedInvoicesLookup {
  const queryClient = useQueryClient();
  // Read again whenever a screen asks: a load rejected since the list was cached frees its
  // invoices, and one call is cheap next to a refusal at the authoriser's desk.
  const loads = useQuery({ ...loadsQuery(), refetchOnMount: 'always', enabled });
  const ids = loads.data?.map((load) => load.idLoad) ?? [];
  const invoices = useQuery({
    queryKey: [...factoringKeys.all, 'loaded-invoices', ids] as const,
    queryFn: () => readInvoicesOfLoads(loads.data ?? [], readOneCached(queryClient)),
    enabled: enabled && loads.data !== undefined,
    staleTime: Infinity,
  });
  const loaded = useMemo(
    () => (loads.data && invoices.data ? new LoadedInvoices(loads.data, (idLoad) => invoices.data.get(idLoad)) : null),
    [loads.data, invoices.data],
  );
  // Query errors stay null until a read has failed: the first failed read names the lookup's failure.
  const error = loads.error ?? invoices.error;
  if (error) {
    return {
      status: 'failed',
      error,
      retry: () => void (loads.error ? loads.refetch() : invoices.refetch()),
    };
  }
  // A list being read again may be out of date: the check is not done until it is back.
  return loaded && !loads.isFetching && !invoices.isFetching
    ? { status: 'ready', loaded, checkedAt: loads.dataUpdatedAt }
    : { status: 'checking' };
}
