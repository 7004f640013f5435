import type { LoadInvoice } from '@contract/schemas';
import type { InvoiceFieldKey } from '@contract/invoice-fields';
import { DataTable } from '@/components/data-table/data-table';
import { ALL_INVOICE_FIELDS, invoiceColumns, withColumnsAfter } from './invoice-columns';
import { maturityColumn } from './maturity-column';
import { loadInvoiceLabels as t } from './messages';

const columns = invoiceColumns<LoadInvoice, InvoiceFieldKey>(ALL_INVOICE_FIELDS, (invoice, key) => invoice[key]);

// Where a load's invoices are decided on, how close each is to its due date matters.
const columnsWithMaturity = withColumnsAfter(
  columns,
  'dueDate',
  maturityColumn<LoadInvoice>((invoice) => invoice.dueDate),
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
