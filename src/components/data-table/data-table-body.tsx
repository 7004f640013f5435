import { Fragment } from 'react';
import { displayText, type DataColumn } from './columns';
import { BodyCell, DetailToggle, RowDetail } from './row-detail';
import { RowActionsMenu } from './row-actions-menu';
import { tableMessages as t, type RowAction, type RowSelection } from './types';
import '@/components/spinner.css';

interface DataTableBodyProps<Row> {
  /** The columns shown in the row. */
  readonly columns: readonly DataColumn<Row>[];
  /** The columns folded into each row's detail (none on a wide screen). */
  readonly foldedColumns: readonly DataColumn<Row>[];
  readonly expandedIds: ReadonlySet<string>;
  readonly onToggleExpanded: (id: string) => void;
  /** Prefix of the detail rows' ids, unique in the page. */
  readonly detailIdPrefix: string;
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
  const { columns, foldedColumns, pageRows, rowId, selection, rowActions } = props;
  const folding = foldedColumns.length > 0;
  const span = columns.length + (folding ? 1 : 0) + (selection ? 1 : 0) + (rowActions ? 1 : 0);
  const [identity] = columns;

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
      {pageRows.map((row, index) => {
        const id = rowId(row);
        const selected = selection?.selectedIds.has(id) ?? false;
        const expanded = folding && props.expandedIds.has(id);
        const detailId = `${props.detailIdPrefix}-${index}`;
        return (
          <Fragment key={id}>
            <tr
              data-row-id={id}
              data-selected={selected || undefined}
              data-expanded={expanded || undefined}
              data-row-state={props.rowState?.(row)}
            >
              {folding && (
                <DetailToggle
                  name={t.showDetails(identity?.header ?? '', identity ? displayText(identity, row) : id)}
                  expanded={expanded}
                  controls={detailId}
                  onToggle={() => props.onToggleExpanded(id)}
                />
              )}
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
              {columns.map((column, position) => (
                <BodyCell key={column.id} column={column} row={row} identity={position === 0} />
              ))}
              {rowActions && (
                <td className="data-table__cell data-table__cell--actions">
                  <RowActionsMenu label={props.rowActionsLabel?.(row) ?? t.rowActions} actions={rowActions(row)} />
                </td>
              )}
            </tr>
            {expanded && <RowDetail id={detailId} row={row} columns={foldedColumns} span={span} />}
          </Fragment>
        );
      })}
    </tbody>
  );
}
