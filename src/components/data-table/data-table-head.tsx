import type { Column } from '@tanstack/react-table';
import type { DataColumn } from './columns';
import { SelectAllHeader } from './select-all-header';
import { SortableHeader } from './sortable-header';
import { tableMessages as t, type RowSelection } from './types';

interface DataTableHeadProps<Row> {
  readonly columns: readonly DataColumn<Row>[];
  readonly tableColumn: (id: string) => Column<Row> | undefined;
  /** Columns are folded: a first column holds each row's expand button. */
  readonly folding: boolean;
  readonly actions: boolean;
  readonly selection?: RowSelection<Row> | undefined;
  /** The rows that pass the search: what 'select all' selects. */
  readonly rows: readonly Row[];
  readonly rowId: (row: Row) => string;
}

/** The header row: the expand column, the select-all box, the sortable column titles, the actions column. */
export function DataTableHead<Row>({
  columns,
  tableColumn,
  folding,
  actions,
  selection,
  rows,
  rowId,
}: DataTableHeadProps<Row>) {
  return (
    <thead>
      <tr>
        {folding && (
          <th scope="col" className="data-table__th data-table__th--toggle">
            <span className="visually-hidden">{t.details}</span>
          </th>
        )}
        {selection && <SelectAllHeader rows={rows} rowId={rowId} selection={selection} />}
        {columns.map((column) => (
          <SortableHeader key={column.id} column={column} tableColumn={tableColumn(column.id)} />
        ))}
        {actions && (
          <th scope="col" className="data-table__th data-table__th--actions">
            <span className="visually-hidden">{t.rowActions}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
