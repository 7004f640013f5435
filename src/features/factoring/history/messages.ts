/** User-facing texts of Carga histórica; the texts the bank specified are kept word for word. */
export const historyMessages = {
  listLabel: 'Cargas de facturas',
  listEmpty: 'Todavía no hay cargas de facturas.',
  listLoadFailed: 'No se pudo cargar el historial de cargas.',
  notFound: (id: string) => `History load with ID ${id} not found`,
  notFoundHelp: 'Verifique el número de carga o elíjala en la lista.',
  loadFailed: 'No se pudo cargar la carga solicitada.',
  invoicesLoadFailed: 'No se pudieron cargar las facturas de la carga.',
  backToList: 'Volver a la lista',
  actionsOf: (id: number) => `Acciones de la carga #${id}`,
  loadHeading: (id: number) => `Carga #${id}`,
  invoicesHeading: 'Facturas de la carga',
  invoicesLabel: (id: number) => `Facturas de la carga #${id}`,
} as const;

/** Texts of the debtor's dashboard card about its loads. */
export const dashboardMessages = {
  title: 'Cargas en espera de decisión',
  loadFailed: 'No se pudieron cargar sus cargas.',
  pending: (count: number) => (count === 1 ? '1 carga pendiente' : `${count} cargas pendientes`),
  invoices: 'Facturas',
  totalNio: 'Total NIO',
  totalUsd: 'Total USD',
  go: 'Ir a Carga histórica',
} as const;
