import { cellClass, currencyOf, displayText, type DataColumn } from './columns';
import { RowActionsMenu } from './row-actions-menu';
import { tableMessages as t, type RowAction, type RowSelection } from './types';
import '../spinner.css';

interface DataTableBodyProps<Row> {
  readonly columns: readonly DataColumn<Row>[];
  readonly pageRows: readonly Row[];
  readonly rowId: (row: Row) => string;
  /** Rows before the search: tells "no data" from "no match". */
  readonly totalRows: number;
  readonly searching: boolean;
  readonly loading?: boolean | undefined;
  readonly rows: readonly Row[] | undefined;
  readonly emptyText?: string | undefined;
  readonly loadingText?: string | undefined;
  readonly selection?: RowSelection<Row> | undefined;
  readonly rowActions?: ((row: Row) => readonly RowAction[]) | undefined;
  readonly rowActionsLabel?: ((row: Row) => string) | undefined;
  readonly rowState?: ((row: Row) => string | undefined) | undefined;
}

/** The current page's rows, or one row saying that the table is loading or empty. */
export function DataTableBody<Row>(props: DataTableBodyProps<Row>) {
  const { columns, pageRows, rowId, selection, rowActions } = props;
  const span = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);

  if (pageRows.length === 0) {
    const loading = props.rows === undefined || (props.loading === true && props.totalRows === 0);
    const text = loading
      ? (props.loadingText ?? t.loading)
      : props.totalRows > 0 && props.searching
        ? t.noMatches
        : (props.emptyText ?? t.empty);
    return (
      <tbody>
        <tr>
          <td colSpan={span} className="data-table__message" role={loading ? 'status' : undefined}>
            {loading && <span className="spinner spinner--small" aria-hidden="true" />}
            {text}
          </td>
        </tr>
      </tbody>
    );
  }

  return (
    <tbody>
      {pageRows.map((row) => {
        const id = rowId(row);
        const selected = selection?.selectedIds.has(id) ?? false;
        return (
          <tr key={id} data-selected={selected || undefined} data-row-state={props.rowState?.(row)}>
            {selection && (
              <td className="data-table__cell data-table__cell--select">
                <label className="data-table__check">
                  <input
                    type="checkbox"
                    className="data-table__checkbox"
                    aria-label={selection.rowLabel(row)}
                    checked={selected}
                    onChange={() => {
                      const next = new Set(selection.selectedIds);
                      if (selected) next.delete(id);
                      else next.add(id);
                      selection.onChange(next);
                    }}
                  />
                </label>
              </td>
            )}
            {columns.map((column) => (
              <td
                key={column.id}
                className={cellClass(column)}
                data-currency={column.kind === 'amount' ? currencyOf(column, row) : undefined}
              >
                {column.cell ? column.cell(row) : displayText(column, row)}
              </td>
            ))}
            {rowActions && (
              <td className="data-table__cell data-table__cell--actions">
                <RowActionsMenu label={props.rowActionsLabel?.(row) ?? t.rowActions} actions={rowActions(row)} />
              </td>
            )}
          </tr>
        );
      })}
    </tbody>
  );
}
