import type { Disbursement, DisbursementOperation } from '@contract/schemas';
import { totalsByCurrency, type Cents } from '@contract/money';
import { parsePositiveId } from '@/lib/positive-id';

/** The disbursement summary, derived on the client (field names as the backend writes them). */
export interface DisbursementSummary {
  readonly IdCreditForm: number;
  readonly Debtor: string;
  readonly FactoringDate: string;
  readonly AmountNIO: Cents;
  readonly AmountUSD: Cents;
  readonly Qty: number;
  readonly ApprovedUser: 'N/A';
  readonly DoesItHaveSomeAccountWithoutVW: false;
}

/**
 * Debtor and factoring date come from the disbursement lookup (the HistoricalDisbursements
 * list, shared through the query cache, because the detail call does not return them); the amounts are the sums of actualBalance per currency and Qty the
 * number of operations. Without a lookup, debtor and date are empty rather than guessed.
 */
export function deriveDisbursementSummary(
  idCreditForm: number,
  lookup: Pick<Disbursement, 'debtor' | 'factoringDate'> | undefined,
  operations: readonly DisbursementOperation[],
): DisbursementSummary {
  const totals = totalsByCurrency(
    operations,
    (operation) => operation.currency,
    (operation) => operation.actualBalance,
  );
  return {
    IdCreditForm: idCreditForm,
    Debtor: lookup?.debtor ?? '',
    FactoringDate: lookup?.factoringDate ?? '',
    AmountNIO: totals.NIO,
    AmountUSD: totals.USD,
    Qty: operations.length,
    ApprovedUser: 'N/A',
    DoesItHaveSomeAccountWithoutVW: false,
  };
}

/** idCreditForm parsed as an integer; anything else (missing, 12.5, abc, 0) is null. */
export const parseCreditFormId = (raw: string | undefined): number | null => parsePositiveId(raw);
