/**
 * The one home of the portal's dates, shared by the screens, the import worker and the sandbox:
 * calendar days as the API writes them (yyyy-mm-dd), the dd/mm/yyyy every screen shows,
 * spreadsheet serials, and the calendar day in Managua. A calendar day is counted in UTC, so it
 * never moves with the time zone of the browser that shows it.
 */

const MS_PER_DAY = 86_400_000;
const ISO_DATE_PART = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** dd/mm/yyyy: the only place the portal writes a day for people to read. */
const dayMonthYear = (year: number, month: number, day: number) => `${pad(day)}/${pad(month)}/${pad(year, 4)}`;

/** Midnight UTC of a day, or null when the day does not exist (2025-02-30). */
function utcMidnight(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC maps years 0-99 to 1900-1999.
  // Date.UTC rolls 2025-02-30 over to March; such a day does not exist.
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? date : null;
}

/**
 * Midnight UTC of an ISO date, or of an ISO timestamp by its date part only, so a timestamp never
 * moves to another day; null when the text is no date or names a day that does not exist.
 */
export function isoDateToUtc(iso: string): Date | null {
  const match = ISO_DATE_PART.exec(iso.trim());
  if (!match) return null;
  return utcMidnight(Number(match[1]), Number(match[2]), Number(match[3]));
}

function toUtcDate(value: string | number | Date | null | undefined): Date | null {
  if (typeof value === 'string') return isoDateToUtc(value);
  const date = value instanceof Date ? value : typeof value === 'number' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * Dates read dd/mm/yyyy, in UTC. ISO strings are read by their date part only; numbers are epoch
 * milliseconds (not spreadsheet serials). Anything invalid is ''.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toUtcDate(value);
  return date ? dayMonthYear(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()) : '';
}

/** yyyy-mm-dd (UTC) of an instant in epoch milliseconds. */
export function isoDay(epochMs: number): string {
  const date = new Date(epochMs);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The ISO day `days` calendar days after (or before, if negative) another. */
export function addDays(isoDate: string, days: number): string {
  return isoDay(Date.parse(`${isoDate}T00:00:00Z`) + days * MS_PER_DAY);
}

// Managua (UTC-6, no daylight saving) is where the lender and its clients work: their day ends at
// midnight there, not at midnight UTC. en-CA names the parts in the API's own yyyy-mm-dd order.
const managuaClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Managua',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function managuaParts(instant: number) {
  const parts = managuaClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** Today's date (yyyy-mm-dd) in Managua at the given instant. */
export function managuaToday(now: number = Date.now()): string {
  const { year, month, day } = managuaParts(now);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * An instant (ISO text, or epoch milliseconds) as dd/mm/yyyy HH:mm on Managua's clock; '' if
 * unreadable. The portal's one way of writing a moment: 24-hour, with no 'a. m.' to split, and a
 * no-break space so that the date and its time never wrap apart.
 */
export function formatManaguaDateTime(moment: string | number): string {
  const instant = typeof moment === 'number' ? moment : Date.parse(moment);
  if (!Number.isFinite(instant)) return '';
  const { year, month, day, time } = managuaParts(instant);
  return `${dayMonthYear(year, month, day)}\u00a0${time}`;
}

/**
 * SPEC: a spreadsheet serial counts days in the 1900 date system, 25569 being 1970-01-01, so day 0
 * is 30/12/1899. Excel keeps Lotus's fictitious 29/02/1900 as serial 60, so its serials 1 to 60
 * name the day after the one read here (1 is 31/12/1899 here, 01/01/1900 in Excel); from serial 61
 * (01/03/1900) both agree, and a day's serial and a serial's day stay each other's inverse.
 */
const SERIAL_OF_1970 = 25569;

/** Days between the 1900 and 1904 date systems: add it to a serial of a Mac workbook. */
export const EXCEL_1904_SHIFT = 1462;

/** Serial of 10000-01-01: later serials are not dates Excel can show. */
const EXCEL_LAST_SERIAL = 2958466;

/** The serial of a calendar day (ISO), or null when it is no day that exists or falls before 1900. */
export function excelSerial(iso: string): number | null {
  const date = isoDateToUtc(iso);
  if (!date || date.getUTCFullYear() < 1900) return null;
  return Math.round(date.getTime() / MS_PER_DAY) + SERIAL_OF_1970;
}

/**
 * The ISO day of a 1900-system serial, a fraction (a time of day) kept to its day; null for a
 * serial below 1 or past 9999-12-31, which no spreadsheet shows as a date.
 */
export function excelSerialToIso(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial >= EXCEL_LAST_SERIAL) return null;
  return isoDay(Math.round((serial - SERIAL_OF_1970) * MS_PER_DAY));
}
