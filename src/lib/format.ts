import { config } from '../config/config';

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

/** Currency with exactly 2 decimals; non-numeric amounts are ''. */
export function formatAmount(
  value: number | string | null | undefined,
  currency: string = config.defaultCurrency,
): string {
  const amount = toAmount(value);
  if (amount === null) return '';
  try {
    return amountFormatter(currency).format(amount);
  } catch {
    return ''; // An unknown currency code: nothing sensible to show.
  }
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
  value: number | string | null | undefined,
  currency: string = config.defaultCurrency,
): readonly AmountPart[] {
  const amount = toAmount(value);
  if (amount === null) return [];
  let pieces: Intl.NumberFormatPart[];
  try {
    pieces = amountFormatter(currency).formatToParts(amount);
  } catch {
    return [];
  }
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
