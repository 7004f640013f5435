import { compareStrings } from '@/lib/format';

/**
 * Comparators of the shared data table: numbers by value, dates by their day,
 * strings in the Spanish locale. Missing values (null, blank text, invalid dates) always sort
 * after the present ones, so an ascending sort never opens with empty cells.
 */
export type SortValue = string | number | null | undefined;
export type Comparator = (left: SortValue, right: SortValue) => number;

function withMissingLast<T>(read: (value: SortValue) => T | null, compare: (left: T, right: T) => number): Comparator {
  return (left, right) => {
    const a = read(left);
    const b = read(right);
    if (a === null && b === null) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    return compare(a, b);
  };
}

const readNumber = (value: SortValue): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

const isoDay = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** The UTC day of an ISO date or timestamp (by its date part, as the screens show it). */
const readDay = (value: SortValue): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const match = typeof value === 'string' ? isoDay.exec(value.trim()) : null;
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : time;
};

const readText = (value: SortValue): string | null => {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
};

export const compareNumbers: Comparator = withMissingLast(readNumber, (a, b) => a - b);
export const compareDates: Comparator = withMissingLast(readDay, (a, b) => a - b);
export const compareText: Comparator = withMissingLast(readText, compareStrings);
