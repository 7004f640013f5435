import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { factoringKeys } from '@/features/factoring/shared/query-keys';
import { callApi } from '@/lib/http/client';

/** GET HistoricalDisbursementDetail/{idCreditForm}: the disbursement's operations. */
export const disbursementDetailQuery = (idCreditForm: number) =>
  queryOptions({
    queryKey: factoringKeys.disbursementDetail(idCreditForm),
    queryFn: ({ signal }) => callApi('historicalDisbursementDetail', { params: { idCreditForm }, signal }),
  });

export const useDisbursementDetail = (idCreditForm: number) => useSuspenseQuery(disbursementDetailQuery(idCreditForm));
