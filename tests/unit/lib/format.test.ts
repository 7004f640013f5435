import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  compareStrings,
  formatAmount,
  formatAmountParts,
  formatDate,
  formatManaguaDateTime,
  toAmount,
} from '../../../src/lib/format';

describe('formatDate: dd/mm/yyyy in UTC', () => {
  it('writes ISO dates as dd/mm/yyyy', () => {
    expect(formatDate('2025-03-05')).toBe('05/03/2025');
    expect(formatDate('1999-12-31')).toBe('31/12/1999');
  });

  it('reads ISO timestamps by their date part only', () => {
    expect(formatDate('2025-03-05T23:30:00-06:00')).toBe('05/03/2025');
    expect(formatDate('2025-03-05T00:15:00+14:00')).toBe('05/03/2025');
    expect(formatDate('2025-03-05T12:00:00.000Z')).toBe('05/03/2025');
  });

  it('writes Date objects and epoch milliseconds in UTC', () => {
    expect(formatDate(new Date(Date.UTC(2024, 11, 31, 23, 59)))).toBe('31/12/2024');
    expect(formatDate(Date.UTC(2024, 0, 1))).toBe('01/01/2024');
  });

  it('shows invalid dates as empty text', () => {
    for (const value of [
      '',
      'abc',
      'Fecha inválida',
      '2025-02-30',
      '2025-13-01',
      '2025-00-10',
      '05/03/2025',
      new Date('nope'),
      Number.NaN,
      null,
      undefined,
    ]) {
      expect(formatDate(value)).toBe('');
    }
  });

  it('accepts leap days only in leap years', () => {
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
    expect(formatDate('2025-02-29')).toBe('');
  });
});

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

describe('formatManaguaDateTime: an instant on Managua’s clock', () => {
  it('writes dd/mm/yyyy hh:mm six hours behind UTC, moving to the previous day before 06:00 UTC', () => {
    expect(formatManaguaDateTime('2026-11-20T19:20:00Z')).toBe('20/11/2026 13:20');
    expect(formatManaguaDateTime('2026-11-21T03:05:00Z')).toBe('20/11/2026 21:05');
    expect(formatManaguaDateTime('no es una fecha')).toBe('');
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
