/**
 * Amounts written as text, as accounting systems export them: '12.450,00', 'C$ 12,450.00',
 * 'US$ 1,250.00', '(350.00)', '12 450,00'. Only the small normalisation such texts need, and only
 * where it is unambiguous: a currency symbol or code at either end, a minus sign or parentheses,
 * spaces, and the thousands separator of either convention. The convention a text shows is
 * evidence its column uses to read the texts that show none ('1.234' alone could be 1234 or
 * 1.234); a text that stays ambiguous is never read, and says both readings. Shared by the import
 * engine and the review's inputs, so that a file and a typed cell read the same text the same way.
 */
import type { Currency } from './money';

/** Where the decimals start: '12,450.00' ('dot') or '12.450,00' ('comma'). */
export type DecimalMark = 'dot' | 'comma';

export type AmountText =
  /** The amount as a number, and the currency the text named, if any. */
  | { readonly kind: 'amount'; readonly value: number; readonly currency?: Currency }
  /** One mark followed by three digits, in a column that shows no other: 1234 or 1.234. */
  | {
      readonly kind: 'ambiguous';
      readonly readings: { readonly thousands: number; readonly decimal: number };
      readonly currency?: Currency;
    }
  /** A symbol or code of a currency the portal does not take (€, EUR), as written. */
  | { readonly kind: 'foreign'; readonly currency: string }
  | { readonly kind: 'invalid' };

/** How each of the portal's currencies is written beside an amount (case aside). */
const OWN_CURRENCIES: Readonly<Record<string, Currency>> = {
  c$: 'NIO',
  nio: 'NIO',
  us$: 'USD',
  u$: 'USD',
  $: 'USD',
  usd: 'USD',
};

/** Every currency code the platform knows (ISO 4217), to tell a foreign code from a stray word. */
const ISO_CODES = new Set(Intl.supportedValuesOf('currency'));

/** A currency symbol in Unicode's own sense (€, £, ¥, ₡…), possibly with letters (US$, C$). */
const HAS_SYMBOL = /\p{Sc}/u;

/** The spaces exports put inside an amount: plain, no-break, narrow no-break, thin. */
const SPACES = /[\s\u00a0\u202f\u2009]+/gu;

const CURRENCY_AT_START = /^([^\d\s.,()+-]+)\s*/u;
const CURRENCY_AT_END = /\s*([^\d\s.,()+-]+)$/u;

type Currencyish = { readonly own: Currency } | { readonly foreign: string } | null;

function currencyOf(token: string): Currencyish | undefined {
  const own = OWN_CURRENCIES[token.toLowerCase()];
  if (own) return { own };
  if (ISO_CODES.has(token.toUpperCase()) && /^[a-z]{3}$/iu.test(token)) return { foreign: token.toUpperCase() };
  if (HAS_SYMBOL.test(token)) return { foreign: token };
  return undefined;
}

interface Parts {
  readonly negative: boolean;
  readonly currency?: Currencyish;
  readonly body: string;
}

/** The text without its sign and currency, peeled from either end in any order: '-C$ 10', '(US$ 10)'. */
function peel(text: string): Parts | undefined {
  let body = text.replace(SPACES, ' ').trim();
  let negative = false;
  let currency: Currencyish = null;
  for (let pass = 0; pass < 3; pass += 1) {
    if (/^\(.*\)$/u.test(body) && !negative) {
      negative = true;
      body = body.slice(1, -1).trim();
    }
    if (/^-|-$/u.test(body) && !negative) {
      negative = true;
      body = body.replace(/^-|-$/u, '').trim();
    }
    if (body.startsWith('+') && !negative) body = body.slice(1).trim();
    for (const pattern of [CURRENCY_AT_START, CURRENCY_AT_END]) {
      const match = pattern.exec(body);
      if (!match?.[1] || currency !== null) continue;
      const found = currencyOf(match[1]);
      if (found === undefined) return undefined;
      currency = found;
      body = body.replace(pattern, '').trim();
    }
  }
  return { negative, currency, body };
}

/** Digits grouped in threes by `group`: '12.450' or '1,234,567'. */
const GROUPED = { '.': /^\d{1,3}(?:\.\d{3})+$/u, ',': /^\d{1,3}(?:,\d{3})+$/u } as const;
const grouped = (whole: string, group: string) => (group === '.' ? GROUPED['.'] : GROUPED[',']).test(whole);

interface Split {
  readonly whole: string;
  readonly fraction: string;
  /** The mark this text shows to be the decimal one, when it shows one. */
  readonly mark?: DecimalMark;
  /** A lone '.' or ',' before three digits: the column's mark decides. */
  readonly ambiguous?: DecimalMark;
}

const markOf = (character: string): DecimalMark => (character === '.' ? 'dot' : 'comma');
const otherMark = (character: string) => (character === '.' ? ',' : '.');

