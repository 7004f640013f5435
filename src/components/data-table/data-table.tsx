import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useId, useMemo, useRef, useState } from 'react';
import { config } from '@/config/config';
import type { RowExporter } from '@/lib/export-bridge';
import { comparatorOf, foldOrder, rowMatches, type DataColumn } from './columns';
import { DataTableBody } from './data-table-body';
import { DataTableFooter } from './data-table-footer';
import { DataTableHead } from './data-table-head';
import { exportSheet } from './export-sheet';
import { TablePagination } from './table-pagination';
import { TableToolbar } from './table-toolbar';
import { totalsRows, type TotalsLabel } from './totals';
import { tableMessages, type ExportFile, type RowAction, type RowSelection } from './types';
import { useColumnFolding } from './use-column-folding';
import { useTableExport } from './use-table-export';
import './data-table.css';

export interface DataTableProps<Row> {
  /** Accessible name of the table (caption) and of its scroll region. */
  readonly label: string;
  readonly columns: readonly DataColumn<Row>[];
  /** undefined while the first load runs. */
  readonly rows: readonly Row[] | undefined;
  readonly rowId: (row: Row) => string;
  readonly loading?: boolean;
  /** Default 'No hay datos disponibles'. */
  readonly emptyText?: string;
  /** Default 'Cargando...'. */
  readonly loadingText?: string;
  /** Row action menu; its trigger is named by `rowActionsLabel` (e.g. 'Acciones de la carga 512'). */
  readonly rowActions?: (row: Row) => readonly RowAction[];
  readonly rowActionsLabel?: (row: Row) => string;
  /**
   * A totals footer over every row that passes the search (all pages, not only the one shown):
   * each amount column by currency and each number column marked `total`, the same sums the Excel
   * export writes (./totals.ts). `true` heads it 'Totales'; a label, or a function of how many rows
   * it adds up, heads it otherwise. A table with an amount column whose currency varies by row has
   * one row per currency instead, 'Total NIO' and 'Total USD'.
   */
  readonly totals?: true | { readonly label: TotalsLabel };
  readonly selection?: RowSelection<Row>;
  readonly initialSort?: { readonly id: string; readonly desc?: boolean };
  readonly initialPageSize?: number;
  /** A search box over every column's shown text. */
  readonly searchable?: boolean;
  /** Shows 'Exportar a Excel': the rows as sorted and filtered, written in the worker. */
  readonly exportFile?: ExportFile;
  /** Replaces the worker exporter (tests). */
  readonly exporter?: RowExporter;
  /** Marks a row for styling (`data-row-state` on its <tr>), e.g. 'error' for an invoice with problems. */
  readonly rowState?: (row: Row) => string | undefined;
}

