import type { DataColumn } from './columns';
import { isNumeric } from './columns';
import type { FooterRow } from './types';

/** Footer rows such as totals: values under their columns, the label in the first column. */
export function DataTableFooter<Row>({
  columns,
  footerRows,
  selection,
  actions,
}: {
  readonly columns: readonly DataColumn<Row>[];
  readonly footerRows: readonly FooterRow[];
  readonly selection: boolean;
  readonly actions: boolean;
}) {
  return (
    <tfoot>
      {footerRows.map((footerRow) => (
        <tr key={footerRow.id} className="data-table__footer-row">
          {selection && <td className="data-table__cell" />}
          {columns.map((column, index) => {
            const value = footerRow.values[column.id];
            if (value !== undefined) {
              return (
                <td
                  key={column.id}
                  className={isNumeric(column.kind) ? 'data-table__cell data-table__cell--numeric' : 'data-table__cell'}
                >
                  {value}
                </td>
              );
            }
            return index === 0 ? (
              <th key={column.id} scope="row" className="data-table__cell data-table__footer-label">
                {footerRow.label}
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
