import type { RowSelection } from './types';
import { tableMessages as t } from './types';

/** Selects, or clears, every row that passes the search (on every page). */
export function SelectAllHeader<Row>({
  rows,
  rowId,
  selection,
}: {
  readonly rows: readonly Row[];
  readonly rowId: (row: Row) => string;
  readonly selection: RowSelection<Row>;
}) {
  const ids = rows.map(rowId);
  const selectedCount = ids.filter((id) => selection.selectedIds.has(id)).length;
  const all = ids.length > 0 && selectedCount === ids.length;
  const toggle = () => {
    const next = new Set(selection.selectedIds);
    for (const id of ids) {
      if (all) next.delete(id);
      else next.add(id);
    }
    selection.onChange(next);
  };
  return (
    <th scope="col" className="data-table__th data-table__th--select">
      <label className="data-table__check">
        <input
          type="checkbox"
          className="data-table__checkbox"
          aria-label={t.selectAll}
          checked={all}
          disabled={ids.length === 0}
          ref={(input) => {
            if (input) input.indeterminate = selectedCount > 0 && !all;
          }}
          onChange={toggle}
        />
      </label>
    </th>
  );
}
