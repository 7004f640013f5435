import { SSF, utils } from 'xlsx';
import { readAmountText } from '../../contract/amount-text';
import type { DecimalMark } from '../../contract/amount-text';
import { monthFirstReading, readDateText } from '../../contract/date-text';
import type { DateTextStyle } from '../../contract/date-text';
import { EXCEL_1904_SHIFT, excelSerialToIso, formatDate } from '../../contract/dates';
import { hasSubCentPart, roundToCents } from '../../contract/money';
import type { Currency } from '../../contract/money';
import { INVALID_DATE_TEXT } from './messages';
import { isBlankCell, type Cell } from './sheet-data';

/** SheetJS's number formatter (SSF), which it exports untyped: the two calls used here. */
const formatter = SSF as {
  format(format: string, value: number): string;
  is_date(format: string): boolean;
};

/**
 * A number as Excel shows it through its number format; undefined for the general format, a date
 * format, or one SheetJS cannot apply (the number is then taken as it is).
 */
function shownThrough(format: unknown, value: number): string | undefined {
  if (typeof format !== 'string' || format === 'General') return undefined;
  try {
    return formatter.is_date(format) ? undefined : formatter.format(format, value).trim();
  } catch {
    return undefined;
  }
}

/**
 * An integer as Excel shows it through its number format, when the format only adds text or
 * zeros around its digits: 12 shown 'FV-2026/0012' by `"FV-2026/"0000`, 123 shown '00123'. The
 * identifier is what the debtor sees. A format that changes the digits themselves (thousands
 * separators, decimals, dates) is not how the identifier is written: its digits are kept plainly.
 */
function integerText(value: number, format: unknown): string {
  const digits = BigInt(value).toString();
  const shown = value < 0 ? undefined : shownThrough(format, value);
  return shown?.includes(digits) && !/[.,]/u.test(shown.replace(digits, '')) ? shown : digits;
}

/**
 * The errors a formula can leave in a cell, as Excel and LibreOffice show them. A text field that
 * holds one has no value: an invoice numbered '#N/A' by a lookup that failed is no invoice.
 */
const EXCEL_ERRORS = new Set([
  '#NULL!',
  '#DIV/0!',
  '#VALUE!',
  '#REF!',
  '#NAME?',
  '#NUM!',
  '#N/A',
  '#GETTING_DATA',
  '#SPILL!',
  '#CALC!',
  '#FIELD!',
  '#BLOCKED!',
  '#CONNECT!',
  '#BUSY!',
  '#UNKNOWN!',
  '#PYTHON!',
]);

/** The text of an error cell whose code SheetJS does not name. */
const UNNAMED_ERROR = '#¿ERROR?';

export const isExcelError = (text: string): boolean => EXCEL_ERRORS.has(text) || text === UNNAMED_ERROR;

/**
 * The cell's text, exactly: text cells as written (leading zeros kept), integers as Excel shows
 * them, an error as Excel shows it ('#N/A'; SheetJS keeps only its code, 42, as the value).
 */
export function readText(cell: Cell): string {
  if (!cell || isBlankCell(cell)) return '';
  if (cell.t === 'e') {
    // SheetJS names the codes it knows, and gives back the bare code (a number) of any other.
    const shown: unknown = utils.format_cell(cell);
    return typeof shown === 'string' && shown.startsWith('#') ? shown : UNNAMED_ERROR;
  }
  const { v: value } = cell;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return Number.isInteger(value) ? integerText(value, cell.z) : String(value);
  }
  if (typeof value === 'boolean') return value ? 'VERDADERO' : 'FALSO';
  return '';
}

export type DateRead =
  /** `fromText`: the cell held the date as this text, read day first in this style. */
  | { kind: 'ok'; iso: string; formatted: string; fromText?: { style: DateTextStyle; text: string } }
  | { kind: 'empty'; formatted: string }
  /** `ambiguous`: the two days (ISO) a text names in a file that writes other dates month first. */
  | { kind: 'invalid'; text: string; formatted: string; ambiguous?: { dayFirst: string; monthFirst: string } };

/**
 * SPEC: a date is a spreadsheet serial; 25569 is the serial of 1970-01-01, and the result is a
 * UTC date shown dd/mm/yyyy. A date written as text is read day first (contract/date-text.ts),
 * as exports write them, unless its file writes others month first (`monthFirst`): there a text
 * that names two days ('02/01/2026') is read as neither. Anything else is 'Fecha inválida'.
 */
export function readDate(cell: Cell, date1904: boolean, monthFirst = false): DateRead {
  if (!cell || isBlankCell(cell)) return { kind: 'empty', formatted: INVALID_DATE_TEXT };
  const raw = cell.v;
  if (cell.t === 's' && typeof raw === 'string') {
    const read = readDateText(raw, date1904);
    const other = read?.style === 'dayMonthYear' && monthFirst ? monthFirstReading(raw) : null;
    if (read && other)
      return {
        kind: 'invalid',
        text: raw.trim(),
        formatted: INVALID_DATE_TEXT,
        ambiguous: { dayFirst: read.iso, monthFirst: other },
      };
    if (read)
      return {
        kind: 'ok',
        iso: read.iso,
        formatted: formatDate(read.iso),
        fromText: { style: read.style, text: raw.trim() },
      };
  }
  const iso =
    typeof raw === 'number' && cell.t === 'n' ? excelSerialToIso(raw + (date1904 ? EXCEL_1904_SHIFT : 0)) : null;
  if (iso === null) {
    return { kind: 'invalid', text: readText(cell), formatted: INVALID_DATE_TEXT };
  }
  return { kind: 'ok', iso, formatted: formatDate(iso) };
}

