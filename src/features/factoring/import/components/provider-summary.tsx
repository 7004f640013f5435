import type { DataColumn } from '../../../../components/data-table/columns';
import { DataTable } from '../../../../components/data-table/data-table';
import type { ProviderSummary } from '../drafts/draft-types';
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
  {
    id: 'totalInvoices',
    priority: 2,
    header: t.invoices,
    kind: 'number',
    total: true,
    value: (provider) => provider.totalInvoices,
  },
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
        totals={{ label: t.totals }}
        emptyText={t.noRows}
      />
    </div>
  );
}
