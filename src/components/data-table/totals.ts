import { config } from '../../config/config';
import { fromCents, toCents } from '../../api/money';
import { currencyOf, type DataColumn } from './columns';

/**
 * The totals of a table: what its Excel export writes below the rows, from `columnTotals`, in
 * whole cents.
 */

/** The portal's currencies first, in its order (NIO, USD), then any other alphabetically. */
export const byCurrency = (left: string, right: string): number => {
  const order: readonly string[] = config.currencies;
  return (order.indexOf(left) + 1 || 99) - (order.indexOf(right) + 1 || 99) || left.localeCompare(right);
};

/** The label of a totals row of one currency ('Total NIO'). */
export const currencyTotalLabel = (currency: string): string => `Total ${currency}`;

/** The sums of a table's amount columns over some rows, by column id. */
export interface ColumnTotals {
  /** Amount columns: whole cents per currency, for each currency of the rows (a fixed currency always). */
  readonly amounts: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

/**
 * Adds up each amount column by currency, in whole cents (src/api/money.ts: no float drifts). A
 * row's currency is its column's (default NIO); values that are not finite numbers add nothing.
 */
export function columnTotals<Row>(columns: readonly DataColumn<Row>[], rows: readonly Row[]): ColumnTotals {
  const amounts = new Map<string, Map<string, number>>();
  for (const column of columns.filter((candidate) => candidate.kind === 'amount')) {
    const byRowCurrency = new Map<string, number>();
    if (typeof column.currency !== 'function') byRowCurrency.set(column.currency ?? config.defaultCurrency, 0);
    for (const row of rows) {
      const currency = currencyOf(column, row) ?? config.defaultCurrency;
      const value = column.value(row);
      const cents = typeof value === 'number' && Number.isFinite(value) ? toCents(value) : 0;
      byRowCurrency.set(currency, (byRowCurrency.get(currency) ?? 0) + cents);
    }
    amounts.set(column.id, byRowCurrency);
  }
  return { amounts };
}

/** An amount column's total in one currency (0 when none of the rows is in it). */
export const amountTotal = (totals: ColumnTotals, columnId: string, currency: string): number =>
  fromCents(totals.amounts.get(columnId)?.get(currency) ?? 0);
