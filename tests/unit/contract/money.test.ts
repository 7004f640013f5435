import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LOAD_TOTAL, MAX_LOAD_TOTAL_CENTS } from '@contract/bounds';
import {
  centsToAmount,
  centsToDecimal,
  fromCents,
  hasSubCentPart,
  isWholeCents,
  roundToCents,
  sumCents,
  toCents,
  totalsByCurrency,
} from '@contract/money';

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

  it('gives the cents of the shortest decimal form for any amount, whole cents or not', () => {
    // The rule written out on the decimal digits, without toCents' shortcut for whole cents.
    const byDigits = (amount: number) => {
      const [mantissa = '0', exponent = '0'] = String(Math.abs(amount)).split('e');
      const [whole = '0', fraction = ''] = mantissa.split('.');
      const digits = `${whole}${fraction}`;
      const point = whole.length + Number(exponent) + 2;
      const kept = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
      const next = point <= 0 ? (point === 0 ? digits[0] : '0') : digits[point];
      const cents = Number(kept) + (Number(next ?? '0') >= 5 ? 1 : 0);
      return amount < 0 && cents !== 0 ? -cents : cents;
    };
    const wholeCents = fc.integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(fc.oneof(wholeCents, fc.double({ min: -1e16, max: 1e16, noNaN: true })), (amount) => {
        expect(toCents(amount)).toBe(byDigits(amount));
      }),
      { numRuns: 5000 },
    );
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

describe('sumCents', () => {
  it('adds through cents so binary fractions never show', () => {
    expect(sumCents([0.1, 0.2])).toBe(30n);
    expect(sumCents([1_234_567.89, 0.11, -0.5])).toBe(123_456_750n);
    expect(sumCents([])).toBe(0n);
  });

  it('rounds each amount before adding: a thousand amounts of 1.005 are 1,010.00', () => {
    expect(sumCents(Array.from({ length: 1000 }, () => 1.005))).toBe(101_000n);
  });

  it('ignores non-finite amounts', () => {
    expect(sumCents([5, Number.NaN, Number.POSITIVE_INFINITY])).toBe(500n);
  });

  it('stays exact where a double would not: ten loads of 9,100,003,008,231.21', () => {
    // Each load's total is exact as a number; their float sum lands three cents off.
    const loads = Array.from({ length: 10 }, () => 9_100_003_008_231.21);
    expect(loads.reduce((sum, amount) => sum + amount, 0).toFixed(2)).toBe('91000030082312.13');
    expect(centsToDecimal(sumCents(loads))).toBe('91000030082312.10');
  });
});

describe('isWholeCents and hasSubCentPart', () => {
  it.each([
    [8001.4000000001, false],
    [1234.5600000001, false],
    [0.1 + 0.2, false],
    [2.9999999999, false],
    [1.9999999999999998, false],
    [12.345, true],
    [12.3400001, true],
    [0.004, true],
    [1.005, true],
    [1234.56, false],
    [7, false],
  ])('%s has a real part below the cent: %s (floating noise is not one)', (amount, subCent) => {
    expect(hasSubCentPart(amount)).toBe(subCent);
    expect(hasSubCentPart(-amount)).toBe(subCent);
  });

  it('rounds floating noise to the cents Excel shows', () => {
    expect(roundToCents(8001.4000000001)).toBe(8001.4);
    expect(roundToCents(1234.5600000001)).toBe(1234.56);
    expect(roundToCents(2.9999999999)).toBe(3);
  });

  it('takes an amount as the API does only with at most two decimals', () => {
    expect(isWholeCents(10_000.1)).toBe(true);
    expect(isWholeCents(999_999_999_999.99)).toBe(true);
    expect(isWholeCents(0.004)).toBe(false);
    expect(isWholeCents(8001.4000000001)).toBe(false);
    expect(isWholeCents(Number.NaN)).toBe(false);
  });
});

describe('centsToDecimal and centsToAmount', () => {
  it('writes cents as a plain decimal at any size and sign', () => {
    expect(centsToDecimal(0n)).toBe('0.00');
    expect(centsToDecimal(5n)).toBe('0.05');
    expect(centsToDecimal(-5n)).toBe('-0.05');
    expect(centsToDecimal(123_456n)).toBe('1234.56');
    expect(centsToDecimal(2n ** 70n)).toBe('11805916207174113034.24');
  });

  it('gives a number of currency units for a bounded total', () => {
    expect(centsToAmount(30n)).toBe(0.3);
    expect(centsToAmount(MAX_LOAD_TOTAL_CENTS)).toBe(MAX_LOAD_TOTAL);
    expect(String(centsToAmount(MAX_LOAD_TOTAL_CENTS - 1n))).toBe('9999999999999.98');
  });
});

describe('totalsByCurrency', () => {
  it('keeps córdobas and dollars apart, exactly', () => {
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
    ).toEqual({ NIO: 10_030n, USD: 1010n });
  });
});
