import type { Column } from '@tanstack/react-table';
import { isNumeric, type DataColumn } from './columns';
import { tableMessages as t } from './types';

interface SortableHeaderProps<Row> {
  readonly column: DataColumn<Row>;
  readonly tableColumn: Column<Row> | undefined;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** The heading split before its last word: the arrow is kept on that word's line, wherever the text wraps. */
function splitLastWord(text: string): readonly [string, string] {
  const cut = text.lastIndexOf(' ') + 1;
  return [text.slice(0, cut), text.slice(cut)];
}

/** A column heading; sortable ones are buttons and announce their order through aria-sort. */
export function SortableHeader<Row>({ column, tableColumn }: SortableHeaderProps<Row>) {
  const direction = tableColumn?.getIsSorted() ?? false;
  const className = isNumeric(column.kind) ? 'data-table__th data-table__th--numeric' : 'data-table__th';
  if (!tableColumn?.getCanSort()) {
    return (
      <th scope="col" className={className} data-column={column.id}>
        {column.header}
      </th>
    );
  }
  const [leading, lastWord] = splitLastWord(column.header);
  return (
    <th scope="col" className={className} data-column={column.id} aria-sort={direction ? ariaSort[direction] : 'none'}>
      <button
        type="button"
        className="data-table__sort"
        data-sort={direction || 'none'}
        onClick={() => tableColumn.toggleSorting()}
      >
        <span className="data-table__sort-text">
          {leading}
          <span className="data-table__sort-last">
            {lastWord}
            <svg
              className="data-table__sort-icon"
              width="12"
              height="16"
              viewBox="0 0 12 16"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M6 1 11 6H1z" className="data-table__sort-up" />
              <path d="M6 15 1 10h10z" className="data-table__sort-down" />
            </svg>
          </span>
        </span>
        {direction && (
          <span className="visually-hidden">, {direction === 'asc' ? t.sortAscending : t.sortDescending}</span>
        )}
      </button>
    </th>
  );
}
