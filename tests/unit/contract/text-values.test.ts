import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnDecimalMark, readAmountText } from '../../../contract/amount-text';
import type { DecimalMark } from '../../../contract/amount-text';
import { readDateText } from '../../../contract/date-text';
import { excelSerial } from '../../../contract/dates';
import { toCents } from '../../../contract/money';

describe('readAmountText: amounts as accounting exports write them', () => {
  it.each([
    ['12.450,00', 12_450, undefined],
    ['12,450.00', 12_450, undefined],
    ['C$ 12,450.00', 12_450, 'NIO'],
    ['US$ 1,250.00', 1_250, 'USD'],
    ['NIO 1.000,10', 1_000.1, 'NIO'],
    ['100,00 C$', 100, 'NIO'],
    ['12 450,00', 12_450, undefined],
    ['1\u00a0234\u00a0567,89', 1_234_567.89, undefined],
    ['(350.00)', -350, undefined],
    ['-C$ 10', -10, 'NIO'],
    ['(US$ 10,50)', -10.5, 'USD'],
    ['1.234.567', 1_234_567, undefined],
    ['1500.50', 1_500.5, undefined],
    ['12,5', 12.5, undefined],
    ['0.234', 0.234, undefined],
  ])('%s is %s', (text, value, currency) => {
    expect(readAmountText(text)).toEqual({ kind: 'amount', value, ...(currency ? { currency } : {}) });
  });

  it.each([['1.234'], ['1,234'], ['C$ 12.450'], ['USD 2,000'], ['999,999']])(
    '%s alone could be thousands or decimals: both readings are said, neither is taken',
    (text) => {
      const read = readAmountText(text);
      expect(read.kind).toBe('ambiguous');
    },
  );

  it("takes the column's decimal mark for a text that shows none", () => {
    expect(readAmountText('1.234', 'comma')).toEqual({ kind: 'amount', value: 1_234 });
    expect(readAmountText('1.234', 'dot')).toEqual({ kind: 'amount', value: 1.234 });
    expect(columnDecimalMark(['1.234', '12.450,00', '7'])).toBe('comma');
    expect(columnDecimalMark(['1.234', '2,500'])).toBeUndefined();
    expect(columnDecimalMark(['12.450,00', '12,450.00'])).toBeUndefined();
  });

  it.each([
    ['€ 1.200,00', '€'],
    ['1,200.00 EUR', 'EUR'],
    ['£5', '£'],
    ['CRC 10.000', 'CRC'],
  ])('%s is in another currency, named %s', (text, currency) => {
    expect(readAmountText(text)).toEqual({ kind: 'foreign', currency });
  });

  it.each([['abc'], ['1.2.3'], ['12,34,56'], ['10 XYZ'], ['1,234.5,6'], ['12.'], ['']])('%s is no amount', (text) => {
    expect(readAmountText(text)).toEqual({ kind: 'invalid' });
  });
});

/** Cents written as people write them, in one convention: what the property formats with. */
interface AmountStyle {
  readonly mark: DecimalMark;
  readonly group: '' | '.' | ',' | ' ';
  readonly decimals: boolean;
  readonly currency: '' | 'C$ ' | 'US$ ' | 'NIO ' | ' USD';
  readonly negative: 'minus' | 'parentheses';
}

function written(cents: bigint, style: AmountStyle): string {
  const magnitude = cents < 0n ? -cents : cents;
  const whole = (magnitude / 100n).toString();
  const grouped = style.group === '' ? whole : whole.replace(/\B(?=(\d{3})+$)/gu, style.group);
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  const number = style.decimals ? `${grouped}${style.mark === 'dot' ? '.' : ','}${fraction}` : grouped;
  const withCurrency = style.currency.startsWith(' ') ? `${number}${style.currency}` : `${style.currency}${number}`;
  if (cents >= 0n) return withCurrency;
  return style.negative === 'minus' ? `-${withCurrency}` : `(${withCurrency})`;
}

const amountStyle: fc.Arbitrary<AmountStyle> = fc
  .record({
    mark: fc.constantFrom<DecimalMark>('dot', 'comma'),
    spaces: fc.boolean(),
    grouping: fc.boolean(),
    decimals: fc.boolean(),
    currency: fc.constantFrom<AmountStyle['currency']>('', 'C$ ', 'US$ ', 'NIO ', ' USD'),
    negative: fc.constantFrom<AmountStyle['negative']>('minus', 'parentheses'),
  })
  .map(({ mark, spaces, grouping, decimals, currency, negative }) => ({
    mark,
    group: !grouping ? '' : spaces ? ' ' : mark === 'dot' ? ',' : '.',
    decimals,
    currency,
    negative,
  }));

