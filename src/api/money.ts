/**
 * The one money rule of the portal, shared by the import worker, the screens and the sandbox:
 * an amount is a whole number of cents, rounded half away from zero from the amount's shortest
 * decimal form. 1.005 is 101 cents, as Excel's ROUND gives, although the binary double nearest
 * 1.005 is slightly below it; naive `Math.round(x * 100)` would give 100. Sums add cents, so
 * 0.1 + 0.2 is 0.30 and a total never drifts from the sum a debtor checks by hand.
 */

/** Whole cents of an amount; NaN for a value that is not a finite number. */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) return Number.NaN;
  // String() gives the shortest decimal that reads back as the same double: the amount as written.
  const [mantissa = '0', exponent = '0'] = String(Math.abs(amount)).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  // Where the decimal point falls in `digits` once the amount is counted in cents.
  const point = whole.length + Number(exponent) + 2;
  const kept = point <= 0 ? 0 : Number(digits.slice(0, point).padEnd(point, '0'));
  const next = point < 0 ? 0 : Number(digits[point] ?? '0');
  const cents = kept + (next >= 5 ? 1 : 0);
  return amount < 0 && cents !== 0 ? -cents : cents;
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** An amount rounded to the cent by the same rule. */
export function roundToCents(amount: number): number {
  return Number.isFinite(amount) ? fromCents(toCents(amount)) : amount;
}

/** The sum of amounts, through cents; amounts that are not finite numbers add nothing. */
export function sumAmounts(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) if (Number.isFinite(amount)) cents += toCents(amount);
  return fromCents(cents);
}

export type Currency = 'NIO' | 'USD';

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
