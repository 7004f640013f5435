import type { Currency } from '../../api/money';
import type { ListFilters } from './filter-search';

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

/** Which filters a list offers, and where each finds its value in a row. */
export interface ListFilterFields<Row> {
  /** The day a row is filtered by (yyyy-mm-dd, or an ISO timestamp read by its date part). */
  readonly date?: { readonly label: string; readonly value: (row: Row) => string | null };
  readonly status?: {
    readonly label: string;
    readonly options: readonly FilterOption[];
    readonly value: (row: Row) => string;
  };
  /** The debtor or provider a row belongs to. */
  readonly party?: { readonly label: string; readonly value: (row: Row) => string };
  /** A row's amount in each currency the list shows. */
  readonly amount?: Readonly<Record<Currency, (row: Row) => number | null>>;
}

const sameName = new Intl.Collator('es', { sensitivity: 'accent' });

/** The currency an amount range applies to: NIO unless the user chose USD. */
export const rangeCurrency = (filters: ListFilters): Currency => filters.moneda ?? 'NIO';

/** How many filters narrow the list: a date or amount range counts once, whichever ends it has. */
export function activeFilterCount(filters: ListFilters): number {
  return [
    filters.desde !== undefined || filters.hasta !== undefined,
    filters.estado !== undefined,
    filters.deudor !== undefined,
    filters.montoMin !== undefined || filters.montoMax !== undefined,
  ].filter(Boolean).length;
}

/**
 * The rows that pass every filter the list offers. Date ranges include both ends; an amount range
 * reads the chosen currency's column; a filter the list does not offer is ignored.
 */
export function applyFilters<Row>(rows: readonly Row[], fields: ListFilterFields<Row>, filters: ListFilters): Row[] {
  const { date, status, party, amount } = fields;
  const currency = rangeCurrency(filters);
  return rows.filter((row) => {
    if (date && (filters.desde !== undefined || filters.hasta !== undefined)) {
      const day = date.value(row)?.slice(0, 10);
      if (day === undefined || day === '') return false;
      if (filters.desde !== undefined && day < filters.desde) return false;
      if (filters.hasta !== undefined && day > filters.hasta) return false;
    }
    if (status && filters.estado !== undefined && status.value(row) !== filters.estado) return false;
    if (party && filters.deudor !== undefined && sameName.compare(party.value(row).trim(), filters.deudor) !== 0)
      return false;
    if (amount && (filters.montoMin !== undefined || filters.montoMax !== undefined)) {
      const value = amount[currency](row);
      if (value === null) return false;
      if (filters.montoMin !== undefined && value < filters.montoMin) return false;
      if (filters.montoMax !== undefined && value > filters.montoMax) return false;
    }
    return true;
  });
}

const byName = new Intl.Collator('es');

/** Every debtor or provider in the rows, once each, in Spanish alphabetical order. */
export function partyNames<Row>(rows: readonly Row[], party: (row: Row) => string): string[] {
  const names = new Map<string, string>();
  for (const row of rows) {
    const name = party(row).trim();
    if (name !== '' && !names.has(name.toLocaleLowerCase('es'))) names.set(name.toLocaleLowerCase('es'), name);
  }
  return [...names.values()].sort(byName.compare);
}