describe('readAmountText, property: any amount written in a supported style reads back to its cents', () => {
  it('with its column showing its convention', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), amountStyle, (cents, style) => {
        // A text without decimals holds whole units.
        const value = style.decimals ? cents : (cents / 100n) * 100n;
        const read = readAmountText(written(value, style), style.mark);
        expect(read.kind).toBe('amount');
        if (read.kind === 'amount') expect(BigInt(toCents(read.value))).toBe(value);
      }),
    );
  });

  it('never silently: a text read without its column reads the same in either convention', () => {
    const text = fc.oneof(
      fc.stringMatching(/^[0-9.,]{1,12}$/u),
      fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 10n }), amountStyle).map(([cents, style]) => written(cents, style)),
    );
    fc.assert(
      fc.property(text, (written) => {
        const alone = readAmountText(written);
        if (alone.kind === 'amount') {
          expect(readAmountText(written, 'dot')).toEqual(alone);
          expect(readAmountText(written, 'comma')).toEqual(alone);
        }
        if (alone.kind === 'ambiguous') expect(alone.readings.thousands).not.toBe(alone.readings.decimal);
      }),
    );
  });
});

describe('readDateText: dates written as text, day first', () => {
  it.each([
    ['08/01/2026', '2026-01-08', 'dayMonthYear'],
    ['8/1/2026', '2026-01-08', 'dayMonthYear'],
    ['12-01-26', '2026-01-12', 'dayMonthYear'],
    ['27.01.2026', '2026-01-27', 'dayMonthYear'],
    ['05/01/30', '1930-01-05', 'dayMonthYear'],
    ['2026-01-15', '2026-01-15', 'yearMonthDay'],
    ['20 ene 2026', '2026-01-20', 'monthName'],
    ['20-Ene-2026', '2026-01-20', 'monthName'],
    ['1 Sept. 2026', '2026-09-01', 'monthName'],
    ['20 de enero de 2026', '2026-01-20', 'monthName'],
    ['46034', '2026-01-12', 'serial'],
  ])('%s is %s (%s)', (text, iso, style) => {
    expect(readDateText(text)).toEqual({ iso, style });
  });

  it('shifts a serial of a Mac workbook written as text', () => {
    expect(readDateText('44572', true)).toEqual({ iso: '2026-01-12', style: 'serial' });
  });

  it.each([
    ['01/13/2026'],
    ['31/02/2026'],
    ['2026'],
    ['mañana'],
    ['20 foo 2026'],
    ['2026-13-01'],
    ['1/1/1'],
    // A month's initial names no month: 'm' is marzo or mayo, 'a' abril or agosto, 'j' junio or julio.
    ['15 m 2026'],
    ['15 a 2026'],
    ['15 j 2026'],
  ])('%s is no date', (text) => {
    expect(readDateText(text)).toBeNull();
  });
});

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'] as const;

describe('readDateText, property: any day written in a supported style reads back to that day', () => {
  it('for every style, from 1930 to 2029 (where two-digit years are unambiguous)', () => {
    const day = fc.date({
      min: new Date(Date.UTC(1930, 0, 1)),
      max: new Date(Date.UTC(2029, 11, 31)),
      noInvalidDate: true,
    });
    const style = fc.constantFrom(
      'dd/mm/yyyy',
      'd/m/yyyy',
      'dd-mm-yy',
      'dd.mm.yyyy',
      'yyyy-mm-dd',
      'd mmm yyyy',
      'serial',
    );
    fc.assert(
      fc.property(day, style, (date, style) => {
        const iso = date.toISOString().slice(0, 10);
        const [year = '', month = '', dayOfMonth = ''] = iso.split('-');
        const texts: Record<typeof style, string> = {
          'dd/mm/yyyy': `${dayOfMonth}/${month}/${year}`,
          'd/m/yyyy': `${Number(dayOfMonth)}/${Number(month)}/${year}`,
          'dd-mm-yy': `${dayOfMonth}-${month}-${year.slice(2)}`,
          'dd.mm.yyyy': `${dayOfMonth}.${month}.${year}`,
          'yyyy-mm-dd': iso,
          'd mmm yyyy': `${Number(dayOfMonth)} ${MONTHS[Number(month) - 1] ?? ''} ${year}`,
          serial: String(excelSerial(iso)),
        };
        expect(readDateText(texts[style])?.iso).toBe(iso);
      }),
    );
  });
});
