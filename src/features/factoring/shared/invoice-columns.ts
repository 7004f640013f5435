import { columnTitle, INVOICE_FIELDS, invoiceFields, type InvoiceFieldKey } from '@contract/invoice-fields';
import type { CellValue, DataColumn } from '@/components/data-table/columns';

/**
 * How each field sits in a table of invoices: which fold first on a tablet (3, then 2) and which
 * wrap. A field added to the table (contract/invoice-fields.ts) is a key the compiler asks for here.
 */
const layout: Record<InvoiceFieldKey, Pick<DataColumn<unknown>, 'priority' | 'wrap'>> = {
  providerIdentification: { priority: 3 },
  providerName: { wrap: true },
  invoiceDate: { priority: 3 },
  dueDate: { priority: 2 },
  invoiceNumber: {},
  amountNIO: {},
  amountUSD: {},
  observations: { priority: 3, wrap: true },
};

// Every table leads with the invoice number, the one value a person looks an invoice up by; the
// other fields follow in the file's order.
const tableOrder = [invoiceFields.invoiceNumber, ...INVOICE_FIELDS.filter((field) => field.key !== 'invoiceNumber')];

/**
 * The columns of an invoice's fields, from the field table: id, title, kind, currency and layout.
 * `fields` picks the ones a list shows (a provider's own invoices need no provider columns); `more`
 * changes a field's column on one screen (an editable cell, an earlier fold).
 */
export function invoiceColumns<Row, Key extends InvoiceFieldKey>(
  fields: readonly Key[],
  value: (row: Row, key: Key) => CellValue | undefined,
  more: (key: Key) => Partial<Pick<DataColumn<Row>, 'cell' | 'priority' | 'wrap'>> = () => ({}),
): DataColumn<Row>[] {
  const shown = new Set<InvoiceFieldKey>(fields);
  return tableOrder
    .filter((field): field is (typeof tableOrder)[number] & { key: Key } => shown.has(field.key))
    .map((field) => ({
      id: field.key,
      header: columnTitle(field),
      kind: field.kind,
      ...('currency' in field ? { currency: field.currency } : {}),
      ...layout[field.key],
      value: (row: Row) => value(row, field.key) ?? null,
      ...more(field.key),
    }));
}

/** Every field of the table, for the lists that show them all. */
export const ALL_INVOICE_FIELDS = tableOrder.map((field) => field.key);

/** Puts `extra` right after the column `id` (a debtor beside the number, the days beside the due date). */
export function withColumnsAfter<Row>(columns: DataColumn<Row>[], id: string, ...extra: DataColumn<Row>[]) {
  return columns.flatMap((column) => (column.id === id ? [column, ...extra] : [column]));
}
