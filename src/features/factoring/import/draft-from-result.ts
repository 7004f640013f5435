import type { NewDraft } from './drafts/draft-types';
import { sumAmounts } from '../../../api/money';
import type { ImportSummary, RowIssue } from '../../../../workers/import-engine/types';

/** A parsed file as a draft of this user; totals summed in cents, like the engine's own. */
export function draftFromResult(
  userId: number,
  file: { name: string; size: number },
  summary: ImportSummary,
  issues: readonly RowIssue[],
): NewDraft {
  const byProvider = summary.summaryByProvider;
  return {
    userId,
    fileName: file.name,
    fileSize: file.size,
    rows: summary.invoiceDetails,
    issues,
    summary: {
      totalInvoices: summary.totalInvoices,
      totalAmountNIO: sumAmounts(byProvider.map((provider) => provider.totalAmountNIO)),
      totalAmountUSD: sumAmounts(byProvider.map((provider) => provider.totalAmountUSD)),
      summaryByProvider: byProvider,
    },
  };
}
