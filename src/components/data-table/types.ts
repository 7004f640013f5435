export interface RowAction {
  readonly label: string;
  readonly onSelect: () => void;
  /** Destructive actions (reject, delete) are marked in red as well as by their label. */
  readonly tone?: 'danger';
}

/** Controlled row selection (checkboxes, and one to select every row that passes the search). */
export interface RowSelection<Row> {
  readonly selectedIds: ReadonlySet<string>;
  readonly onChange: (selectedIds: ReadonlySet<string>) => void;
  /** Accessible name of a row's checkbox, e.g. 'Seleccionar factura CLS-004501'. */
  readonly rowLabel: (row: Row) => string;
}

export interface ExportFile {
  /** Without extension; today's date and .xlsx are appended. */
  readonly fileName: string;
  readonly sheetName: string;
}

export const tableMessages = {
  empty: 'No hay datos disponibles',
  loading: 'Cargando...',
  noMatches: 'Ningún registro coincide con la búsqueda.',
  search: 'Buscar',
  searchPlaceholder: 'Buscar en la tabla',
  pageSize: 'Filas por página',
  exportExcel: 'Exportar a Excel',
  exporting: 'Exportando...',
  exported: (count: number) => `Se exportaron ${count} ${count === 1 ? 'fila' : 'filas'} a Excel.`,
  previous: 'Anterior',
  next: 'Siguiente',
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  page: (page: number) => `Página ${page}`,
  skippedPages: 'Páginas intermedias omitidas',
  pagination: (label: string) => `Paginación de ${label}`,
  range: (first: number, last: number, total: number) => `Mostrando ${first}–${last} de ${total}`,
  totals: 'Totales',
  rowActions: 'Acciones',
  details: 'Más datos',
  /** The expand button of a row, named by the row's first column, e.g. 'Más datos: Carga 512'. */
  showDetails: (header: string, value: string) => `Más datos: ${header} ${value}`,
  selectAll: 'Seleccionar todas las filas',
  sortAscending: 'orden ascendente',
  sortDescending: 'orden descendente',
} as const;
