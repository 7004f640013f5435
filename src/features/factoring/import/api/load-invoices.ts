import type { RequestOf, ResponseOf } from '@contract/contract';
import type { Draft } from '@/features/factoring/import/drafts/draft-types';
import { callApi } from '@/lib/http/client';

type Invoice = RequestOf<'loadInvoices'>['Invoices'][number];

/** The draft's rows as LoadInvoices wants them: without the spreadsheet row number. */
export function invoicesOf(draft: Pick<Draft, 'rows'>): Invoice[] {
  return draft.rows.map(({ rowNumber, invoiceDate, dueDate, ...invoice }) => {
    // Rows with an unreadable date are errors, and drafts with errors are never sent.
    if (invoiceDate === null || dueDate === null) throw new Error(`La fila ${rowNumber} no tiene fechas válidas.`);
    return { ...invoice, invoiceDate, dueDate };
  });
}

/** POST operations/Factoring/LoadInvoices, always with the key the draft was created with. */
export function submitDraft(draft: Draft): Promise<ResponseOf<'loadInvoices'>> {
  return callApi('loadInvoices', { body: { Invoices: invoicesOf(draft) }, idempotencyKey: draft.idempotencyKey });
}
