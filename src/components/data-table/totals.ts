import { config } from '@/config/config';
import { toCents, type Cents } from '@contract/money';
import { currencyOf, type DataColumn } from './columns';

/**
 * The totals of a table: what its footer shows and what its Excel export writes below the rows,
 * both from `columnTotals`, so the screen and the sheet never disagree by a cent.
 */

/** The portal's currencies first, in its order (NIO, USD), then any other alphabetically. */
export const byCurrency = (left: string, right: string): number => {
  const order: readonly string[] = config.currencies;
  return (order.indexOf(left) + 1 || 99) - (order.indexOf(right) + 1 || 99) || left.localeCompare(right);
};

/** The label of a totals row of one currency, on the screen and in the export. */
export const currencyTotalLabel = (currency: string): string => `Total ${currency}`;

/** Whether a column is added up: every amount column, and a number column marked `total`. */
export const isTotalled = <Row>(column: DataColumn<Row>): boolean =>
  column.kind === 'amount' || (column.kind === 'number' && column.total === true);

/** The sums of a table's totalled columns over some rows, by column id. */
export interface ColumnTotals {
  /** Amount columns: exact cents per currency, for each currency of the rows (a fixed currency always). */
  readonly amounts: ReadonlyMap<string, ReadonlyMap<string, Cents>>;
  /** Number columns marked `total`: their sum. */
  readonly numbers: ReadonlyMap<string, number>;
}

/**
 * Adds up each amount column by currency, exactly in cents (contract/money.ts: no float drifts, at
 * any size), and
 * each number column marked `total`. A row's currency is its column's (default NIO); values that
 * are not finite numbers add nothing.
 */
export function columnTotals<Row>(columns: readonly DataColumn<Row>[], rows: readonly Row[]): ColumnTotals {
  const amounts = new Map<string, Map<string, Cents>>();
  const numbers = new Map<string, number>();
  for (const column of columns.filter(isTotalled)) {
    if (column.kind === 'number') {
      let sum = 0;
      for (const row of rows) {
        const value = column.value(row);
        if (typeof value === 'number' && Number.isFinite(value)) sum += value;
      }
      numbers.set(column.id, sum);
      continue;
    }
    const byRowCurrency = new Map<string, Cents>();
    if (typeof column.currency !== 'function') byRowCurrency.set(column.currency ?? config.defaultCurrency, 0n);
    for (const row of rows) {
      const currency = currencyOf(column, row) ?? config.defaultCurrency;
      const value = column.value(row);
      const cents = typeof value === 'number' && Number.isFinite(value) ? BigInt(toCents(value)) : 0n;
      byRowCurrency.set(currency, (byRowCurrency.get(currency) ?? 0n) + cents);
    }
    amounts.set(column.id, byRowCurrency);
  }
  return { amounts, numbers };
}

/** An amount column's exact total in one currency (0 when none of the rows is in it). */
export const amountTotal = (totals: ColumnTotals, columnId: string, currency: string): Cents =>
  totals.amounts.get(columnId)?.get(currency) ?? 0n;

/** A value of a totals row: an exact amount in its currency, or a number column's sum. */
export type TotalValue =
  | { readonly kind: 'amount'; readonly cents: Cents; readonly currency: string }
  | { readonly kind: 'number'; readonly value: number };

/** A row of a table's totals footer. */
export interface TotalsRow {
  readonly id: string;
  /** Heads the row, in the first column. */
  readonly label: string;
  /** A row of one currency ('Total NIO'): each of its values says which column it adds up. */
  readonly currency?: string;
  /** By column id; columns without a total are absent. */
  readonly values: Readonly<Record<string, TotalValue>>;
}

/** What heads a one-row footer: a text, or a text made from how many rows were added up. */
export type TotalsLabel = string | ((rowCount: number) => string);

/**
 * The rows of a table's totals footer:
 * - when every amount column has one currency, one row headed by `label`, each column's total under it;
 * - when an amount column's currency varies by row, its total has no single figure: one row per
 *   currency, 'Total NIO' and 'Total USD' (always the portal's currencies, then any other of the
 *   rows), each amount column's total in that currency under it, as the export's totals rows.
 *   Number columns' sums belong to no currency and are left out of these rows.
 */
export function totalsRows<Row>(
  columns: readonly DataColumn<Row>[],
  rows: readonly Row[],
  label: TotalsLabel,
): TotalsRow[] {
  const totals = columnTotals(columns, rows);
  const totalled = columns.filter(isTotalled);
  if (!totalled.some((column) => column.kind === 'amount' && typeof column.currency === 'function')) {
    const values: Record<string, TotalValue> = {};
    for (const column of totalled) {
      if (column.kind === 'number') {
        values[column.id] = { kind: 'number', value: totals.numbers.get(column.id) ?? 0 };
      } else {
        // Here every amount column has one currency (a string, or the default).
        const currency = typeof column.currency === 'string' ? column.currency : config.defaultCurrency;
        values[column.id] = { kind: 'amount', cents: amountTotal(totals, column.id, currency), currency };
      }
    }
    return [{ id: 'totals', label: typeof label === 'string' ? label : label(rows.length), values }];
  }
  const currencies = new Set<string>([
    ...config.currencies,
    ...[...totals.amounts.values()].flatMap((byRowCurrency) => [...byRowCurrency.keys()]),
  ]);
  return [...currencies].sort(byCurrency).map((currency) => {
    const values: Record<string, TotalValue> = {};
    for (const [columnId, byRowCurrency] of totals.amounts) {
      const column = totalled.find((candidate) => candidate.id === columnId);
      // A column of another fixed currency has nothing in this one.
      if (column && (typeof column.currency === 'function' || byRowCurrency.has(currency))) {
        values[columnId] = { kind: 'amount', cents: amountTotal(totals, columnId, currency), currency };
      }
    }
    return { id: currency, label: currencyTotalLabel(currency), currency, values };
  });
}
