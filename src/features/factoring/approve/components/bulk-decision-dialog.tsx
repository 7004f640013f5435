import type { Load } from '@contract/schemas';
import { Badge } from '@/components/badge';
import { ModalDialog } from '@/components/modal-dialog';
import { errorText } from '@/components/query-error';
import { formatAmount } from '@/lib/format';
import { AmountTotals } from '@/features/factoring/shared/amount-totals';
import { useBulkDecision } from '@/features/factoring/approve/api/use-bulk-decision';
import type { TaskOutcome } from '@/features/factoring/approve/bulk-decision-runner';
import { loadTotals } from '@/features/factoring/shared/load-totals';
import { bulkMessages as t } from '@/features/factoring/approve/messages';
import { DecisionReasonField, useDecisionReason } from './decision-reason';
import { Button } from '@/components/ui/button';

interface BulkDecisionDialogProps {
  /** The loads as they were when the dialog opened: the list behind may change while it runs. */
  readonly loads: readonly Load[];
  readonly status: 'approve' | 'deny';
  readonly onClose: () => void;
}

/**
 * One confirmation for several loads: it lists them and their totals, takes one comment or
 * reason for all, then shows each load's progress and outcome, and retries only the failed ones.
 */
export function BulkDecisionDialog({ loads, status, onClose }: BulkDecisionDialogProps) {
  const bulk = useBulkDecision(loads, status);
  const deny = status === 'deny';
  const reason = useDecisionReason(deny);
  const totals = loadTotals(loads);
  const started = bulk.phase !== 'confirm';
  const done = [...bulk.outcomes.values()].filter(
    (outcome) => outcome.state === 'succeeded' || outcome.state === 'failed',
  ).length;
  const succeeded = [...bulk.outcomes.values()].filter((outcome) => outcome.state === 'succeeded').length;

  const confirm = () => {
    const trimmed = reason.accept();
    if (trimmed !== null) bulk.send(trimmed);
  };

  return (
    <ModalDialog
      open
      className="bulk-decision"
      title={deny ? t.rejectTitle(loads.length) : t.approveTitle(loads.length)}
      onCancel={() => {
        if (bulk.phase !== 'running') onClose();
      }}
      description={
        <>
          <p>{deny ? t.rejectQuestion : t.approveQuestion}</p>
          <p className="bulk-decision__count">
            {t.selected(totals.loads)} · {t.invoices(totals.invoices)}
          </p>
          <AmountTotals totals={totals} className="bulk-decision__totals" />
        </>
      }
    >
      <ul className="bulk-decision__loads" aria-label={t.loadsListLabel}>
        {loads.map((load) => (
          <li key={load.idLoad} className="bulk-decision__load" data-load={load.idLoad}>
            <span className="bulk-decision__load-name">{t.loadLine(load.idLoad, load.debtor)}</span>{' '}
            <span className="tabular bulk-decision__load-amounts">
              {t.invoices(load.totalInvoices)} · {formatAmount(load.totalAmountNIO, 'NIO')} ·{' '}
              {formatAmount(load.totalAmountUSD, 'USD')}
            </span>
            {started && (
              <span className="bulk-decision__outcome">
                <OutcomeBadge outcome={bulk.outcomes.get(load.idLoad)} deny={deny} />
              </span>
            )}
          </li>
        ))}
      </ul>
      <DecisionReasonField
        {...reason.field}
        hint={deny ? t.reasonHint : t.commentHint}
        rows={2}
        readOnly={started}
        dialogFocus
      />
      {started && (
        <p className="bulk-decision__progress" role="status">
          {bulk.phase === 'running'
            ? t.progress(done, bulk.outcomes.size)
            : t.resultSummary(succeeded, bulk.failedCount)}
        </p>
      )}
      <div className="dialog__actions">
        {bulk.phase === 'confirm' && (
          <>
            <Button onClick={onClose}>{t.cancel}</Button>
            <Button variant={deny ? 'danger' : 'primary'} onClick={confirm}>
              {deny ? t.confirmReject(loads.length) : t.confirmApprove(loads.length)}
            </Button>
          </>
        )}
        {bulk.phase === 'running' && (
          <Button variant="primary" disabled aria-busy="true">
            {t.sending}
          </Button>
        )}
        {bulk.phase === 'done' && (
          <>
            {bulk.failedCount > 0 && <Button onClick={() => bulk.send(reason.text)}>{t.retryFailed}</Button>}
            <Button variant="primary" onClick={onClose}>
              {t.close}
            </Button>
          </>
        )}
      </div>
    </ModalDialog>
  );
}

function OutcomeBadge({ outcome, deny }: { readonly outcome: TaskOutcome<Load> | undefined; readonly deny: boolean }) {
  switch (outcome?.state) {
    case 'succeeded':
      return (
        <Badge tone={deny ? 'danger' : 'success'} mark="✓">
          {deny ? t.rejected : t.approved}
        </Badge>
      );
    case 'failed':
      return (
        <span className="bulk-decision__failure">
          <Badge tone="warning" mark="!">
            {t.failed}
          </Badge>{' '}
          <span className="bulk-decision__error">{errorText(outcome.error)}</span>
        </span>
      );
    case 'sending':
      return <Badge tone="info">{t.sending}</Badge>;
    default:
      return <Badge tone="neutral">{t.waiting}</Badge>;
  }
}
