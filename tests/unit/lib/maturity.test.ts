import { describe, expect, it } from 'vitest';
import { managuaToday } from '@contract/dates';
import { countDueSoon, maturityOf, maturityRank } from '@/lib/maturity';

describe('maturityOf: days to the due date and the badge', () => {
  const today = '2026-02-26';

  it('marks yesterday as past due, one day late', () => {
    expect(maturityOf('2026-02-25', today)).toEqual({ days: -1, state: 'overdue' });
  });

  it('marks a due date of today as due soon, with 0 days left (not past due)', () => {
    expect(maturityOf('2026-02-26', today)).toEqual({ days: 0, state: 'dueSoon' });
  });

  it('counts today + 7 as due soon and today + 8 as current, across a month end', () => {
    expect(maturityOf('2026-03-05', today)).toEqual({ days: 7, state: 'dueSoon' });
    expect(maturityOf('2026-03-06', today)).toEqual({ days: 8, state: 'current' });
  });

  it('reads a timestamp by its date part, and refuses what is not a date', () => {
    expect(maturityOf('2026-03-05T23:00:00-06:00', today)).toEqual({ days: 7, state: 'dueSoon' });
    expect(maturityOf('05/03/2026', today)).toBeNull();
  });

  it('at 23:30 in Managua (05:30 UTC the next day) an invoice due that day is not yet past due', () => {
    const lateEvening = managuaToday(Date.parse('2026-02-27T05:30:00Z'));
    expect(maturityOf('2026-02-26', lateEvening)).toEqual({ days: 0, state: 'dueSoon' });
  });
});

describe('countDueSoon', () => {
  it('counts due dates from today to today + 7, leaving out the past-due and later ones', () => {
    const dueDates = ['2026-02-25', '2026-02-26', '2026-03-01', '2026-03-05', '2026-03-06', '2026-04-30'];
    expect(countDueSoon(dueDates, '2026-02-26')).toBe(3);
  });
});

describe('maturityRank: the order a provider reads invoices in', () => {
  it('puts the soonest due first and the overdue ones last, the most recently past due first among them', () => {
    const days = [-30, 12, 0, -1, 3, 400];
    expect([...days].sort((left, right) => maturityRank(left) - maturityRank(right))).toEqual([0, 3, 12, 400, -1, -30]);
  });
});
