import type { ReactNode } from 'react';
import type { Cents } from '@contract/money';
import { formatAmount, formatAmountParts } from '@/lib/format';
import { ClippedText } from './clipped-text';
import { cellClass, currencyOf, displayText, type CellValue, type DataColumn } from './columns';

/**
 * An amount as its column shows it. A column of one currency says it in its heading, so its symbol
 * may give way where room is short (the compact table); a column whose currency varies by row keeps it.
 */
export function ColumnAmount<Row>({
  column,
  value,
  currency,
}: {
  readonly column: DataColumn<Row>;
  /** A row's value, or a total's exact cents. */
  readonly value: CellValue | Cents;
  readonly currency: string | undefined;
}): ReactNode {
  if (typeof column.currency === 'function') return formatAmount(value, currency);
  return (
    <span className="data-table__amount">
      {formatAmountParts(value, currency).map((part, index) =>
        part.currency ? (
          <span key={index} className="data-table__currency">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}

/** What a cell shows: the column's own content, or its value formatted by kind (long text cut, whole in its title). */
export function CellContent<Row>({ column, row }: { readonly column: DataColumn<Row>; readonly row: Row }): ReactNode {
  if (column.cell) return column.cell(row);
  if (column.kind === 'amount' && typeof column.currency !== 'function') {
    return <ColumnAmount column={column} value={column.value(row)} currency={column.currency} />;
  }
  const text = displayText(column, row);
  return column.wrap && text !== '' ? <ClippedText text={text} label={column.header} /> : text;
}

interface BodyCellProps<Row> {
  readonly column: DataColumn<Row>;
  readonly row: Row;
  /** The row's first column, which heads the row's card on a phone. */
  readonly identity: boolean;
}

/** A cell; its column's name rides along in `data-label`, which a row shown as a card prints beside the value. */
export function BodyCell<Row>({ column, row, identity }: BodyCellProps<Row>) {
  return (
    <td
      className={identity ? `${cellClass(column)} data-table__cell--identity` : cellClass(column)}
      data-column={column.id}
      data-label={column.header}
      data-currency={column.kind === 'amount' ? currencyOf(column, row) : undefined}
    >
      <CellContent column={column} row={row} />
    </td>
  );
}

interface DetailToggleProps {
  /** The button's accessible name, e.g. 'Más datos: Carga 512'. */
  readonly name: string;
  readonly expanded: boolean;
  readonly controls: string;
  readonly onToggle: () => void;
}

/** The button that opens a row's folded columns: a real button, its state in aria-expanded. */
export function DetailToggle({ name, expanded, controls, onToggle }: DetailToggleProps) {
  return (
    <td className="data-table__cell data-table__cell--toggle">
      <button
        type="button"
        className="data-table__toggle"
        aria-expanded={expanded}
        aria-controls={expanded ? controls : undefined}
        aria-label={name}
        onClick={onToggle}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
    </td>
  );
}

interface RowDetailProps<Row> {
  readonly id: string;
  readonly row: Row;
  readonly columns: readonly DataColumn<Row>[];
  readonly span: number;
}

/** The folded columns of one row, as a list of label and value under the row. */
export function RowDetail<Row>({ id, row, columns, span }: RowDetailProps<Row>) {
  return (
    <tr id={id} className="data-table__detail-row">
      <td colSpan={span} className="data-table__detail">
        <dl className="data-table__detail-list">
          {columns.map((column) => (
            <div key={column.id} className="data-table__detail-item">
              <dt>{column.header}</dt>
              <dd
                className={
                  column.kind === 'amount' || column.kind === 'number' ? 'data-table__detail-number' : undefined
                }
              >
                <CellContent column={column} row={row} />
              </dd>
            </div>
          ))}
        </dl>
      </td>
    </tr>
  );
}
