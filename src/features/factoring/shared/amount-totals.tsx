import type { ReactNode } from 'react';
import type { Cents } from '@contract/money';
import { formatAmount } from '@/lib/format';
import { totalsLabels as t } from './messages';

interface AmountTotalsProps {
  readonly totals: { readonly amountNIO: Cents; readonly amountUSD: Cents };
  /** How the list is laid out, which is the screen's choice (stacked or one line). */
  readonly className: string;
  /** Names each amount for tests as `<testId>-nio` and `<testId>-usd`. */
  readonly testId?: string;
  /** Entries of the same list shown before the amounts (each a `<div>` with its `<dt>` and `<dd>`). */
  readonly children?: ReactNode;
}

/** The NIO and USD totals as a description list, each labelled with its currency. */
export function AmountTotals({ totals, className, testId, children }: AmountTotalsProps) {
  return (
    <dl className={className}>
      {children}
      <div>
        <dt>{t.nio}</dt>
        <dd className="tabular" data-testid={testId && `${testId}-nio`}>
          {formatAmount(totals.amountNIO, 'NIO')}
        </dd>
      </div>
      <div>
        <dt>{t.usd}</dt>
        <dd className="tabular" data-testid={testId && `${testId}-usd`}>
          {formatAmount(totals.amountUSD, 'USD')}
        </dd>
      </div>
    </dl>
  );
}
