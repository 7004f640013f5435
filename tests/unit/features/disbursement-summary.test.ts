import { describe, expect, it } from 'vitest';
import type { DisbursementOperation } from '@contract/schemas';
import { deriveDisbursementSummary, parseCreditFormId } from '@/features/factoring/disbursements/summary';

const operation = (
  currency: 'NIO' | 'USD',
  actualBalance: number,
  initialBalance = actualBalance,
): DisbursementOperation => ({
  debtor: 'Distribuidora Xolotlán, S.A.',
  invoiceNumber: `F-${actualBalance}`,
  invoiceDate: '2025-09-01',
  fechaOperacion: '2025-10-01',
  fechaVencimiento: '2025-11-30',
  currency,
  initialBalance,
  actualBalance,
  estadoOperacion: 'Activa',
});

const lookup = { debtor: 'Distribuidora Xolotlán, S.A.', factoringDate: '2025-10-01' };

describe('deriveDisbursementSummary', () => {
  it('sums actualBalance per currency over mixed operations, to the cent', () => {
    const summary = deriveDisbursementSummary(3101, lookup, [
      operation('NIO', 150_000.1, 200_000),
      operation('USD', 2_500.05),
      operation('NIO', 0.2),
      operation('USD', 0.1),
      operation('NIO', 0, 90_000),
    ]);
    expect(summary).toEqual({
      IdCreditForm: 3101,
      Debtor: 'Distribuidora Xolotlán, S.A.',
      FactoringDate: '2025-10-01',
      AmountNIO: 15_000_030n,
      AmountUSD: 250_015n,
      Qty: 5,
      ApprovedUser: 'N/A',
      DoesItHaveSomeAccountWithoutVW: false,
    });
  });

  it('gives zero totals and zero operations for an empty list, keeping the lookup', () => {
    expect(deriveDisbursementSummary(3102, lookup, [])).toMatchObject({
      IdCreditForm: 3102,
      Debtor: lookup.debtor,
      FactoringDate: '2025-10-01',
      AmountNIO: 0n,
      AmountUSD: 0n,
      Qty: 0,
    });
  });

  it('takes debtor and date from the lookup only; without it they are empty, not invented', () => {
    const summary = deriveDisbursementSummary(3103, undefined, [operation('USD', 10)]);
    expect(summary).toMatchObject({ Debtor: '', FactoringDate: '', AmountNIO: 0n, AmountUSD: 1000n, Qty: 1 });
  });
});

describe('parseCreditFormId', () => {
  it('accepts positive integers', () => {
    expect(parseCreditFormId('3101')).toBe(3101);
    expect(parseCreditFormId(' 7 ')).toBe(7);
  });

  it('refuses a missing or non-integer id', () => {
    for (const raw of [undefined, '', 'abc', '12.5', '12abc', '-3', '0', '1e3', '99999999999999999']) {
      expect(parseCreditFormId(raw)).toBeNull();
    }
  });
});
