import { describe, expect, it } from 'vitest';
import type { AvailableInvoice } from '@contract/schemas';
import { selectionTotals } from '@/features/factoring/request/selection-totals';
import { SubmissionKeys } from '@/features/factoring/request/submission-key';

const available = (idInvoice: number, amountNIO: number, amountUSD: number): AvailableInvoice => ({
  idInvoice,
  debtor: 'Distribuidora Xolotlán, S.A.',
  invoiceNumber: `CLS-${idInvoice}`,
  invoiceDate: '2025-10-01',
  dueDate: '2025-12-01',
  amountNIO,
  amountUSD,
});

const invoices = [available(1, 1_500.1, 0), available(2, 0, 320.45), available(3, 0.2, 0), available(4, 99, 0)];

describe('selectionTotals', () => {
  it('counts the selected invoices and totals NIO and USD apart', () => {
    expect(selectionTotals(invoices, new Set(['1', '2', '3']))).toEqual({
      count: 3,
      amountNIO: 150_030n,
      amountUSD: 32_045n,
      invoiceIds: [1, 2, 3],
    });
  });

  it('ignores selected ids that are no longer available', () => {
    expect(selectionTotals(invoices, new Set(['4', '77']))).toEqual({
      count: 1,
      amountNIO: 9900n,
      amountUSD: 0n,
      invoiceIds: [4],
    });
  });

  it('is zero for an empty selection', () => {
    expect(selectionTotals(invoices, new Set())).toEqual({ count: 0, amountNIO: 0n, amountUSD: 0n, invoiceIds: [] });
  });
});

describe('SubmissionKeys', () => {
  const counter = () => {
    let issued = 0;
    return () => `key-${++issued}`;
  };

  it('reuses the key while the same invoices are retried, in any order', () => {
    const keys = new SubmissionKeys(counter());
    expect(keys.keyFor([3, 1, 2])).toBe('key-1');
    expect(keys.keyFor([1, 2, 3])).toBe('key-1');
  });

  it('issues a new key for another selection, and after a success', () => {
    const keys = new SubmissionKeys(counter());
    expect(keys.keyFor([1, 2])).toBe('key-1');
    expect(keys.keyFor([1, 2, 3])).toBe('key-2');
    keys.settle();
    expect(keys.keyFor([1, 2, 3])).toBe('key-3');
  });
});
