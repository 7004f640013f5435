import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import { recordListLabels as t } from './messages';
import '@/components/page-layout.css';
import type { EndpointName } from '@contract/contract';
import type { ListFilterFields, ListFilters } from '@/components/list-filters/filter-kinds';
import { FilterBar } from '@/components/list-filters/filter-bar';
import type { FiltersChange } from '@/components/list-filters/filter-fields';
import { useFilteredRows } from '@/components/list-filters/filtered-rows';
import { UnreadableNotice } from '@/components/unreadable-notice';

type RecordTableProps<Row> = Pick<
  DataTableProps<Row>,
  'columns' | 'rowId' | 'initialSort' | 'totals' | 'exportFile' | 'rowActionsLabel'
>;

/** The list's filters: which it offers, their values from the URL, and how a change reaches the URL. */
export interface RecordFilters<Row> {
  readonly fields: ListFilterFields<Row>;
  readonly values: ListFilters;
  readonly onChange: FiltersChange;
}

interface RecordListProps<Row> extends RecordTableProps<Row> {
  /** Names both the page's region and its table. */
  readonly label: string;
  /** The list call the rows come from, whose unreadable records the page mentions. */
  readonly call: EndpointName;
  readonly rows: readonly Row[];
  readonly emptyText: string;
  readonly filters: RecordFilters<Row>;
  readonly onViewDetail: (row: Row) => void;
}

/**
 * A page that is one filterable, searchable, exportable table of records, each opening its detail
 * page; its totals and export hold only the rows that pass the filters.
 */
export function RecordList<Row>({ label, call, onViewDetail, filters, ...table }: RecordListProps<Row>) {
  const shown = useFilteredRows(table.rows, filters.fields, filters.values, table.emptyText);
  return (
    <section className="page-stack" aria-label={label}>
      <UnreadableNotice call={call} />
      <FilterBar
        label={label}
        fields={filters.fields}
        filters={filters.values}
        rows={table.rows}
        matched={shown.rows.length}
        onChange={filters.onChange}
      />
      <DataTable
        {...table}
        rows={shown.rows}
        emptyText={shown.emptyText}
        label={label}
        searchable
        rowActions={(row) => [{ label: t.viewDetail, onSelect: () => onViewDetail(row) }]}
      />
    </section>
  );
}
