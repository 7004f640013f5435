import type { LoadInvoice, ProviderSummary } from '../../../api/schemas';
import { compareStrings } from '../../../lib/format';
import { sumAmounts } from '../../../lib/money';

/** SPEC section 3's provider summary of a load: invoices and NIO/USD totals per provider, by name. */
export function summariseByProvider(invoices: readonly LoadInvoice[]): ProviderSummary[] {
  const byProvider = new Map<string, LoadInvoice[]>();
  for (const invoice of invoices) {
    const key = invoice.providerIdentification.trim();
    byProvider.set(key, [...(byProvider.get(key) ?? []), invoice]);
  }
  return [...byProvider.entries()]
    .map(([providerIdentification, own]) => ({
      providerIdentification,
      providerName: own.find((invoice) => invoice.providerName.trim() !== '')?.providerName ?? '',
      totalInvoices: own.length,
      totalAmountNIO: sumAmounts(own.map((invoice) => invoice.amountNIO)),
      totalAmountUSD: sumAmounts(own.map((invoice) => invoice.amountUSD)),
    }))
    .sort(
      (a, b) =>
        compareStrings(a.providerName, b.providerName) ||
        compareStrings(a.providerIdentification, b.providerIdentification),
    );
}