/** Why a text that looks like an amount was not read: two readings, or another currency. */
export type AmountProblem =
  | { readonly ambiguous: { readonly thousands: number; readonly decimal: number } }
  /** A currency other than the column's, as written ('EUR', '€') or by its code ('USD'). */
  | { readonly currency: string };

export type AmountRead =
  /** `fromText`: the cell held the amount as this text ('C$ 12.450,00'). */
  | { kind: 'ok'; value: number; rounded: boolean; fromText?: string }
  | { kind: 'empty'; value: 0 }
  | { kind: 'invalid'; value: 0; text: string; problem?: AmountProblem };

/** A text amount, read with its column's decimal mark when it shows none; in the column's currency only. */
function amountOfText(text: string, currency: Currency, mark: DecimalMark | undefined): number | AmountProblem | null {
  const read = readAmountText(text, mark);
  if (read.kind === 'invalid') return null;
  if (read.kind === 'foreign') return { currency: read.currency };
  if (read.currency !== undefined && read.currency !== currency) return { currency: read.currency };
  return read.kind === 'ambiguous' ? { ambiguous: read.readings } : read.value;
}

/** Something in a number format that may write a currency: a symbol, or letters (a code, 'C$'). */
const MAY_NAME_CURRENCY = /[\p{Sc}A-Za-z]/u;

/** The currency each number format writes for a sign, or null for none (see currencyShown). */
const CURRENCY_OF_FORMAT = new Map<string, string | null>();
/** Formats remembered at most: a file can hold thousands of styles. */
const MAX_REMEMBERED_FORMATS = 1000;

/**
 * The currency a number's format writes beside it, when it writes one: 1500 shown 'US$1,500.00'
 * by `"US$"#,##0.00`, or '€1,500.00'. The text Excel shows is read as a typed amount would be; a
 * format that only pads or aligns (`_€`, an accounting format's space) writes none.
 */
function currencyShown(value: number, format: unknown): { text: string; currency: string } | undefined {
  if (typeof format !== 'string' || !MAY_NAME_CURRENCY.test(format)) return undefined;
  // A format writes the same currency for every number of one sign (its sections are by sign):
  // worked out once, as formatting each of a thousand amounts took 10–40 ms.
  const key = `${String(Math.sign(value))}${format}`;
  let named = CURRENCY_OF_FORMAT.get(key);
  if (named === undefined) {
    const read = readAmountText(shownThrough(format, value) ?? '');
    named = (read.kind === 'foreign' || read.kind === 'amount' ? read.currency : undefined) ?? null;
    if (CURRENCY_OF_FORMAT.size >= MAX_REMEMBERED_FORMATS) CURRENCY_OF_FORMAT.clear();
    CURRENCY_OF_FORMAT.set(key, named);
  }
  return named === null ? undefined : { text: shownThrough(format, value) ?? '', currency: named };
}

/**
 * An amount of `currency`: a number cell, or an amount written as text (contract/amount-text.ts:
 * a plain '1500.50', or '12.450,00', 'C$ 12,450.00', '(350.00)' with the column's decimal
 * `mark`); an empty cell is 0. Values are rounded to cents, and said to be rounded only when a
 * real part below the cent was lost (not for floating point's noise, 8001.4000000001); anything
 * else is invalid (reported, kept as 0), with its problem when it has one to name.
 */
export function readAmount(cell: Cell, currency: Currency, mark?: DecimalMark): AmountRead {
  if (!cell || isBlankCell(cell)) return { kind: 'empty', value: 0 };
  const raw = cell.v;
  let value = Number.NaN;
  let fromText: string | undefined;
  if (cell.t === 'n' && typeof raw === 'number') {
    // A number its format shows in another currency is that currency's: never taken as this one.
    const shown = currencyShown(raw, cell.z);
    if (shown && shown.currency !== currency)
      return { kind: 'invalid', value: 0, text: shown.text, problem: { currency: shown.currency } };
    value = raw;
  } else if (cell.t === 's' && typeof raw === 'string') {
    const read = amountOfText(raw, currency, mark);
    if (read !== null && typeof read === 'object')
      return { kind: 'invalid', value: 0, text: raw.trim(), problem: read };
    if (read !== null) [value, fromText] = [read, raw.trim()];
  }
  if (!Number.isFinite(value)) {
    return { kind: 'invalid', value: 0, text: readText(cell) };
  }
  const rounded = roundToCents(value);
  return {
    kind: 'ok',
    value: rounded === 0 ? 0 : rounded,
    rounded: hasSubCentPart(value),
    ...(fromText === undefined ? {} : { fromText }),
  };
}
