import { beforeEach, describe, expect, it, vi } from 'vitest';
import { centsToAmount, sumCents } from '@contract/money';
import { summariseByProvider } from '@contract/provider-totals';
import { invoicesOf } from '@/features/factoring/import/api/load-invoices';
import { draftFromResult } from '@/features/factoring/import/draft-from-result';
import { formatAmount } from '@/lib/format';
import type { HttpClient } from '@/lib/http/client';
import { parseInvoiceFile } from '../../workers/import-engine/read-invoices';
import { SERIAL_2024_01_01, invoiceXlsx, type SheetRows } from '../fixtures/spreadsheets';
import { withFreshStorages } from '../unit/lib/memory-storage';
import { clientOnSandbox, signInThroughClient } from './client-on-sandbox';

/**
 * Amounts whose binary doubles sit just below or above a half cent: before one money rule, the
 * engine rounded 1.005 to 1.01 and the screens and sandbox to 1.00, so the debtor's summary and
 * the server's totals could differ by a cent.
 */
const AMOUNTS = [1.005, 1.255, 0.125, 2.675];
const PROVIDERS = ['0012345', '0098765', 'J0310000001'];
const ROWS = 240;

/** Rows cycle through the amounts (NIO) and their reverse (USD), and through three providers. */
const rows: SheetRows = Array.from({ length: ROWS }, (_, index) => [
  PROVIDERS[index % PROVIDERS.length] ?? '',
  `Proveedor ${index % PROVIDERS.length}`,
  SERIAL_2024_01_01,
  SERIAL_2024_01_01 + 30,
  `F-${index + 1}`,
  AMOUNTS[index % AMOUNTS.length] ?? 0,
  AMOUNTS[AMOUNTS.length - 1 - (index % AMOUNTS.length)] ?? 0,
  null,
]);

/** The totals a person gets by rounding each amount half up to the cent and adding: 101 + 126 + 13 + 268 cents. */
const CENTS_PER_CYCLE = 101 + 126 + 13 + 268;
const EXPECTED_TOTAL = ((ROWS / AMOUNTS.length) * CENTS_PER_CYCLE) / 100;

let api: HttpClient;

withFreshStorages();

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  ({ api } = clientOnSandbox());
  await signInThroughClient(api);
});

describe('one money rule across the worker, the screens and the sandbox', () => {
  it('gives the same totals, to the cent, for amounts chosen to round differently under the old rules', async () => {
    // The worker: the engine reads the file and summarises it.
    const bytes = invoiceXlsx(rows);
    const result = await parseInvoiceFile({ name: 'centavos.xlsx', bytes });
    if (!result.ok) throw new Error(result.error);
    const engineRows = result.summary.invoiceDetails;
    expect(engineRows.slice(0, 4).map((row) => row.amountNIO)).toEqual([1.01, 1.26, 0.13, 2.68]);
    const engineNIO = centsToAmount(
      sumCents(result.summary.summaryByProvider.map((provider) => provider.totalAmountNIO)),
    );
    const engineUSD = centsToAmount(
      sumCents(result.summary.summaryByProvider.map((provider) => provider.totalAmountUSD)),
    );
    expect([engineNIO, engineUSD]).toEqual([EXPECTED_TOTAL, EXPECTED_TOTAL]);

    // The debtor's screen: the draft's summary, as the review shows it.
    const draft = draftFromResult(1, { name: 'centavos.xlsx', size: bytes.byteLength }, result);
    expect([draft.summary.totalAmountNIO, draft.summary.totalAmountUSD]).toEqual([EXPECTED_TOTAL, EXPECTED_TOTAL]);

    // The sandbox: the load it stores from those rows, and its totals.
    const load = await api.callApi('loadInvoices', {
      body: { Invoices: invoicesOf({ rows: engineRows }) },
      idempotencyKey: crypto.randomUUID(),
    });
    const history = await api.callApi('historyLoads');
    const stored = history.find((candidate) => candidate.idLoad === load.idLoad);
    expect([stored?.totalAmountNIO, stored?.totalAmountUSD]).toEqual([EXPECTED_TOTAL, EXPECTED_TOTAL]);

    // The authoriser's screen: the load's invoices from the API, totalled by provider and in the footer.
    const invoices = await api.callApi('factoringInvoicesByLoad', { params: { idLoad: load.idLoad } });
    const byProvider = summariseByProvider(invoices);
    expect(byProvider).toEqual(result.summary.summaryByProvider);
    expect(centsToAmount(sumCents(invoices.map((invoice) => invoice.amountNIO)))).toBe(EXPECTED_TOTAL);
    expect(formatAmount(sumCents(invoices.map((invoice) => invoice.amountUSD)), 'USD')).toBe(
      formatAmount(EXPECTED_TOTAL, 'USD'),
    );
  });

  it('refuses amounts with more than two decimals from another client, rather than guessing their cents', async () => {
    const bytes = invoiceXlsx(rows);
    const result = await parseInvoiceFile({ name: 'centavos.xlsx', bytes });
    if (!result.ok) throw new Error(result.error);
    // Another client of the API may send the amounts unrounded: the server says so instead of rounding.
    const raw = invoicesOf({ rows: result.summary.invoiceDetails }).map((invoice, index) => ({
      ...invoice,
      amountNIO: AMOUNTS[index % AMOUNTS.length] ?? 0,
      amount: AMOUNTS[index % AMOUNTS.length] ?? 0,
    }));
    await expect(
      api.callApi('loadInvoices', { body: { Invoices: raw }, idempotencyKey: crypto.randomUUID() }),
    ).rejects.toThrow(/decimales/);
  });
});
