import { canonicalProviderId } from './invoice-key';
import { centsToAmount, sumCents } from './money';

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
 * The invoices grouped by provider, in the order providers first appear. Providers are the same
 * when their identifications are (canonicalProviderId: 'J-0310000123456' is 'j0310000123456'); each
 * is shown as first written, with the first non-empty name written for it. Totals are exact sums of
 * cents, given as numbers: the invoices of one load stay below MAX_LOAD_TOTAL, which a number holds
 * to the cent.
 */
export function summariseByProvider(invoices: Iterable<ProviderInvoice>): ProviderTotals[] {
  const providers = new Map<string, { totals: ProviderTotals; nio: number[]; usd: number[] }>();
  for (const invoice of invoices) {
    const key = canonicalProviderId(invoice.providerIdentification);
    let provider = providers.get(key);
    if (!provider) {
      provider = {
        totals: {
          providerIdentification: invoice.providerIdentification.trim(),
          providerName: '',
          totalInvoices: 0,
          totalAmountNIO: 0,
          totalAmountUSD: 0,
        },
        nio: [],
        usd: [],
      };
      providers.set(key, provider);
    }
    if (provider.totals.providerName === '') provider.totals.providerName = invoice.providerName.trim();
    provider.totals.totalInvoices += 1;
    provider.nio.push(invoice.amountNIO);
    provider.usd.push(invoice.amountUSD);
  }
  return Array.from(providers.values(), ({ totals, nio, usd }) => ({
    ...totals,
    totalAmountNIO: centsToAmount(sumCents(nio)),
    totalAmountUSD: centsToAmount(sumCents(usd)),
  }));
}
