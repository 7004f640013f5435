import { fromCents, toCents } from './money';

/** What a provider total is built from: an invoice of a file, a draft or a load. */
export interface ProviderInvoice {
  readonly providerIdentification: string;
  readonly providerName: string;
  readonly amountNIO: number;
  readonly amountUSD: number;
}

/** A provider's invoices and their totals, as the debtor's summary and the authoriser's detail show them. */
export interface ProviderTotals {
  providerIdentification: string;
  providerName: string;
  totalInvoices: number;
  totalAmountNIO: number;
  totalAmountUSD: number;
}

/**
 * The invoices grouped by provider identification (trimmed), in the order providers first appear.
 * A provider's name is the first non-empty one written for it; its totals are sums of cents.
 */
export function summariseByProvider(invoices: Iterable<ProviderInvoice>): ProviderTotals[] {
  const providers = new Map<string, { totals: ProviderTotals; centsNIO: number; centsUSD: number }>();
  for (const invoice of invoices) {
    const key = invoice.providerIdentification.trim();
    let provider = providers.get(key);
    if (!provider) {
      provider = {
        totals: {
          providerIdentification: key,
          providerName: '',
          totalInvoices: 0,
          totalAmountNIO: 0,
          totalAmountUSD: 0,
        },
        centsNIO: 0,
        centsUSD: 0,
      };
      providers.set(key, provider);
    }
    if (provider.totals.providerName === '') provider.totals.providerName = invoice.providerName.trim();
    provider.totals.totalInvoices += 1;
    provider.centsNIO += Number.isFinite(invoice.amountNIO) ? toCents(invoice.amountNIO) : 0;
    provider.centsUSD += Number.isFinite(invoice.amountUSD) ? toCents(invoice.amountUSD) : 0;
  }
  return Array.from(providers.values(), ({ totals, centsNIO, centsUSD }) => ({
    ...totals,
    totalAmountNIO: fromCents(centsNIO),
    totalAmountUSD: fromCents(centsUSD),
  }));
}
