import { describe, expect, it } from 'vitest';
import { compareDates, compareNumbers, compareText } from '@/components/data-table/compare';

const sorted = <T extends string | number | null>(values: readonly T[], compare: (a: T, b: T) => number) =>
  [...values].sort(compare);

describe('compareNumbers', () => {
  it('orders by value, not as text (9 before 10, negatives first)', () => {
    expect(sorted([10, 9, -1.5, 100, 0], compareNumbers)).toEqual([-1.5, 0, 9, 10, 100]);
  });

  it('reads numeric strings and puts missing values last', () => {
    expect(sorted(['12.5', null, '2', 7], compareNumbers)).toEqual(['2', 7, '12.5', null]);
  });
});

describe('compareDates', () => {
  it('orders ISO dates by day, across years and months', () => {
    expect(sorted(['2025-12-01', '2024-12-31', '2025-02-10', '2025-01-31'], compareDates)).toEqual([
      '2024-12-31',
      '2025-01-31',
      '2025-02-10',
      '2025-12-01',
    ]);
  });

  it('reads timestamps by their date part and puts invalid dates last', () => {
    expect(sorted(['Fecha inválida', '2025-03-05T23:59:00-06:00', '2025-03-04', null], compareDates)).toEqual([
      '2025-03-04',
      '2025-03-05T23:59:00-06:00',
      'Fecha inválida',
      null,
    ]);
  });

  it('compares 10/01 after 09/02, unlike dd/mm/yyyy text', () => {
    expect(compareDates('2025-01-10', '2025-02-09')).toBeLessThan(0);
  });
});

describe('compareText (Intl.Collator es)', () => {
  it('sorts accented words with their letter, not after Z as code points would', () => {
    expect(sorted(['Zelaya', 'Bolsa', 'Ángel', 'Andrés', 'Alba'], compareText)).toEqual([
      'Alba',
      'Andrés',
      'Ángel',
      'Bolsa',
      'Zelaya',
    ]);
  });

  it("puts 'Álamos' before 'Bolsa' (code points would put it last) and by its letters before 'Alba' (ala < alb)", () => {
    // The example expects 'Álamos' after 'Alba'; in Spanish collation the accent is only a
    // tie-breaker, so the third letter decides: á-l-a-mos comes before a-l-b-a.
    expect(sorted(['Bolsa', 'Alba', 'Álamos'], compareText)).toEqual(['Álamos', 'Alba', 'Bolsa']);
    expect(compareText('Álamos', 'Bolsa')).toBeLessThan(0);
  });

  it('uses the accent only to break a tie, and ñ after n', () => {
    expect(sorted(['peña', 'pena', 'pená', 'penca'], compareText)).toEqual(['pena', 'pená', 'penca', 'peña']);
  });

  it('orders invoice numbers by their digits and empty text last', () => {
    expect(sorted(['F-10', '', 'F-9', null, 'F-100'], compareText)).toEqual(['F-9', 'F-10', 'F-100', '', null]);
  });
});
