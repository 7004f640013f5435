import { toCents, type Cents } from '@contract/money';
import { config } from '@/config/config';

const amountFormatters = new Map<string, Intl.NumberFormat>();

function amountFormatter(currency: string): Intl.NumberFormat {
  let formatter = amountFormatters.get(currency);
  if (!formatter) {
    // Exactly two decimals and the currency's symbol in the portal's locale, on every screen.
    formatter = new Intl.NumberFormat(config.locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: config.decimals,
      maximumFractionDigits: config.decimals,
    });
    amountFormatters.set(currency, formatter);
  }
  return formatter;
}

/** A finite number from a number or a numeric string; null for anything else. */
export function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * The formatter's pieces for exact cents: the whole units are formatted as a bigint (every digit
 * kept, with the locale's grouping and symbol) and the cents written in as its fraction. A double
 * would round a total past about 90 trillion to the nearest representable amount, off by cents.
 */
function centsPieces(cents: Cents, currency: string): Intl.NumberFormatPart[] {
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  const whole = magnitude / 100n;
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  // -0 has no bigint: format -1 for the sign's place, and write its units as 0.
  const signed = negative ? (whole === 0n ? -1n : -whole) : whole;
  return amountFormatter(currency)
    .formatToParts(signed)
    .map((piece) => {
      if (piece.type === 'fraction') return { ...piece, value: fraction };
      if (piece.type === 'integer' && negative && whole === 0n) return { ...piece, value: '0' };
      return piece;
    });
}

/** The pieces of an amount (a number of currency units) or of exact cents; none for anything else. */
function amountPieces(value: number | string | Cents | null | undefined, currency: string): Intl.NumberFormatPart[] {
  let cents: Cents;
  if (typeof value === 'bigint') cents = value;
  else {
    const amount = toAmount(value);
    if (amount === null) return [];
    cents = BigInt(toCents(amount));
  }
  try {
    return centsPieces(cents, currency);
  } catch {
    return []; // An unknown currency code: nothing sensible to show.
  }
}

/**
 * Currency with exactly 2 decimals; non-numeric amounts are ''. A number is an amount in currency
 * units, rounded to the cent by the money rule; a bigint is an exact total in cents (`Cents`).
 */
export function formatAmount(
  value: number | string | Cents | null | undefined,
  currency: string = config.defaultCurrency,
): string {
  return amountPieces(value, currency)
    .map((piece) => piece.value)
    .join('');
}

/** A piece of a formatted amount: the currency's symbol (with the space that follows it) or the rest. */
export interface AmountPart {
  readonly text: string;
  readonly currency: boolean;
}

/**
 * formatAmount's text in pieces, the currency apart, so that a column headed by its currency
 * ('Total NIO') can leave the symbol out where room is short. Joined, the pieces are formatAmount's text.
 */
export function formatAmountParts(
  value: number | string | Cents | null | undefined,
  currency: string = config.defaultCurrency,
): readonly AmountPart[] {
  const pieces = amountPieces(value, currency);
  const parts: AmountPart[] = [];
  pieces.forEach((piece, index) => {
    // The space between 'USD' and the figure goes with the symbol.
    const isCurrency =
      piece.type === 'currency' || (piece.type === 'literal' && pieces[index - 1]?.type === 'currency');
    const last = parts.at(-1);
    if (last && last.currency === isCurrency)
      parts[parts.length - 1] = { text: last.text + piece.value, currency: isCurrency };
    else parts.push({ text: piece.value, currency: isCurrency });
  });
  return parts;
}

const collator = new Intl.Collator('es', { numeric: true });

/** Strings sort in the Spanish locale (digits by value: F-9 before F-10). */
export function compareStrings(left: string, right: string): number {
  return collator.compare(left, right);
}
