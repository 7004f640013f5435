import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Load } from '@contract/schemas';
import { announceFactoringChange } from '@/features/factoring/shared/announce-change';
import { factoringKeys } from '@/features/factoring/shared/query-keys';
import { callApi } from '@/lib/http/client';

export interface LoadDecision {
  readonly idLoad: number;
  readonly status: 'approve' | 'deny';
  readonly reason: string;
  /** The same for every retry of one decision (see decisionKey). */
  readonly idempotencyKey: string;
}

/** POST UpdateLoadStatus `{ IdLoad, Status, Reason }`, with an Idempotency-Key. */
export const updateLoadStatus = (decision: LoadDecision): Promise<Load> =>
  callApi('updateLoadStatus', {
    body: { IdLoad: decision.idLoad, Status: decision.status, Reason: decision.reason.trim() },
    idempotencyKey: decision.idempotencyKey,
  });

/**
 * A decision changes the pending list (the load leaves it at once), the history (its status and
 * reason), the debtor's recent imports and, once approved, the invoices providers may factor.
 */
export function useUpdateLoadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLoadStatus,
    onSuccess: async (decided) => {
      announceFactoringChange();
      queryClient.setQueryData<Load[]>(factoringKeys.factoringRequests(), (pending) =>
        pending?.filter((load) => load.idLoad !== decided.idLoad),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: factoringKeys.factoringRequests() }),
        queryClient.invalidateQueries({ queryKey: factoringKeys.historyLoads() }),
        queryClient.invalidateQueries({ queryKey: factoringKeys.recentImports() }),
        queryClient.invalidateQueries({ queryKey: factoringKeys.availableInvoices() }),
      ]);
    },
  });
}