/** The digits of a body around its decimal mark, as far as the body alone says. */
function split(body: string): Split | undefined {
  // Spaces between groups of three ('12 450,00') are thousands separators in either convention.
  const unspaced = /^\d{1,3}(?: \d{3})+(?:[.,]\d+)?$/u.test(body) ? body.replaceAll(' ', '') : body;
  if (!/^\d[\d.,]*$/u.test(unspaced) || /[.,]$/u.test(unspaced)) return undefined;
  const marks = [...new Set(unspaced.replace(/\d/gu, ''))];
  if (marks.length === 0) return { whole: unspaced, fraction: '' };
  const last = Math.max(unspaced.lastIndexOf('.'), unspaced.lastIndexOf(','));
  const lastMark = unspaced.charAt(last);
  const whole = unspaced.slice(0, last);
  const fraction = unspaced.slice(last + 1);
  if (marks.length === 2) {
    // Both marks: the last one is the decimal mark, the other groups thousands.
    const group = otherMark(lastMark);
    if (whole.includes(lastMark) || !grouped(whole, group)) return undefined;
    return { whole: whole.replaceAll(group, ''), fraction, mark: markOf(lastMark) };
  }
  if (whole.includes(lastMark)) {
    // The one mark more than once: it groups thousands, and there are no decimals.
    if (!grouped(unspaced, lastMark)) return undefined;
    return { whole: unspaced.replaceAll(lastMark, ''), fraction: '', mark: markOf(otherMark(lastMark)) };
  }
  // One mark, once: decimal unless three digits follow a group that could lead ('1.234', not '0.234').
  if (fraction.length === 3 && /^[1-9]\d{0,2}$/u.test(whole)) return { whole, fraction, ambiguous: markOf(lastMark) };
  return { whole, fraction, mark: markOf(lastMark) };
}

const valueOf = (negative: boolean, whole: string, fraction: string) => {
  const value = Number(fraction === '' ? whole : `${whole}.${fraction}`);
  return negative && value !== 0 ? -value : value;
};

/** The decimal mark a text shows on its own, if any: evidence for its column. */
export function decimalMarkOf(text: string): DecimalMark | undefined {
  const parts = peel(text);
  return parts ? split(parts.body)?.mark : undefined;
}

/**
 * The one decimal mark a column's texts show, or undefined when they show none, or both (then
 * each text is read on its own, and the ambiguous ones stay so).
 */
export function columnDecimalMark(texts: Iterable<string>): DecimalMark | undefined {
  const seen = new Set<DecimalMark>();
  for (const text of texts) {
    const mark = decimalMarkOf(text);
    if (mark) seen.add(mark);
  }
  return seen.size === 1 ? [...seen][0] : undefined;
}

/**
 * An amount written as text, read with its column's decimal mark when the text alone does not
 * say it. Plain numbers ('1500.50') read as they always did.
 */
export function readAmountText(text: string, columnMark?: DecimalMark): AmountText {
  const parts = peel(text);
  if (!parts) return { kind: 'invalid' };
  const { negative, currency, body } = parts;
  if (currency && 'foreign' in currency) return { kind: 'foreign', currency: currency.foreign };
  const digits = split(body);
  if (!digits) return { kind: 'invalid' };
  const named = currency ? { currency: currency.own } : {};
  const { whole, fraction, ambiguous } = digits;
  if (ambiguous === undefined) return { kind: 'amount', value: valueOf(negative, whole, fraction), ...named };
  if (columnMark === ambiguous) return { kind: 'amount', value: valueOf(negative, whole, fraction), ...named };
  if (columnMark !== undefined) return { kind: 'amount', value: valueOf(negative, whole + fraction, ''), ...named };
  return {
    kind: 'ambiguous',
    readings: { thousands: valueOf(negative, whole + fraction, ''), decimal: valueOf(negative, whole, fraction) },
    ...named,
  };
}

/** The words a currency column writes for the portal's currencies, beside their codes and symbols. */
const CURRENCY_WORDS: Readonly<Record<string, Currency>> = {
  cordobas: 'NIO',
  cordoba: 'NIO',
  dolares: 'USD',
  dolar: 'USD',
};

/**
 * What a currency column's cell says: córdobas or dollars (a code, symbol or word: 'NIO', 'C$',
 * 'usd', 'Dólares'), another currency by its code or symbol ('EUR', '€'), or nothing known (null).
 */
export function readCurrencyText(text: string): Currency | { readonly foreign: string } | null {
  const trimmed = text.trim();
  const word = trimmed.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const named = CURRENCY_WORDS[word];
  if (named) return named;
  const found = currencyOf(trimmed);
  if (!found) return null;
  return 'own' in found ? found.own : { foreign: found.foreign };
}
