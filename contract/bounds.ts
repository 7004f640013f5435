import { invisibleFault, withoutInvisible, type CharacterFault } from './characters';
import { identifierFault } from './invoice-key';
import { isWholeCents } from './money';

/**
 * What an invoice may hold, decided once for the import engine, the client's contract and the
 * sandbox, so that the review flags every row the server would refuse and nothing else. The
 * lender's API must refuse the same (docs/api-real.md lists these bounds).
 */
/**
 * The largest invoice amount: 14 significant digits, so as a JSON number (a double) it keeps
 * every cent, as does every amount below it.
 */
export const MAX_AMOUNT = 999_999_999_999.99;

/**
 * The largest total a load may reach in one currency. A total travels as a JSON number, a double,
 * which keeps every cent of a decimal of at most 15 significant digits: 9,999,999,999,999.99 is
 * the largest such amount. Ten invoices at the largest amount fit; sums of many loads are made in
 * exact cents (contract/money.ts), never as numbers.
 */
export const MAX_LOAD_TOTAL = 9_999_999_999_999.99;

/** The same bound in exact cents, for comparing with exact sums. */
export const MAX_LOAD_TOTAL_CENTS = 999_999_999_999_999n;

/** Invoice and due dates: real calendar days in this range (Excel's day 1 is 1900-01-01). */
export const FIRST_DATE = '1900-01-01';
export const LAST_DATE = '2100-12-31';

/**
 * Longest text per field, in characters. Together they keep a load of 500 invoices, however its
 * texts are written, under the 2 MiB a request body may have (a unit test checks the worst case).
 * `reason` is an authoriser's rejection reason or approval comment, which the debtor reads.
 */
export const MAX_TEXT = {
  providerIdentification: 30,
  providerName: 200,
  invoiceNumber: 40,
  observations: 1000,
  reason: 500,
} as const;

export type BoundedText = keyof typeof MAX_TEXT;

/** What is wrong with a text, if anything; `character` is detailed by `textCharacterFault`. */
export type TextFault = 'blank' | 'tooLong' | 'lineBreak' | 'control' | 'brokenCharacter' | 'character';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;
// C0 and C1 control characters and DEL; tab and line breaks are judged apart.
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The two texts that identify an invoice, held to the stricter character rule of identifiers. */
const isIdentifier = (field: BoundedText): field is 'providerIdentification' | 'invoiceNumber' =>
  field === 'providerIdentification' || field === 'invoiceNumber';

/** Texts that may span several lines, as typed in Excel with Alt+Enter or in a text area. */
const isMultiline = (field: BoundedText) => field === 'observations' || field === 'reason';

/** Empty once spaces and invisible characters are set aside: nothing a person could read. */
export const isBlankText = (text: string): boolean => withoutInvisible(text).trim() === '';

/**
 * The character that makes a text unacceptable, if any: for an identifier, any character outside
 * its alphabet (invoice-key.ts); for any other text, an invisible one (a zero-width space, a
 * right-to-left override), which would show a person something other than what is stored.
 */
export function textCharacterFault(field: BoundedText, text: string): CharacterFault | undefined {
  return isIdentifier(field) ? identifierFault(text) : invisibleFault(text);
}

/**
 * Judges one text field. Identifiers must hold something a person can read; only observations and
 * reasons may keep the line breaks and tabs people type. A lone surrogate (half of an emoji, left
 * by a broken copy) cannot be stored or shown, and control and invisible characters would not
 * show in the review, so all are refused rather than sent.
 */
export function textFault(field: BoundedText, text: string): TextFault | undefined {
  if (isIdentifier(field) && isBlankText(text)) return 'blank';
  if (text.length > MAX_TEXT[field]) return 'tooLong';
  if (LONE_SURROGATE.test(text)) return 'brokenCharacter';
  if (!isMultiline(field) && LINE_BREAK_OR_TAB.test(text)) return 'lineBreak';
  if (CONTROL.test(text)) return 'control';
  if (textCharacterFault(field, text)) return 'character';
  return undefined;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-mm-dd day that exists in the calendar (no 2025-02-30), whatever its range. */
export function isCalendarDay(iso: string): boolean {
  const parts = ISO_DAY.exec(iso);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Inside the range an invoice's dates may have (yyyy-mm-dd compares as text). */
export function isDayInRange(iso: string): boolean {
  return iso >= FIRST_DATE && iso <= LAST_DATE;
}

export type AmountFault = 'notFinite' | 'negative' | 'tooLarge' | 'subCent';

/**
 * Judges one amount: a finite number of whole cents from 0 to MAX_AMOUNT. An amount with more than
 * two decimals is refused, not rounded: 0.004 would be stored as an invoice of nothing, and only
 * the sender knows what was meant. The import rounds a cell to its cents before sending
 * (contract/money.ts), so the API never has to guess.
 */
export function amountFault(amount: number): AmountFault | undefined {
  if (!Number.isFinite(amount)) return 'notFinite';
  if (amount < 0) return 'negative';
  if (amount > MAX_AMOUNT) return 'tooLarge';
  if (!isWholeCents(amount)) return 'subCent';
  return undefined;
}
