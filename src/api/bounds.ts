/**
 * What an invoice may hold, decided once for the import engine, the client's contract and the
 * sandbox, so that the review flags every row the server would refuse and nothing else. The
 * lender's API must refuse the same (docs/api-real.md lists these bounds).
 */
/**
 * The largest invoice amount. In cents it is about 10^14, well inside the integers a double holds
 * exactly (2^53), so every amount up to it keeps its exact cents.
 */
export const MAX_AMOUNT = 999_999_999_999.99;

/**
 * The largest total a load may reach in one currency: the largest whole number of cents a double
 * holds exactly. 500 invoices at the largest amount would pass it, and sums past it lose cents.
 */
export const MAX_LOAD_TOTAL = Number.MAX_SAFE_INTEGER / 100;

/** Invoice and due dates: real calendar days in this range (Excel's day 1 is 1900-01-01). */
export const FIRST_DATE = '1900-01-01';
export const LAST_DATE = '2100-12-31';

/**
 * Longest text per field, in characters. Together they keep a load of 500 invoices, however its
 * texts are written, under the 2 MiB a request body may have (a unit test checks the worst case).
 */
export const MAX_TEXT = {
  providerIdentification: 30,
  providerName: 200,
  invoiceNumber: 40,
  observations: 1000,
} as const;

export type BoundedText = keyof typeof MAX_TEXT;

/** What is wrong with a text, if anything. */
export type TextFault = 'blank' | 'tooLong' | 'lineBreak' | 'control' | 'brokenCharacter';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
// C0 and C1 control characters and DEL; tab and line breaks are judged apart.
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Judges one text field. Required fields must hold something besides spaces; only observations may
 * keep the line breaks and tabs Excel users type (Alt+Enter) in a cell. A lone surrogate (half of
 * an emoji, left by a broken copy) cannot be stored or shown, and control characters are invisible
 * in the review, so both are refused rather than sent.
 */
export function textFault(field: BoundedText, text: string): TextFault | undefined {
  if (field !== 'observations' && field !== 'providerName' && text.trim() === '') return 'blank';
  if (text.length > MAX_TEXT[field]) return 'tooLong';
  if (LONE_SURROGATE.test(text)) return 'brokenCharacter';
  if (field !== 'observations' && LINE_BREAK_OR_TAB.test(text)) return 'lineBreak';
  if (CONTROL.test(text)) return 'control';
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

export type AmountFault = 'notFinite' | 'negative' | 'tooLarge';

/**
 * Judges one amount: a finite number from 0 to MAX_AMOUNT. More than two decimals are not refused:
 * every party rounds them to the cent by the one money rule (src/api/money.ts).
 */
export function amountFault(amount: number): AmountFault | undefined {
  if (!Number.isFinite(amount)) return 'notFinite';
  if (amount < 0) return 'negative';
  if (amount > MAX_AMOUNT) return 'tooLarge';
  return undefined;
}
