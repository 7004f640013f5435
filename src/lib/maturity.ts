/**
 * How close an invoice is to its due date, counted in calendar days from today in Managua
 * (`managuaToday` in contract/dates.ts), where the lender and its clients work.
 */

/** Due within this many days (today included) is "Vence pronto". */
export const dueSoonDays = 7;

export type MaturityState = 'overdue' | 'dueSoon' | 'current';

export interface Maturity {
  /** Days from today to the due date: 0 is due today, negative is past due. */
  readonly days: number;
  readonly state: MaturityState;
}

const dayMs = 86_400_000;
const isoDay = /^(\d{4})-(\d{2})-(\d{2})/;

function dayNumber(isoDate: string): number | null {
  const match = isoDay.exec(isoDate);
  if (!match) return null;
  const epoch = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(epoch) ? null : Math.round(epoch / dayMs);
}

/** The maturity of a due date (ISO, read by its date part) seen from `today`; null if unreadable. */
export function maturityOf(dueDate: string, today: string): Maturity | null {
  const due = dayNumber(dueDate);
  const now = dayNumber(today);
  if (due === null || now === null) return null;
  const days = due - now;
  const state: MaturityState = days < 0 ? 'overdue' : days <= dueSoonDays ? 'dueSoon' : 'current';
  return { days, state };
}

/** How many of the due dates fall due from today to `dueSoonDays` days ahead (not the past-due ones). */
export function countDueSoon(dueDates: readonly string[], today: string): number {
  return dueDates.filter((dueDate) => maturityOf(dueDate, today)?.state === 'dueSoon').length;
}

// Above any real count of days left, so every overdue invoice ranks after every current one.
const overdueRankBase = 1_000_000;

/**
 * The order a provider reads invoices in: the soonest due first, overdue ones last (the most
 * recently past due first among them), since what can still be discounted this week comes first.
 */
export function maturityRank(days: number): number {
  return days < 0 ? overdueRankBase - days : days;
}
