import { queryOptions, useQuery } from '@tanstack/react-query';
import { factoringKeys } from '../query-keys';
import { callApi } from '../../../../lib/http/client';

/** GET GetFactoringInvoicesByLoad/{idLoad}: the invoices of one load. */
export const invoicesByLoadQuery = (idLoad: number) =>
  queryOptions({
    queryKey: factoringKeys.invoicesByLoad(idLoad),
    queryFn: ({ signal }) => callApi('factoringInvoicesByLoad', { params: { idLoad }, signal }),
  });

export const useInvoicesByLoad = (idLoad: number, enabled = true) =>
  useQuery({ ...invoicesByLoadQuery(idLoad), enabled });
