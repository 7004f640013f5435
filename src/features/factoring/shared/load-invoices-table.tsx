import type { LoadInvoice } from '@contract/schemas';
import type { DataColumn } from '@/components/data-table/columns';
import { amountColumns, amountOf } from '@/components/data-table/amount-columns';
import { DataTable } from '@/components/data-table/data-table';
import { maturityColumn } from './maturity-column';
import { loadInvoiceLabels as t } from './messages';

const columns: DataColumn<LoadInvoice>[] = [
  { id: 'invoiceNumber', header: t.invoiceNumber, kind: 'text', value: (invoice) => invoice.invoiceNumber },
  {
    id: 'providerIdentification',
    priority: 3,
    header: t.providerIdentification,
    kind: 'text',
    value: (invoice) => invoice.providerIdentification,
  },
  {
    id: 'providerName',
    header: t.providerName,
    kind: 'text',
    wrap: true,
    value: (invoice) => invoice.providerName,
  },
  { id: 'invoiceDate', priority: 3, header: t.invoiceDate, kind: 'date', value: (invoice) => invoice.invoiceDate },
  { id: 'dueDate', priority: 2, header: t.dueDate, kind: 'date', value: (invoice) => invoice.dueDate },
  ...amountColumns<LoadInvoice>('amount', { NIO: t.amountNio, USD: t.amountUsd }, amountOf),
  {
    id: 'observations',
    priority: 3,
    header: t.observations,
    kind: 'text',
    wrap: true,
    value: (invoice) => invoice.observations ?? null,
  },
];

// Where a load's invoices are decided on, how close each is to its due date matters.
const columnsWithMaturity: DataColumn<LoadInvoice>[] = columns.flatMap((column) =>
  column.id === 'dueDate' ? [column, maturityColumn<LoadInvoice>((invoice) => invoice.dueDate)] : [column],
);

interface LoadInvoicesTableProps {
  readonly idLoad: number;
  readonly label: string;
  readonly invoices: readonly LoadInvoice[] | undefined;
  /** Adds 'Días al vencimiento' with its badges (the authoriser's request). */
  readonly maturity?: boolean;
}

/** The invoices of one load (approval detail, history detail), with NIO and USD totals. */
export function LoadInvoicesTable({ idLoad, label, invoices, maturity = false }: LoadInvoicesTableProps) {
  return (
    <DataTable
      label={label}
      columns={maturity ? columnsWithMaturity : columns}
      rows={invoices}
      rowId={(invoice) => String(invoice.idInvoice)}
      emptyText={t.empty}
      searchable
      totals={{ label: (count) => `${t.totals} (${count})` }}
      exportFile={{ fileName: `carga-${idLoad}-facturas`, sheetName: label }}
    />
  );
}
