import { invoiceFields } from '@contract/invoice-fields';
import { invoiceKey } from '@contract/invoice-key';
import { overlapIn, overlapMessages, type LoadedInvoices } from '@/features/factoring/shared/invoice-overlaps';
import type { InvoiceDetailRow, RowIssue } from './drafts/draft-types';

/** A row issue that may point at a load the debtor can open. */
export interface ReviewIssue extends RowIssue {
  readonly idLoad?: number;
}

const column = invoiceFields.invoiceNumber.label;

/**
 * The rows whose invoice the server already has: an error when a pending or approved load holds
 * it (it would be financed twice), a note when it was only in a rejected load (sending it again
 * after a rejection is normal). Rows without a provider or a number are the file's own errors.
 * `sentBefore`: the draft went to the server before and was not refused (its answer is unknown).
 */
export function loadOverlapIssues(
  rows: readonly InvoiceDetailRow[],
  loaded: LoadedInvoices,
  { sentBefore = false }: { readonly sentBefore?: boolean } = {},
): ReviewIssue[] {
  const issues: ReviewIssue[] = [];
  const complete = rows.filter((row) => row.providerIdentification.trim() !== '' && row.invoiceNumber.trim() !== '');
  const found = loaded.placementsOf(complete);
  for (const row of complete) {
    const overlap = overlapIn(found.get(invoiceKey(row)));
    if (!overlap) continue;
    const { placement } = overlap;
    issues.push(
      overlap.kind === 'held'
        ? {
            row: row.rowNumber,
            column,
            // A draft sent before whose answer never came may have made this very load: its
            // retry, with the same key, gets that load back, and the server refuses a true
            // duplicate. The row says so instead of blocking the retry.
            message: sentBefore ? overlapMessages.heldMaybeOwn(row, placement) : overlapMessages.held(row, placement),
            severity: sentBefore ? 'warning' : 'error',
            idLoad: placement.idLoad,
          }
        : {
            row: row.rowNumber,
            column,
            message: overlapMessages.rejected(row, placement),
            severity: 'warning',
            idLoad: placement.idLoad,
          },
    );
  }
  return issues;
}
