import type { ReactNode } from 'react';
import type { DataColumn } from './columns';
import { cellClass } from './columns';
import { ColumnAmount } from './row-detail';
import type { TotalsRow, TotalValue } from './totals';

/** A total as its column shows its values; in a row of one currency, it also says which column it adds up. */
function TotalContent<Row>({
  column,
  value,
  captioned,
}: {
  readonly column: DataColumn<Row>;
  readonly value: TotalValue;
  readonly captioned: boolean;
}): ReactNode {
  if (value.kind === 'number') return String(value.value);
  const amount = <ColumnAmount column={column} value={value.cents} currency={value.currency} />;
  // 'Total NIO' heads the row: the caption keeps 'Saldo inicial' and 'Saldo actual' apart.
  return captioned ? (
    <>
      <span className="data-table__footer-caption">{column.header}</span> {amount}
    </>
  ) : (
    amount
  );
}

/** The totals footer: each total under its column, the row's label in the first column. */
export function DataTableFooter<Row>({
  columns,
  foldedColumns,
  totalsRows,
  selection,
  actions,
}: {
  readonly columns: readonly DataColumn<Row>[];
  /** Folded columns' totals stay in the footer, beside the label, named by their column (so, no caption). */
  readonly foldedColumns: readonly DataColumn<Row>[];
  readonly totalsRows: readonly TotalsRow[];
  readonly selection: boolean;
  readonly actions: boolean;
}) {
  return (
    <tfoot>
      {totalsRows.map((totalsRow) => {
        const captioned = totalsRow.currency !== undefined;
        return (
          <tr key={totalsRow.id} className="data-table__footer-row">
            {foldedColumns.length > 0 && <td className="data-table__cell" />}
            {selection && <td className="data-table__cell" />}
            {columns.map((column, index) => {
              const value = totalsRow.values[column.id];
              if (value !== undefined) {
                return (
                  <td key={column.id} className={cellClass(column)} data-label={column.header}>
                    <TotalContent column={column} value={value} captioned={captioned} />
                  </td>
                );
              }
              return index === 0 ? (
                <th key={column.id} scope="row" className="data-table__cell data-table__footer-label">
                  {totalsRow.label}
                  {foldedColumns.map((folded) => {
                    const foldedValue = totalsRow.values[folded.id];
                    return foldedValue === undefined ? null : (
                      <span key={folded.id} className="data-table__footer-folded">
                        {folded.header}: <TotalContent column={folded} value={foldedValue} captioned={false} />
                      </span>
                    );
                  })}
                </th>
              ) : (
                <td key={column.id} className="data-table__cell" />
              );
            })}
            {actions && <td className="data-table__cell" />}
          </tr>
        );
      })}
    </tfoot>
  );
}
