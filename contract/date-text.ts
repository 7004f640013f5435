/**
 * Dates written as text, read day first as people write them in Nicaragua: 08/01/2026,
 * 12-01-26, 27.01.2026, 2026-01-15, '20 ene 2026', and a spreadsheet serial stored as text
 * ('46034'). date-fns reads each form strictly (a day that does not exist is no date); the shape
 * of the text only chooses the form. A two-digit year is read as Excel reads it: 00–29 are
 * 2000–2029, 30–99 are 1930–1999. Anything else is no date.
 */
import { isValid, parse } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { EXCEL_1904_SHIFT, excelSerialToIso } from './dates';

/** How a text date was read: the review names it once per column. */
export type DateTextStyle = 'dayMonthYear' | 'yearMonthDay' | 'monthName' | 'serial';

export interface DateText {
  readonly iso: string;
  readonly style: DateTextStyle;
}

/**
 * date-fns picks a two-digit year's century around a reference day, up to 50 years after it:
 * around 1980, that is Excel's window (1930–2029).
 */
const TWO_DIGIT_YEARS_AROUND = new Date(1980, 0, 1);

/** A serial as text: five digits are the days from 1927 to 2173, where invoices fall. */
const SERIAL = /^\d{5}$/u;

const DAY_FIRST = /^\d{1,2}([/.-])\d{1,2}\1(\d{2}|\d{4})$/u;
const YEAR_FIRST = /^\d{4}([/.-])\d{1,2}\1\d{1,2}$/u;
// Three letters at least: date-fns also takes a month's initial, and 'm' is marzo or mayo.
const MONTH_NAME = /^\d{1,2} \p{L}{3,} (\d{2}|\d{4})$/u;

/** Spanish month names as people abbreviate them: 'Ene.', 'sept', 'set', 'de enero de'. */
function monthNameText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[-/]/gu, ' ')
    .replace(/\./gu, '')
    .replace(/\bde\b/gu, ' ')
    .replace(/\bsept?\b|\bset\b/gu, 'sep')
    .replace(/\s+/gu, ' ')
    .trim();
}

const pad = (value: number) => String(value).padStart(2, '0');

function read(text: string, formats: readonly string[]): string | null {
  for (const format of formats) {
    const date = parse(text, format, TWO_DIGIT_YEARS_AROUND, { locale: es });
    // Local midnight of the day read; its parts are the day, whatever the time zone.
    if (isValid(date))
      return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }
  return null;
}

/**
 * The day a text names, and how it was read; null when it names none. `date1904` shifts a serial
 * written as text as it shifts a number serial of a Mac workbook.
 */
export function readDateText(text: string, date1904 = false): DateText | null {
  const trimmed = text.trim();
  if (SERIAL.test(trimmed)) {
    const iso = excelSerialToIso(Number(trimmed) + (date1904 ? EXCEL_1904_SHIFT : 0));
    return iso === null ? null : { iso, style: 'serial' };
  }
  const dayFirst = DAY_FIRST.exec(trimmed);
  if (dayFirst) {
    const [, separator = '/', year = ''] = dayFirst;
    const iso = read(trimmed, [`d${separator}M${separator}${year.length === 2 ? 'yy' : 'yyyy'}`]);
    return iso === null ? null : { iso, style: 'dayMonthYear' };
  }
  const yearFirst = YEAR_FIRST.exec(trimmed);
  if (yearFirst) {
    const [, separator = '-'] = yearFirst;
    const iso = read(trimmed, [`yyyy${separator}M${separator}d`]);
    return iso === null ? null : { iso, style: 'yearMonthDay' };
  }
  const named = monthNameText(trimmed);
  const monthName = MONTH_NAME.exec(named);
  if (monthName) {
    const year = monthName[1]?.length === 2 ? 'yy' : 'yyyy';
    const iso = read(named, [`d MMM ${year}`, `d MMMM ${year}`]);
    return iso === null ? null : { iso, style: 'monthName' };
  }
  return null;
}

/** The day and month of a numeric date read day first ('02/01/2026': 2 and 1), with its separator. */
function dayAndMonth(text: string): { first: number; second: number; separator: string; year: string } | null {
  const trimmed = text.trim();
  const match = DAY_FIRST.exec(trimmed);
  if (!match) return null;
  const [first = '', second = ''] = trimmed.split(match[1] ?? '/');
  return { first: Number(first), second: Number(second), separator: match[1] ?? '/', year: match[2] ?? '' };
}

const isMonth = (part: number) => part >= 1 && part <= 12;
const isDayPastTwelve = (part: number) => part > 12 && part <= 31;

/**
 * The order a numeric date shows by itself: 'monthFirst' for '01/13/2026' (no month 13),
 * 'dayFirst' for '13/01/2026', undefined when either could be meant or it is no such date.
 */
export function dateTextOrder(text: string): 'dayFirst' | 'monthFirst' | undefined {
  const parts = dayAndMonth(text);
  if (parts === null) return undefined;
  if (isMonth(parts.first) && isDayPastTwelve(parts.second)) return 'monthFirst';
  if (isDayPastTwelve(parts.first) && isMonth(parts.second)) return 'dayFirst';
  return undefined;
}

/** The other day a numeric date names when read month first ('02/01/2026': 1 February), or null when there is none. */
export function monthFirstReading(text: string): string | null {
  const parts = dayAndMonth(text);
  if (!parts || parts.first === parts.second || parts.first > 12 || parts.second > 12) return null;
  const { separator, year } = parts;
  return read(text.trim(), [`M${separator}d${separator}${year.length === 2 ? 'yy' : 'yyyy'}`]);
}
