import { config } from '@/config/config';
import { roundToCents } from '@contract/money';
import type { ExportCell } from '@/lib/export-bridge';
import { currencyOf, displayText, type DataColumn } from './columns';
import { amountTotal, byCurrency, columnTotals, currencyTotalLabel } from './totals';

/** What 'Exportar a Excel' writes: the header, the data rows, then one totals row per currency. */
export interface ExportSheet {
  readonly rows: ExportCell[][];
  /** Data rows only (not the header or the totals). */
  readonly rowCount: number;
}

/** One column of the sheet: a table column, or, for amounts in the row's currency, its part in one currency. */
interface SheetColumn<Row> {
  readonly column: DataColumn<Row>;
  readonly header: string;
  /** Amount columns: the one currency this sheet column holds. */
  readonly currency?: string;
}

/** 'Monto NIO' already names its currency; 'Saldo inicial' becomes 'Saldo inicial NIO'. */
const headerWithCurrency = (header: string, currency: string) =>
  new RegExp(`\\b${currency}\\b`).test(header) ? header : `${header} ${currency}`;

/**
 * An amount column whose currency varies by row is split into one column per currency in the rows,
 * so every sheet column holds one currency, says it in its header, and adds up.
 */
function sheetColumns<Row>(columns: readonly DataColumn<Row>[], rows: readonly Row[]): SheetColumn<Row>[] {
  return columns
    .filter((column) => column.exportable !== false)
    .flatMap((column): SheetColumn<Row>[] => {
      if (column.kind !== 'amount') return [{ column, header: column.header }];
      if (typeof column.currency !== 'function') {
        const currency = column.currency ?? config.defaultCurrency;
        return [{ column, header: headerWithCurrency(column.header, currency), currency }];
      }
      const currencies = [...new Set(rows.map((row) => currencyOf(column, row) ?? config.defaultCurrency))].sort(
        byCurrency,
      );
      return currencies.map((currency) => ({ column, header: headerWithCurrency(column.header, currency), currency }));
    });
}

function cellOf<Row>({ column, currency }: SheetColumn<Row>, row: Row): ExportCell {
  const value = column.value(row);
  if (value === null) return null;
  switch (column.kind) {
    case 'amount':
      if (typeof value !== 'number' || (currencyOf(column, row) ?? config.defaultCurrency) !== currency) return null;
      return { amount: roundToCents(value) };
    case 'number':
      return typeof value === 'number' ? value : null;
    case 'date':
      return typeof value === 'string' && displayText(column, row) !== '' ? { date: value } : null;
    case 'text':
      return displayText(column, row);
  }
}

/**
 * 'Total NIO' under the first column, and each NIO column's sum: columnTotals, the sums the
 * screen's totals footer shows.
 */
function sheetTotalsRows<Row>(
  columns: readonly DataColumn<Row>[],
  sheetColumns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
): ExportCell[][] {
  const totals = columnTotals(columns, rows);
  const currencies = [...new Set(sheetColumns.flatMap((column) => (column.currency ? [column.currency] : [])))].sort(
    byCurrency,
  );
  return currencies.map((currency) =>
    sheetColumns.map((sheetColumn, index): ExportCell => {
      if (sheetColumn.currency === currency) return { cents: amountTotal(totals, sheetColumn.column.id, currency) };
      return index === 0 ? currencyTotalLabel(currency) : null;
    }),
  );
}

/** The header, then one row per data row in the order given, then the totals per currency. */
export function exportSheet<Row>(columns: readonly DataColumn<Row>[], rows: readonly Row[]): ExportSheet {
  const exported = sheetColumns(columns, rows);
  return {
    rows: [
      exported.map((column) => column.header),
      ...rows.map((row) => exported.map((column) => cellOf(column, row))),
      ...(rows.length > 0 ? sheetTotalsRows(columns, exported, rows) : []),
    ],
    rowCount: rows.length,
  };
}
