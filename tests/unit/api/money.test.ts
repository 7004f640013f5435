import { describe, expect, it } from 'vitest';
import { fromCents, roundToCents, sumAmounts, toCents, totalsByCurrency } from '../../../src/api/money';

describe('toCents', () => {
  it.each([
    [1.005, 101],
    [1.255, 126],
    [0.125, 13],
    [2.675, 268],
    [1.0049, 100],
    [0.005, 1],
    [0.004, 0],
    [1e-7, 0],
    [12.3, 1230],
    [123_456_789.125, 12_345_678_913],
    [0.1 + 0.2, 30],
  ])('rounds %s half away from zero from its shortest decimal form: %s cents, as Excel ROUND', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
    expect(toCents(-amount)).toBe(cents === 0 ? 0 : -cents);
  });

  it('never gives a negative zero, and NaN for what is not a finite number', () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
    expect(toCents(Number.NaN)).toBeNaN();
    expect(toCents(Number.POSITIVE_INFINITY)).toBeNaN();
  });
});

describe('roundToCents and fromCents', () => {
  it('round to the cent by the same rule', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(-2.675)).toBe(-2.68);
    expect(fromCents(101)).toBe(1.01);
    expect(roundToCents(1234567.125)).toBe(1234567.13);
    expect(roundToCents(2.344)).toBe(2.34);
    expect(Object.is(roundToCents(-0.001), 0)).toBe(true);
    expect(roundToCents(Number.NaN)).toBeNaN();
  });
});

describe('sumAmounts', () => {
  it('adds through cents so binary fractions never show', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([1_234_567.89, 0.11, -0.5])).toBe(1_234_567.5);
    expect(sumAmounts([])).toBe(0);
  });

  it('rounds each amount before adding: a thousand amounts of 1.005 are 1,010.00', () => {
    expect(sumAmounts(Array.from({ length: 1000 }, () => 1.005))).toBe(1010);
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
