import { useMemo } from 'react';
import { activeFilterCount, applyFilters } from './filter-kinds';
import type { ListFilters, ListFilterFields } from './filter-kinds';
import { filterMessages } from './messages';

/** The rows a list shows under its filters, and what its table says when none is left. */
export function useFilteredRows<Row>(
  rows: readonly Row[],
  fields: ListFilterFields<Row>,
  filters: ListFilters,
  emptyText: string,
): { readonly rows: readonly Row[]; readonly emptyText: string } {
  const shown = useMemo(() => applyFilters(rows, fields, filters), [rows, fields, filters]);
  // 'Nothing yet' and 'nothing matches' are different news: only the second is undone by the filters.
  const empty = rows.length > 0 && activeFilterCount(filters) > 0 ? filterMessages.noMatches : emptyText;
  return { rows: shown, emptyText: empty };
}
