import type { Currency } from '../api/schemas';

/** Sums money through integer cents, so 0.1 + 0.2 is 0.3 and totals match the user's books. */
export function sumAmounts(amounts: readonly number[]): number {
  const cents = amounts.reduce((total, amount) => total + (Number.isFinite(amount) ? Math.round(amount * 100) : 0), 0);
  return cents / 100;
}

export interface CurrencyTotals {
  readonly NIO: number;
  readonly USD: number;
}

/** Totals per currency of items that each carry one currency and one amount. */
export function totalsByCurrency<Item>(
  items: readonly Item[],
  currency: (item: Item) => Currency,
  amount: (item: Item) => number,
): CurrencyTotals {
  const of = (wanted: Currency) => sumAmounts(items.filter((item) => currency(item) === wanted).map(amount));
  return { NIO: of('NIO'), USD: of('USD') };
}
