import type { ProviderTotals } from '@contract/provider-totals';
import { amountColumns, totalAmountOf } from '@/components/data-table/amount-columns';
import type { DataColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { invoiceColumns } from './invoice-columns';
import { providerTotalsLabels as t } from './messages';

const columns: DataColumn<ProviderTotals>[] = [
  ...invoiceColumns<ProviderTotals, 'providerIdentification' | 'providerName'>(
    ['providerIdentification', 'providerName'],
    (provider, key) => provider[key],
    (key) =>
      key === 'providerIdentification'
        ? { cell: (provider) => provider.providerIdentification || <span className="muted">{t.noProviderId}</span> }
        : {},
  ),
  {
    id: 'totalInvoices',
    priority: 2,
    header: t.totalInvoices,
    kind: 'number',
    total: true,
    value: (provider) => provider.totalInvoices,
  },
  ...amountColumns<ProviderTotals>('totalAmount', { NIO: t.totalNio, USD: t.totalUsd }, totalAmountOf),
];

interface ProviderTotalsTableProps {
  readonly label: string;
  /** Undefined while they are read. */
  readonly providers: readonly ProviderTotals[] | undefined;
  readonly exportFile?: { readonly fileName: string; readonly sheetName: string };
  /** What an empty table says; 'No hay facturas.' by default. */
  readonly emptyText?: string;
}

/** Invoices and totals per provider, with the totals of them all below: of a load, or of an import. */
export function ProviderTotalsTable({ label, providers, exportFile, emptyText = t.empty }: ProviderTotalsTableProps) {
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={providers}
      rowId={(provider) => provider.providerIdentification}
      initialSort={{ id: 'providerName' }}
      totals={{ label: t.totals }}
      emptyText={emptyText}
      {...(exportFile ? { exportFile } : {})}
    />
  );
}
