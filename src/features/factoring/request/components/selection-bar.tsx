import { AmountTotals } from '../../shared/amount-totals';
import { requestMessages as t } from '../messages';
import type { SelectionTotals } from '../selection-totals';

interface SelectionBarProps {
  readonly totals: SelectionTotals;
  readonly onRequest: () => void;
  readonly onClear: () => void;
}

/** The running count and NIO/USD totals of the selection, announced as they change. */
export function SelectionBar({ totals, onRequest, onClear }: SelectionBarProps) {
  const empty = totals.count === 0;
  return (
    <section className="card selection-bar" aria-labelledby="selection-heading">
      <h2 id="selection-heading" className="visually-hidden">
        {t.selectionHeading}
      </h2>
      <div className="selection-bar__figures" aria-live="polite" aria-atomic="true">
        {empty ? (
          <p className="selection-bar__count muted">{t.nothingSelected}</p>
        ) : (
          <>
            <p className="selection-bar__count" data-testid="selection-count">
              {t.selected(totals.count)}
            </p>
            <AmountTotals totals={totals} className="selection-bar__totals" testId="selection-total" />
          </>
        )}
      </div>
      <div className="button-row selection-bar__actions">
        {!empty && (
          <button type="button" className="button button--ghost" onClick={onClear}>
            {t.clearSelection}
          </button>
        )}
        <button type="button" className="button button--primary" disabled={empty} onClick={onRequest}>
          {t.request}
        </button>
      </div>
    </section>
  );
}
