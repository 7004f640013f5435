import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT, MAX_LOAD_TOTAL, MAX_TEXT, textFault } from '@contract/bounds';
import { contract } from '@contract/contract';
import { boundsCases, reasonCases, validInvoice } from '../../fixtures/bounds-cases';

const request = contract.loadInvoices.request;
const load = (...invoices: readonly object[]) => ({ Invoices: invoices });

describe('the contract holds every invoice to its bounds', () => {
  it('accepts a valid invoice, line breaks in its observations included', () => {
    expect(request.safeParse(load(validInvoice)).success).toBe(true);
    expect(request.safeParse(load({ ...validInvoice, amountNIO: MAX_AMOUNT, amount: MAX_AMOUNT })).success).toBe(true);
    expect(
      request.safeParse(load({ ...validInvoice, invoiceDate: '1900-01-01', invoiceDateFormatted: '01/01/1900' }))
        .success,
    ).toBe(true);
    expect(
      request.safeParse(load({ ...validInvoice, dueDate: '2100-12-31', dueDateFormatted: '31/12/2100' })).success,
    ).toBe(true);
  });

  it("refuses a date's text version that is not that date as dd/mm/yyyy, or any long text", () => {
    expect(request.safeParse(load({ ...validInvoice, dueDateFormatted: '31/12/2099' })).success).toBe(false);
    expect(request.safeParse(load({ ...validInvoice, invoiceDateFormatted: '2026-01-05' })).success).toBe(false);
    expect(
      request.safeParse(load({ ...validInvoice, invoiceDateFormatted: `\u202e\u0007${'x'.repeat(200_000)}` })).success,
    ).toBe(false);
  });

  it.each(boundsCases)('refuses $name', ({ patch }) => {
    const result = request.safeParse(load({ ...validInvoice, ...patch }));
    expect(result.success).toBe(false);
  });

  it('refuses an amount with more than two decimals rather than guessing what was meant', () => {
    expect(request.safeParse(load({ ...validInvoice, amountNIO: 0.004, amount: 0.004 })).success).toBe(false);
    expect(request.safeParse(load({ ...validInvoice, amountUSD: 12.345 })).success).toBe(false);
    expect(request.safeParse(load({ ...validInvoice, amountNIO: 8001.4, amount: 8001.4 })).success).toBe(true);
  });

  it('refuses a load whose total in one currency would lose its cents', () => {
    const invoice = { ...validInvoice, amountNIO: MAX_AMOUNT, amount: MAX_AMOUNT };
    const fits = Math.floor(MAX_LOAD_TOTAL / MAX_AMOUNT);
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ ...invoice, invoiceNumber: `F-${index}` }));
    expect(request.safeParse(load(...rows(fits))).success).toBe(true);
    expect(request.safeParse(load(...rows(fits + 1))).success).toBe(false);
  });

  it('keeps the longest load, however its texts are written, under the 2 MiB a body may have', () => {
    // Three UTF-8 bytes for each character is the most any allowed character takes in JSON: the
    // characters that escape to six are the control characters, which are refused.
    const wide = (length: number) => '€'.repeat(length);
    const invoices = Array.from({ length: 500 }, () => ({
      ...validInvoice,
      providerIdentification: wide(MAX_TEXT.providerIdentification),
      providerName: wide(MAX_TEXT.providerName),
      invoiceNumber: wide(MAX_TEXT.invoiceNumber),
      observations: wide(MAX_TEXT.observations),
      amountNIO: 123_456_789_012.34,
      amountUSD: 123_456_789_012.34,
      amount: 123_456_789_012.34,
    }));
    const bytes = new TextEncoder().encode(JSON.stringify(load(...invoices))).length;
    expect(bytes).toBeLessThan(2 * 1024 * 1024);
  });

  it('judges texts the same way for every party', () => {
    expect(textFault('observations', 'a\tb\r\nc')).toBeUndefined();
    expect(textFault('providerName', '')).toBeUndefined();
    expect(textFault('invoiceNumber', '\u2003')).toBe('blank');
    expect(textFault('providerName', 'Lácteos \ud83d\ude00')).toBeUndefined();
    expect(textFault('invoiceNumber', 'F-\ud83d\ude00')).toBe('character');
    expect(textFault('reason', 'Montos por\nrevisar.')).toBeUndefined();
    expect(textFault('reason', 'Montos\u202e por revisar')).toBe('character');
    expect(textFault('invoiceNumber', 'F-\ude00')).toBe('brokenCharacter');
    expect(textFault('providerName', 'a\u0085b')).toBe('control');
  });
});

describe("the contract bounds a decision's reason as every other text a person reads", () => {
  const decision = contract.updateLoadStatus.request;

  it('accepts a reason with line breaks, and an approval without a comment', () => {
    expect(decision.safeParse({ IdLoad: 501, Status: 'deny', Reason: 'Montos\npor revisar.' }).success).toBe(true);
    expect(decision.safeParse({ IdLoad: 501, Status: 'approve', Reason: '' }).success).toBe(true);
  });

  it.each(reasonCases)('refuses a reason with $name, to reject or to approve', ({ reason }) => {
    expect(decision.safeParse({ IdLoad: 501, Status: 'deny', Reason: reason }).success).toBe(false);
    expect(decision.safeParse({ IdLoad: 501, Status: 'approve', Reason: reason }).success).toBe(false);
  });
});
