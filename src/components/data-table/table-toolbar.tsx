import { useId } from 'react';
import { config } from '@/config/config';
import type { ExportState } from './use-table-export';
import { tableMessages as t } from './types';
import { Button } from '@/components/ui/button';

interface TableToolbarProps {
  readonly search?: { readonly value: string; readonly onChange: (value: string) => void } | undefined;
  readonly pageSize: { readonly value: number; readonly onChange: (size: number) => void } | undefined;
  readonly exporting?:
    { readonly state: ExportState; readonly disabled: boolean; readonly onExport: () => void } | undefined;
}

/** Above the table: search, rows per page and the Excel export. */
export function TableToolbar({ search, pageSize, exporting }: TableToolbarProps) {
  const searchId = useId();
  const sizeId = useId();
  if (!search && !pageSize && !exporting) return null;
  return (
    <div className="data-table__toolbar">
      {search && (
        <div className="data-table__search">
          <label htmlFor={searchId}>{t.search}</label>
          <input
            id={searchId}
            type="search"
            value={search.value}
            placeholder={t.searchPlaceholder}
            onChange={(event) => search.onChange(event.target.value)}
          />
        </div>
      )}
      {pageSize && (
        <div className="data-table__size">
          <label htmlFor={sizeId}>{t.pageSize}</label>
          <select
            id={sizeId}
            value={pageSize.value}
            onChange={(event) => pageSize.onChange(Number(event.target.value))}
          >
            {config.table.pageSizeOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      )}
      {exporting && (
        <div className="data-table__export">
          <Button
            size="small"
            disabled={exporting.disabled || exporting.state.kind === 'running'}
            aria-busy={exporting.state.kind === 'running'}
            onClick={exporting.onExport}
          >
            {exporting.state.kind === 'running' ? t.exporting : t.exportExcel}
          </Button>
          <span
            className={
              exporting.state.kind === 'failed'
                ? 'data-table__export-status data-table__export-status--error'
                : 'data-table__export-status'
            }
            role="status"
          >
            {exporting.state.kind === 'done' || exporting.state.kind === 'failed' ? exporting.state.message : ''}
          </span>
        </div>
      )}
    </div>
  );
}
