import { ModalDialog } from '@/components/modal-dialog';
import { errorText } from '@/components/query-error';
import { formatDate, managuaToday } from '@contract/dates';
import { maturityOf } from '@/lib/maturity';
import { AmountTotals } from '@/features/factoring/shared/amount-totals';
import { MaturityBadge } from '@/features/factoring/shared/maturity-column';
import { requestMessages as t } from '@/features/factoring/request/messages';
import type { SelectionTotals } from '@/features/factoring/request/selection-totals';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface ConfirmRequestDialogProps {
  readonly open: boolean;
  readonly totals: SelectionTotals;
  readonly invoices: readonly { readonly invoiceNumber: string; readonly dueDate: string }[];
  readonly sending: boolean;
  readonly error: unknown;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The confirmation step: what will be requested, then one send (a retry reuses the same key). */
export function ConfirmRequestDialog({
  open,
  totals,
  invoices,
  sending,
  error,
  onConfirm,
  onCancel,
}: ConfirmRequestDialogProps) {
  const failed = error !== null && error !== undefined;
  const today = managuaToday();
  const overdue = invoices.filter((invoice) => maturityOf(invoice.dueDate, today)?.state === 'overdue');
  const current = invoices.filter((invoice) => !overdue.includes(invoice));
  return (
    <ModalDialog
      open={open}
      title={t.confirmTitle}
      onCancel={() => {
        if (!sending) onCancel();
      }}
      description={
        <>
          <p>{t.confirmQuestion(totals.count)}</p>
          <AmountTotals totals={totals} className="confirm-request__totals" />
          {current.length > 0 && (
            <ul className="confirm-request__invoices" aria-label={t.invoicesToRequest}>
              {current.map((invoice) => (
                <li key={invoice.invoiceNumber}>
                  {invoice.invoiceNumber} <MaturityBadge dueDate={invoice.dueDate} today={today} />
                </li>
              ))}
            </ul>
          )}
          {overdue.length > 0 && (
            <Alert tone="warning" live="none" as="div" className="confirm-request__overdue">
              <p className="notice-title">{t.overdueWarning(overdue.length)}</p>
              <ul className="confirm-request__invoices" aria-label={t.overdueInvoices}>
                {overdue.map((invoice) => (
                  <li key={invoice.invoiceNumber}>
                    {invoice.invoiceNumber} · {t.overdueSince(formatDate(invoice.dueDate))}
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          <p className="muted">{t.confirmNote}</p>
        </>
      }
    >
      {failed && (
        <Alert tone="error" as="div">
          <p className="notice-title">{t.submitFailed}</p>
          <p>{errorText(error)}</p>
        </Alert>
      )}
      <div className="dialog__actions">
        <Button onClick={onCancel} disabled={sending}>
          {t.cancel}
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={sending} aria-busy={sending}>
          {sending ? t.sending : failed ? t.retry : t.confirm}
        </Button>
      </div>
    </ModalDialog>
  );
}
