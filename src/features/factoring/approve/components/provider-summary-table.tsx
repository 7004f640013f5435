import { useMemo } from 'react';
import type { LoadInvoice, ProviderSummary } from '../../../../api/schemas';
import type { DataColumn } from '../../../../components/data-table/columns';
import { DataTable } from '../../../../components/data-table/data-table';
import { approveMessages as t } from '../messages';
import { summariseByProvider } from '../../../../api/provider-totals';

const columns: DataColumn<ProviderSummary>[] = [
  {
    id: 'providerName',
    header: t.columns.providerName,
    kind: 'text',
    wrap: true,
    value: (summary) => summary.providerName,
  },
  {
    id: 'providerIdentification',
    priority: 3,
    header: t.columns.providerIdentification,
    kind: 'text',
    value: (summary) => summary.providerIdentification,
  },
  {
    id: 'totalInvoices',
    priority: 2,
    header: t.columns.totalInvoices,
    kind: 'number',
    total: true,
    value: (summary) => summary.totalInvoices,
  },
  {
    id: 'totalAmountNIO',
    header: t.columns.totalNio,
    kind: 'amount',
    currency: 'NIO',
    value: (summary) => summary.totalAmountNIO,
  },
  {
    id: 'totalAmountUSD',
    header: t.columns.totalUsd,
    kind: 'amount',
    currency: 'USD',
    value: (summary) => summary.totalAmountUSD,
  },
];

/** The request's totals by provider (invoices and amount per provider). */
export function ProviderSummaryTable({
  idLoad,
  invoices,
}: {
  readonly idLoad: number;
  readonly invoices: readonly LoadInvoice[] | undefined;
}) {
  const summaries = useMemo(() => (invoices ? summariseByProvider(invoices) : undefined), [invoices]);
  return (
    <DataTable
      label={t.providersLabel(idLoad)}
      columns={columns}
      rows={summaries}
      rowId={(summary) => summary.providerIdentification}
      initialSort={{ id: 'providerName' }}
      totals={{ label: t.totals }}
      exportFile={{ fileName: `carga-${idLoad}-proveedores`, sheetName: t.providersLabel(idLoad) }}
    />
  );
}
