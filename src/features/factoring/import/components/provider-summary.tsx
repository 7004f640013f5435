import type { DataColumn } from '../../../../components/data-table/columns';
import { DataTable } from '../../../../components/data-table/data-table';
import type { FooterRow } from '../../../../components/data-table/types';
import type { ProviderSummary } from '../drafts/draft-types';
import { formatAmount } from '../../../../lib/format';
import { sumAmounts } from '../../../../api/money';
import { importMessages } from '../messages';

const t = importMessages.summary;

const columns: DataColumn<ProviderSummary>[] = [
  {
    id: 'providerIdentification',
    priority: 3,
    header: t.providerId,
    kind: 'text',
    value: (provider) => provider.providerIdentification,
    cell: (provider) => provider.providerIdentification || <span className="muted">{t.noProviderId}</span>,
  },
  { id: 'providerName', header: t.providerName, kind: 'text', wrap: true, value: (provider) => provider.providerName },
  { id: 'totalInvoices', priority: 2, header: t.invoices, kind: 'number', value: (provider) => provider.totalInvoices },
  {
    id: 'totalAmountNIO',
    header: t.totalNIO,
    kind: 'amount',
    currency: 'NIO',
    value: (provider) => provider.totalAmountNIO,
  },
  {
    id: 'totalAmountUSD',
    header: t.totalUSD,
    kind: 'amount',
    currency: 'USD',
    value: (provider) => provider.totalAmountUSD,
  },
];

const totals = (providers: readonly ProviderSummary[]): FooterRow[] => [
  {
    id: 'totals',
    label: t.totals,
    values: {
      totalInvoices: providers.reduce((count, provider) => count + provider.totalInvoices, 0),
      totalAmountNIO: formatAmount(sumAmounts(providers.map((provider) => provider.totalAmountNIO)), 'NIO'),
      totalAmountUSD: formatAmount(sumAmounts(providers.map((provider) => provider.totalAmountUSD)), 'USD'),
    },
  },
];

/** The provider summary: invoices and totals per provider, with the import's totals below. */
export function ProviderSummaryTable({ providers }: { readonly providers: readonly ProviderSummary[] }) {
  return (
    <div className="card import-section">
      <h2 className="import-section__title">{t.byProvider}</h2>
      <DataTable
        label={t.byProvider}
        columns={columns}
        rows={providers}
        rowId={(provider) => provider.providerIdentification}
        footer={totals}
        emptyText={t.noRows}
      />
    </div>
  );
}
