import { ModalDialog } from '../../../../components/modal-dialog';
import { errorText } from '../../../../components/query-error';
import { formatAmount } from '../../../../lib/format';
import { requestMessages as t } from '../messages';
import type { SelectionTotals } from '../selection-totals';

interface ConfirmRequestDialogProps {
  readonly open: boolean;
  readonly totals: SelectionTotals;
  readonly invoiceNumbers: readonly string[];
  readonly sending: boolean;
  readonly error: unknown;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The confirmation step: what will be requested, then one send (a retry reuses the same key). */
export function ConfirmRequestDialog({
  open,
  totals,
  invoiceNumbers,
  sending,
  error,
  onConfirm,
  onCancel,
}: ConfirmRequestDialogProps) {
  const failed = error !== null && error !== undefined;
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
          <dl className="confirm-request__totals">
            <div>
              <dt>{t.totalNio}</dt>
              <dd className="tabular">{formatAmount(totals.amountNIO, 'NIO')}</dd>
            </div>
            <div>
              <dt>{t.totalUsd}</dt>
              <dd className="tabular">{formatAmount(totals.amountUSD, 'USD')}</dd>
            </div>
          </dl>
          <ul className="confirm-request__invoices" aria-label="Facturas a solicitar">
            {invoiceNumbers.map((invoiceNumber) => (
              <li key={invoiceNumber}>{invoiceNumber}</li>
            ))}
          </ul>
          <p className="muted">{t.confirmNote}</p>
        </>
      }
    >
      {failed && (
        <div className="alert alert--error" role="alert">
          <p className="notice-title">{t.submitFailed}</p>
          <p>{errorText(error)}</p>
        </div>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={sending}>
          {t.cancel}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={onConfirm}
          disabled={sending}
          aria-busy={sending}
        >
          {sending ? t.sending : failed ? t.retry : t.confirm}
        </button>
      </div>
    </ModalDialog>
  );
}
