import { formatAmount } from '@/lib/format';
import { SelectionBar } from '@/features/factoring/shared/selection-bar';
import type { LoadTotals } from '@/features/factoring/shared/load-totals';
import { bulkMessages as t } from '@/features/factoring/approve/messages';
import { Button } from '@/components/ui/button';

interface BulkDecisionBarProps {
  readonly totals: LoadTotals;
  readonly onApprove: () => void;
  readonly onReject: () => void;
  readonly onClear: () => void;
}

/** What is selected, announced as it changes, and the two bulk decisions. */
export function BulkDecisionBar({ totals, onApprove, onReject, onClear }: BulkDecisionBarProps) {
  const empty = totals.loads === 0;
  return (
    <SelectionBar
      heading={t.selectionHeading}
      empty={empty}
      onClear={onClear}
      className="bulk-bar"
      figures={
        <p className="bulk-bar__figures">
          {empty ? (
            <span className="muted">{t.nothingSelected}</span>
          ) : (
            <>
              <strong>{t.selected(totals.loads)}</strong> · {t.invoices(totals.invoices)} ·{' '}
              <span className="tabular">{formatAmount(totals.amountNIO, 'NIO')}</span> ·{' '}
              <span className="tabular">{formatAmount(totals.amountUSD, 'USD')}</span>
            </>
          )}
        </p>
      }
    >
      <Button variant="danger" disabled={empty} onClick={onReject}>
        {t.rejectSelected}
      </Button>
      <Button variant="primary" disabled={empty} onClick={onApprove}>
        {t.approveSelected}
      </Button>
    </SelectionBar>
  );
}
