import type { DataColumn } from './columns';
import { isNumeric } from './columns';
import type { FooterRow } from './types';

/** Footer rows such as totals: values under their columns, the label in the first column. */
export function DataTableFooter<Row>({
  columns,
  foldedColumns,
  footerRows,
  selection,
  actions,
}: {
  readonly columns: readonly DataColumn<Row>[];
  /** Folded columns' totals stay in the footer, beside the label, named by their column. */
  readonly foldedColumns: readonly DataColumn<Row>[];
  readonly footerRows: readonly FooterRow[];
  readonly selection: boolean;
  readonly actions: boolean;
}) {
  return (
    <tfoot>
      {footerRows.map((footerRow) => (
        <tr key={footerRow.id} className="data-table__footer-row">
          {foldedColumns.length > 0 && <td className="data-table__cell" />}
          {selection && <td className="data-table__cell" />}
          {columns.map((column, index) => {
            const value = footerRow.values[column.id];
            if (value !== undefined) {
              return (
                <td
                  key={column.id}
                  className={isNumeric(column.kind) ? 'data-table__cell data-table__cell--numeric' : 'data-table__cell'}
                  data-label={column.header}
                >
                  {value}
                </td>
              );
            }
            return index === 0 ? (
              <th key={column.id} scope="row" className="data-table__cell data-table__footer-label">
                {footerRow.label}
                {foldedColumns.map((folded) =>
                  footerRow.values[folded.id] === undefined ? null : (
                    <span key={folded.id} className="data-table__footer-folded">
                      {folded.header}: {footerRow.values[folded.id]}
                    </span>
                  ),
                )}
              </th>
            ) : (
              <td key={column.id} className="data-table__cell" />
            );
          })}
          {actions && <td className="data-table__cell" />}
        </tr>
      ))}
    </tfoot>
  );
}
