import { AmountTotals } from '@/features/factoring/shared/amount-totals';
import { SelectionBar } from '@/features/factoring/shared/selection-bar';
import { requestMessages as t } from '@/features/factoring/request/messages';
import type { SelectionTotals } from '@/features/factoring/request/selection-totals';
import { Button } from '@/components/ui/button';

interface InvoiceSelectionBarProps {
  readonly totals: SelectionTotals;
  readonly onRequest: () => void;
  readonly onClear: () => void;
}

/** The running count and NIO/USD totals of the selected invoices, and the request of them. */
export function InvoiceSelectionBar({ totals, onRequest, onClear }: InvoiceSelectionBarProps) {
  const empty = totals.count === 0;
  return (
    <SelectionBar
      heading={t.selectionHeading}
      empty={empty}
      onClear={onClear}
      figures={
        empty ? (
          <p className="selection-bar__count muted">{t.nothingSelected}</p>
        ) : (
          <>
            <p className="selection-bar__count" data-testid="selection-count">
              {t.selected(totals.count)}
            </p>
            <AmountTotals totals={totals} className="selection-bar__totals" testId="selection-total" />
          </>
        )
      }
    >
      <Button variant="primary" disabled={empty} onClick={onRequest}>
        {t.request}
      </Button>
    </SelectionBar>
  );
}
