/**
 * The one money rule of the portal, shared by the import worker, the screens and the sandbox:
 * an amount is a whole number of cents, rounded half away from zero from the amount's shortest
 * decimal form. 1.005 is 101 cents, as Excel's ROUND gives, although the binary double nearest
 * 1.005 is slightly below it; naive `Math.round(x * 100)` would give 100. Totals are sums of
 * cents as bigints (`Cents`), exact at any size: a double stops holding every cent past about
 * 90 trillion, and an authoriser's total of many loads can pass that.
 */

/** An exact sum of money, in whole cents. */
export type Cents = bigint;

/** The amount's shortest decimal form split at the cents: the whole cents' digits and the rest. */
function centsDigits(amount: number): { readonly kept: string; readonly rest: string } {
  // String() gives the shortest decimal that reads back as the same double: the amount as written.
  const [mantissa = '0', exponent = '0'] = String(Math.abs(amount)).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  // Where the decimal point falls in `digits` once the amount is counted in cents.
  const point = whole.length + Number(exponent) + 2;
  if (point <= 0) return { kept: '0', rest: '0'.repeat(-point) + digits };
  return { kept: digits.slice(0, point).padEnd(point, '0'), rest: digits.slice(point) };
}

/**
 * Below this size two amounts of whole cents are always different doubles (they are 0.002 apart
 * at most), so an amount that is the double of some whole cents is the double of no other.
 */
const EXACT_CENTS_BELOW = 1e13;

/** Whole cents of an amount; NaN for a value that is not a finite number. */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) return Number.NaN;
  // Most amounts have two decimals at most: then the nearest whole cents, divided back, are the
  // amount itself, and they are what its shortest decimal form says. This spares reading digits
  // out of a string, a third of the import's mapping time for 500 invoices.
  const near = Math.round(amount * 100);
  if (Math.abs(amount) < EXACT_CENTS_BELOW && near / 100 === amount) return near === 0 ? 0 : near;
  const { kept, rest } = centsDigits(amount);
  const cents = Number(kept) + (Number(rest[0] ?? '0') >= 5 ? 1 : 0);
  return amount < 0 && cents !== 0 ? -cents : cents;
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** An amount rounded to the cent by the same rule. */
export function roundToCents(amount: number): number {
  return Number.isFinite(amount) ? fromCents(toCents(amount)) : amount;
}

/** Whether an amount is a whole number of cents already: at most two decimals, as the API takes it. */
export function isWholeCents(amount: number): boolean {
  return Number.isFinite(amount) && fromCents(toCents(amount)) === amount;
}

/**
 * Binary floating point's noise: 8001.4000000001 from a formula, or 0.1 + 0.2, is a whole number
 * of cents that arithmetic smudged, not an amount with more decimals. Within a millionth of a
 * cent of its cents, an amount is read as those cents without a word.
 */
const NOISE = /^(?:0{6}|9{6})/;

/** Whether an amount holds a real part below the cent, which rounding to cents loses. */
export function hasSubCentPart(amount: number): boolean {
  if (!Number.isFinite(amount)) return false;
  const { rest } = centsDigits(amount);
  return /[1-9]/.test(rest) && !NOISE.test(rest);
}

/** The exact sum of amounts, in cents; amounts that are not finite numbers add nothing. */
export function sumCents(amounts: Iterable<number>): Cents {
  let total = 0n;
  for (const amount of amounts) if (Number.isFinite(amount)) total += BigInt(toCents(amount));
  return total;
}

/**
 * Cents as a number of currency units, for a total whose bounds keep it exact (a load's, below
 * MAX_LOAD_TOTAL): past 2^53 cents the nearest double may miss a cent.
 */
export function centsToAmount(cents: Cents): number {
  return Number(cents) / 100;
}

/** Cents as a plain decimal, '-1234.05': exact at any size, for a cell or a message. */
export function centsToDecimal(cents: Cents): string {
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  return `${cents < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

export type Currency = 'NIO' | 'USD';

export interface CurrencyTotals {
  readonly NIO: Cents;
  readonly USD: Cents;
}

/** Exact totals per currency of items that each carry one currency and one amount. */
export function totalsByCurrency<Item>(
  items: readonly Item[],
  currency: (item: Item) => Currency,
  amount: (item: Item) => number,
): CurrencyTotals {
  const of = (wanted: Currency) => sumCents(items.filter((item) => currency(item) === wanted).map(amount));
  return { NIO: of('NIO'), USD: of('USD') };
}
