import { describe, expect, it } from 'vitest';
import { sumAmounts, totalsByCurrency } from '../../../src/lib/money';

describe('sumAmounts', () => {
  it('adds through cents so binary fractions never show', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([1_234_567.89, 0.11, -0.5])).toBe(1_234_567.5);
    expect(sumAmounts([])).toBe(0);
  });

  it('ignores non-finite amounts', () => {
    expect(sumAmounts([5, Number.NaN, Number.POSITIVE_INFINITY])).toBe(5);
  });
});

describe('totalsByCurrency', () => {
  it('keeps córdobas and dollars apart', () => {
    const items = [
      { currency: 'NIO', amount: 100.25 },
      { currency: 'USD', amount: 10.1 },
      { currency: 'NIO', amount: 0.05 },
    ] as const;
    expect(
      totalsByCurrency(
        items,
        (item) => item.currency,
        (item) => item.amount,
      ),
    ).toEqual({ NIO: 100.3, USD: 10.1 });
  });
});