/**
 * The shared data table on TanStack Table. Describe columns by kind
 * (text, number, amount, date; see ./columns.ts) and it sorts them (ascending, then descending),
 * right-aligns amounts in tabular figures, pages by 10 (5/10/25/50/100) with the footer only
 * when the rows outgrow a page, and optionally searches, selects rows, shows row action menus,
 * totals its amounts by currency in a footer, and exports to Excel what it shows, in the order shown.
 *
 *   <DataTable label="Cargas" rows={loads} rowId={(load) => String(load.idLoad)} columns={[
 *     { id: 'idLoad', header: 'Carga', kind: 'number', value: (load) => load.idLoad },
 *     { id: 'total', header: 'Total NIO', kind: 'amount', currency: 'NIO', value: (load) => load.totalAmountNIO },
 *   ]} />
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, rowId, selection, rowActions, exportFile } = props;
  const [query, setQuery] = useState('');
  const [sorting, setSorting] = useState<SortingState>(
    props.initialSort ? [{ id: props.initialSort.id, desc: props.initialSort.desc ?? false }] : [],
  );
  const initialPageSize = props.initialPageSize ?? config.table.defaultPageSize;
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: initialPageSize });
  const exporting = useTableExport(exportFile, props.exporter);

  const displayColumns = useMemo(
    () => columns.filter((column) => column.exportOnly !== true && column.detailOnly !== true),
    [columns],
  );
  const detailColumns = useMemo(() => columns.filter((column) => column.detailOnly === true), [columns]);
  const foldable = useMemo(() => foldOrder(displayColumns), [displayColumns]);
  const region = useRef<HTMLDivElement>(null);
  const detailIdPrefix = useId();
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(() => new Set());
  const visibleRows = useMemo(
    () => (rows ?? []).filter((row) => rowMatches(columns, row, query)),
    [rows, columns, query],
  );
  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<Row> => {
        const compare = comparatorOf(column.kind);
        return {
          id: column.id,
          accessorFn: (row) => column.value(row) ?? undefined,
          enableSorting: column.sortable !== false,
          sortUndefined: 'last',
          sortingFn: (left, right, id) => {
            const { sortValue } = column;
            return sortValue
              ? compare(sortValue(left.original), sortValue(right.original))
              : compare(left.getValue(id), right.getValue(id));
          },
        };
      }),
    [columns],
  );

  const pageCount = Math.max(1, Math.ceil(visibleRows.length / pagination.pageSize));
  // Rows can disappear (a decided load, requested invoices): stay on the last page that exists.
  const pageIndex = Math.min(pagination.pageIndex, pageCount - 1);
  // What the table holds decides its width: fold again when the page's rows change.
  const contentKey = [
    rows?.length ?? -1,
    visibleRows.length,
    query,
    JSON.stringify(sorting),
    pageIndex,
    pagination.pageSize,
  ].join('|');
  const folding = useColumnFolding(region, foldable, contentKey);
  const onSortingChange = (updater: Updater<SortingState>) => {
    setSorting(updater);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  };

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table returns a stable instance; nothing here is memoised by the React Compiler.
  const table = useReactTable({
    data: visibleRows,
    columns: columnDefs,
    getRowId: (row) => rowId(row),
    state: {
      sorting,
      pagination: { pageIndex, pageSize: pagination.pageSize },
      columnVisibility: Object.fromEntries(
        [...folding.folded, ...detailColumns.map((column) => column.id)].map((id) => [id, false]),
      ),
    },
    onSortingChange,
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    // Ascending first for every kind (TanStack would start numbers descending), then descending, and so on.
    sortDescFirst: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
    autoResetPageIndex: false,
  });

  const sortedRows = () => table.getPrePaginationRowModel().rows.map((row) => row.original);
  // The selector belongs to the pagination footer and shows only when the rows outgrow the page
  // the table opened with; once a larger page is chosen it stays, so that choice can be undone.
  const paged = visibleRows.length > Math.min(pagination.pageSize, initialPageSize);
  const pageRows = table.getRowModel().rows.map((row) => row.original);
  const isShown = (column: DataColumn<Row>) => table.getColumn(column.id)?.getIsVisible() !== false;
  const shownColumns = displayColumns.filter(isShown);
  const foldedColumns = [...displayColumns.filter((column) => !isShown(column)), ...detailColumns];
  const toggleExpanded = (id: string) =>
    setExpandedIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="data-table">
      <TableToolbar
        search={
          props.searchable
            ? {
                value: query,
                onChange: (value) => {
                  setQuery(value);
                  setPagination((current) => ({ ...current, pageIndex: 0 }));
                },
              }
            : undefined
        }
        pageSize={
          paged
            ? { value: pagination.pageSize, onChange: (pageSize) => setPagination({ pageIndex: 0, pageSize }) }
            : undefined
        }
        exporting={
          exportFile
            ? {
                state: exporting.state,
                disabled: visibleRows.length === 0,
                onExport: () => void exporting.run(() => exportSheet(columns, sortedRows())),
              }
            : undefined
        }
      />
      <div className="data-table__frame" data-layout={folding.cards ? 'cards' : 'table'}>
        <div ref={region} className="data-table__scroll" role="region" aria-label={label} tabIndex={0}>
          <table className="data-table__table" aria-busy={props.loading === true}>
            <caption className="visually-hidden">{label}</caption>
            <DataTableHead
              columns={shownColumns}
              tableColumn={(id) => table.getColumn(id)}
              folding={foldedColumns.length > 0}
              actions={Boolean(rowActions)}
              selection={selection}
              rows={visibleRows}
              rowId={rowId}
            />
            <DataTableBody
              {...props}
              columns={shownColumns}
              foldedColumns={foldedColumns}
              expandedIds={expandedIds}
              onToggleExpanded={toggleExpanded}
              detailIdPrefix={`${detailIdPrefix}-detalle`}
              pageRows={pageRows}
              totalRows={rows?.length ?? 0}
              searching={query.trim() !== ''}
            />
            {props.totals && visibleRows.length > 0 && (
              <DataTableFooter
                columns={shownColumns}
                foldedColumns={foldedColumns}
                totalsRows={totalsRows(
                  columns,
                  visibleRows,
                  props.totals === true ? tableMessages.totals : props.totals.label,
                )}
                selection={Boolean(selection)}
                actions={Boolean(rowActions)}
              />
            )}
          </table>
        </div>
      </div>
      {visibleRows.length > pagination.pageSize && (
        <TablePagination
          label={label}
          pageIndex={pageIndex}
          pageCount={pageCount}
          pageSize={pagination.pageSize}
          rowCount={visibleRows.length}
          onPageChange={(next) => setPagination((current) => ({ ...current, pageIndex: next }))}
        />
      )}
    </div>
  );
}
