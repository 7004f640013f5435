import { FactList } from '@/components/fact-list';
import { ModalDialog } from '@/components/modal-dialog';
import { formatAmount } from '@/lib/format';
import type { DraftSummary, InvoiceDetailRow } from '@/features/factoring/import/drafts/draft-types';
import { maturityOf } from '@/lib/maturity';
import { importMessages } from '@/features/factoring/import/messages';
import { Button } from '@/components/ui/button';

const t = importMessages.confirmSend;

/** What the debtor should know before sending, beyond the totals: problems that do not block it. */
export interface SendCautions {
  /** Warnings on the rows being sent. */
  readonly warnings: number;
  /** Invoices whose due date is already past (Managua's today). */
  readonly overdue: number;
}

const noCautions: SendCautions = { warnings: 0, overdue: 0 };

/** How many of the rows are already past due on `today` (yyyy-mm-dd); a row without a due date is not. */
export function overdueInvoices(rows: readonly Pick<InvoiceDetailRow, 'dueDate'>[], today: string): number {
  return rows.filter((row) => row.dueDate !== null && maturityOf(row.dueDate, today)?.state === 'overdue').length;
}

interface ConfirmSendDialogProps {
  /** What will be sent; null while the dialog is closed. */
  readonly summary: DraftSummary | null;
  readonly cautions?: SendCautions;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * The last look before the invoices go to the bank: how many, how much in each currency, for how
 * many providers, and how many carry warnings or are overdue. The confirm button has the focus, so
 * Enter sends; Escape cancels.
 */
export function ConfirmSendDialog({ summary, cautions = noCautions, onConfirm, onCancel }: ConfirmSendDialogProps) {
  const providers = summary?.summaryByProvider.length ?? 0;
  const caution = t.cautions(cautions.warnings, cautions.overdue);
  return (
    <ModalDialog
      open={summary !== null}
      title={t.title}
      className="confirm-send"
      description={
        summary && (
          <>
            <p>{t.question(summary.totalInvoices, providers)}</p>
            {caution !== '' && <p className="confirm-send__caution">{caution}</p>}
          </>
        )
      }
      onCancel={onCancel}
    >
      {summary && (
        <FactList
          label={t.factsLabel}
          facts={[
            { label: t.invoices, value: summary.totalInvoices, numeric: true },
            { label: t.providers, value: providers, numeric: true },
            { label: t.totalNIO, value: formatAmount(summary.totalAmountNIO, 'NIO'), numeric: true },
            { label: t.totalUSD, value: formatAmount(summary.totalAmountUSD, 'USD'), numeric: true },
            ...(cautions.warnings > 0 ? [{ label: t.warnings, value: cautions.warnings, numeric: true }] : []),
            ...(cautions.overdue > 0 ? [{ label: t.overdue, value: cautions.overdue, numeric: true }] : []),
          ]}
        />
      )}
      <div className="dialog__actions">
        <Button onClick={onCancel}>{t.cancel}</Button>
        <Button variant="primary" onClick={onConfirm} data-autofocus>
          {t.confirm}
        </Button>
      </div>
    </ModalDialog>
  );
}
