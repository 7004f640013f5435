import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailableInvoice, Disbursement } from '@contract/schemas';
import { announceFactoringChange } from '@/features/factoring/shared/announce-change';
import { factoringKeys } from '@/features/factoring/shared/query-keys';
import { isApiError } from '@/lib/http/api-error';
import { callApi } from '@/lib/http/client';

export interface FactoringRequest {
  readonly invoiceIds: readonly number[];
  /** Kept across retries of the same submission (see ../submission-key.ts). */
  readonly idempotencyKey: string;
}

/** POST AddNewFactoringForm `{ invoices }` with an Idempotency-Key. */
export const addNewFactoringForm = ({ invoiceIds, idempotencyKey }: FactoringRequest): Promise<Disbursement> =>
  callApi('addNewFactoringForm', { body: { invoices: [...invoiceIds] }, idempotencyKey });

/** The requested invoices leave the available list at once; the disbursements gain the new form. */
export function useAddNewFactoringForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNewFactoringForm,
    onSuccess: (_created, { invoiceIds }) => {
      announceFactoringChange();
      const requested = new Set(invoiceIds);
      queryClient.setQueryData<AvailableInvoice[]>(factoringKeys.availableInvoices(), (available) =>
        available?.filter((invoice) => !requested.has(invoice.idInvoice)),
      );
      void queryClient.invalidateQueries({ queryKey: factoringKeys.availableInvoices() });
      void queryClient.invalidateQueries({ queryKey: factoringKeys.disbursements() });
    },
    onError: (error) => {
      // 409: some invoice was taken meanwhile; show the list as it is now.
      if (isApiError(error) && error.statusCode === 409)
        void queryClient.invalidateQueries({ queryKey: factoringKeys.availableInvoices() });
    },
  });
}
