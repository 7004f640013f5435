import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareStrings, formatAmount, formatAmountParts, toAmount } from '@/lib/format';

describe('formatAmount: es-NI currency, always two decimals', () => {
  const expected = (value: number, currency: string) =>
    new Intl.NumberFormat('es-NI', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);

  it('formats córdobas by default, always with 2 decimals', () => {
    expect(formatAmount(1234.5)).toBe(expected(1234.5, 'NIO'));
    expect(formatAmount(1234.5)).toMatch(/1,234\.50$/);
    expect(formatAmount(5)).toMatch(/5\.00$/);
    expect(formatAmount(0.126)).toMatch(/0\.13$/);
  });

  it('formats dollars when asked', () => {
    expect(formatAmount(99.9, 'USD')).toBe(expected(99.9, 'USD'));
    expect(formatAmount(99.9, 'USD')).toMatch(/99\.90$/);
  });

  it('accepts numeric strings', () => {
    expect(formatAmount('1500')).toBe(expected(1500, 'NIO'));
    expect(formatAmount(' 12.5 ', 'USD')).toBe(expected(12.5, 'USD'));
  });

  it('shows non-numeric amounts as empty text', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined, '', '  ', 'abc', '1,234.50', '12abc']) {
      expect(formatAmount(value)).toBe('');
    }
  });

  it('shows nothing for an unknown currency code rather than failing', () => {
    expect(formatAmount(10, 'not-a-currency')).toBe('');
  });

  it('reads amounts from numbers and numeric strings only', () => {
    expect(toAmount('-3.25')).toBe(-3.25);
    expect(toAmount(true)).toBeNull();
  });
});

describe('compareStrings', () => {
  it('sorts in the Spanish locale', () => {
    const names = ['zeta', 'ñandú', 'Ángel', 'nube', 'avión', 'árbol'];
    expect([...names].sort(compareStrings)).toEqual(['Ángel', 'árbol', 'avión', 'nube', 'ñandú', 'zeta']);
  });

  it('compares the digits in invoice numbers by value', () => {
    expect(['F-10', 'F-9', 'F-100'].sort(compareStrings)).toEqual(['F-9', 'F-10', 'F-100']);
  });
});

describe('formatAmountParts: the amount with its currency apart', () => {
  it('joins back into formatAmount for any amount and either currency', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -999_999_999_999.99, max: 999_999_999_999.99, noNaN: true }),
        fc.constantFrom('NIO', 'USD'),
        (value, currency) => {
          const parts = formatAmountParts(value, currency);
          expect(parts.map((part) => part.text).join('')).toBe(formatAmount(value, currency));
        },
      ),
    );
  });

  it('sets apart the symbol with its space, leaving the sign and the figure', () => {
    expect(formatAmountParts(-1234.5, 'USD')).toEqual([
      { text: '-', currency: false },
      { text: 'USD\u00a0', currency: true },
      { text: '1,234.50', currency: false },
    ]);
    expect(formatAmountParts(56354.73, 'NIO')).toEqual([
      { text: 'C$', currency: true },
      { text: '56,354.73', currency: false },
    ]);
  });

  it('has no parts for what formatAmount shows empty', () => {
    expect(formatAmountParts('abc')).toEqual([]);
    expect(formatAmountParts(null)).toEqual([]);
    expect(formatAmountParts(5, 'XXXX')).toEqual([]);
  });
});
