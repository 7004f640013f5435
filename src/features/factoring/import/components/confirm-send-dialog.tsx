import { FactList } from '@/components/fact-list';
import { ModalDialog } from '@/components/modal-dialog';
import { formatAmount } from '@/lib/format';
import type { DraftSummary } from '@/features/factoring/import/drafts/draft-types';
import { importMessages } from '@/features/factoring/import/messages';
import { Button } from '@/components/ui/button';

const t = importMessages.confirmSend;

interface ConfirmSendDialogProps {
  /** What will be sent; null while the dialog is closed. */
  readonly summary: DraftSummary | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * The last look before the invoices go to the bank: how many, how much in each currency, for how
 * many providers. The confirm button has the focus, so Enter sends; Escape cancels.
 */
export function ConfirmSendDialog({ summary, onConfirm, onCancel }: ConfirmSendDialogProps) {
  const providers = summary?.summaryByProvider.length ?? 0;
  return (
    <ModalDialog
      open={summary !== null}
      title={t.title}
      className="confirm-send"
      description={summary && <p>{t.question(summary.totalInvoices, providers)}</p>}
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
