import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import { centsToDecimal, sumCents, totalsByCurrency } from '@contract/money';
import type { Load } from '@contract/schemas';
import type { DataColumn } from '@/components/data-table/columns';
import { exportSheet } from '@/components/data-table/export-sheet';
import { totalsRows } from '@/components/data-table/totals';
import { deriveDisbursementSummary } from '@/features/factoring/disbursements/summary';
import { selectionTotals } from '@/features/factoring/request/selection-totals';
import { loadTotals } from '@/features/factoring/shared/load-totals';
import { formatAmount } from '@/lib/format';
import { writeWorkbook } from '../../../workers/import-engine/export-rows';

/**
 * Every total the portal shows or exports, against the exact sum of its amounts, with amounts
 * large enough that the sums pass 2^53 cents, where adding doubles starts to lose cents.
 */

/** Amounts as the API carries them: whole cents, up to the largest invoice amount. */
const amounts = fc
  .array(fc.bigInt({ min: 0n, max: 99_999_999_999_999n }), { minLength: 1, maxLength: 150 })
  .map((cents) => ({ cents, amounts: cents.map((each) => Number(each) / 100) }));

const exactSum = (cents: readonly bigint[]) => cents.reduce((total, each) => total + each, 0n);

/** The digits a formatted amount shows, which must be the exact sum's. */
const digitsOf = (text: string) => text.replace(/[^0-9]/g, '').replace(/^0+(?=\d{3})/, '');
const exactDigits = (cents: bigint) => centsToDecimal(cents).replace('.', '');

const load = (amount: number, index: number): Load => ({
  idLoad: index + 1,
  loadDate: '2026-01-10',
  debtor: 'Distribuidora Xolotlán, S.A.',
  uploadedBy: 'María José Pérez Lacayo',
  totalInvoices: 1,
  totalAmountNIO: amount,
  totalAmountUSD: amount,
  status: 'PENDIENTE',
  reason: null,
  decidedAt: null,
});

interface Row {
  readonly amount: number;
}
const columns: DataColumn<Row>[] = [
  { id: 'label', header: 'Carga', kind: 'text', value: () => 'x' },
  { id: 'amount', header: 'Monto NIO', kind: 'amount', currency: 'NIO', value: (row) => row.amount },
];

describe('every total is the exact sum of its amounts, past 2^53 cents', () => {
  it('reaches past 2^53 cents in the generated cases', () => {
    const large = Array.from({ length: 100 }, () => 99_999_999_999_999n);
    expect(exactSum(large)).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
  });

  it('sums, by currency, the authoriser’s loads and the provider’s selection exactly', () => {
    fc.assert(
      fc.property(amounts, ({ cents, amounts }) => {
        const exact = exactSum(cents);
        expect(sumCents(amounts)).toBe(exact);
        const totals = loadTotals(amounts.map(load));
        expect([totals.amountNIO, totals.amountUSD]).toEqual([exact, exact]);
        const invoices = amounts.map((amount, index) => ({
          idInvoice: index + 1,
          debtor: 'D',
          invoiceNumber: `F-${index}`,
          invoiceDate: '2026-01-01',
          dueDate: '2026-02-01',
          amountNIO: amount,
          amountUSD: 0,
        }));
        const selected = selectionTotals(invoices, new Set(invoices.map((invoice) => String(invoice.idInvoice))));
        expect(selected.amountNIO).toBe(exact);
        const byCurrency = totalsByCurrency(
          amounts,
          () => 'USD',
          (amount) => amount,
        );
        expect(byCurrency).toEqual({ NIO: 0n, USD: exact });
      }),
    );
  });

  it('shows the exact figure on the screen, in the footer and the disbursement summary', () => {
    fc.assert(
      fc.property(amounts, ({ cents, amounts }) => {
        const exact = exactSum(cents);
        expect(digitsOf(formatAmount(exact, 'NIO'))).toBe(exactDigits(exact));
        const [footer] = totalsRows(
          columns,
          amounts.map((amount) => ({ amount })),
          'Total',
        );
        expect(footer?.values.amount).toEqual({ kind: 'amount', cents: exact, currency: 'NIO' });
        const operations = amounts.map((amount, index) => ({
          debtor: 'D',
          invoiceNumber: `F-${index}`,
          invoiceDate: '2026-01-01',
          fechaOperacion: '2026-01-02',
          fechaVencimiento: '2026-02-01',
          currency: 'NIO' as const,
          initialBalance: amount,
          actualBalance: amount,
          estadoOperacion: 'Activa',
        }));
        expect(deriveDisbursementSummary(1, undefined, operations).AmountNIO).toBe(exact);
      }),
    );
  });

  it('writes the exact figure in the export: a number while Excel shows every cent, its text past that', () => {
    fc.assert(
      fc.property(amounts, ({ cents, amounts }) => {
        const exact = exactSum(cents);
        const sheet = exportSheet(
          columns,
          amounts.map((amount) => ({ amount })),
        );
        const workbook = read(writeWorkbook(sheet.rows, 'Cargas'));
        const [name] = workbook.SheetNames;
        const rows = utils.sheet_to_json<unknown[]>(workbook.Sheets[name ?? ''] ?? {}, { header: 1, raw: true });
        const total = rows.at(-1)?.[1];
        if (exact < 10n ** 15n) expect(total).toBe(Number(centsToDecimal(exact)));
        else expect(digitsOf(String(total))).toBe(exactDigits(exact));
      }),
      { numRuns: 30 },
    );
  });

  it('formats a negative total and one below a unit exactly', () => {
    expect(formatAmount(-5n, 'NIO')).toBe(formatAmount(-0.05, 'NIO'));
    expect(formatAmount(5n, 'USD')).toBe(formatAmount(0.05, 'USD'));
    expect(formatAmount(9_100_003_008_231_210n, 'NIO')).toMatch(/91,000,030,082,312\.10$/);
  });
});
