import type { NewDraft } from '../../../lib/drafts/draft-types';
import type { ImportSummary, RowIssue } from '../../../../workers/import-engine/types';

const cents = (amount: number) => Math.round(amount * 100);

/** A parsed file as a draft of this user; totals summed in cents, like the engine's own. */
export function draftFromResult(userId: number, file: { name: string; size: number }, summary: ImportSummary, issues: readonly RowIssue[]): NewDraft {
  const byProvider = summary.summaryByProvider;
  return {
    userId,
    fileName: file.name,
    fileSize: file.size,
    rows: summary.invoiceDetails,
    issues,
    summary: {
      totalInvoices: summary.totalInvoices,
      totalAmountNIO: byProvider.reduce((sum, provider) => sum + cents(provider.totalAmountNIO), 0) / 100,
      totalAmountUSD: byProvider.reduce((sum, provider) => sum + cents(provider.totalAmountUSD), 0) / 100,
      summaryByProvider: byProvider,
    },
  };
}
