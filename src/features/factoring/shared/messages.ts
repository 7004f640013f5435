/** Texts every factoring sub-area shows about a load, so a load reads the same on every screen. */
export const loadLabels = {
  idLoad: 'Carga',
  loadDate: 'Fecha de carga',
  debtor: 'Deudor',
  uploadedBy: 'Cargada por',
  status: 'Estado',
  totalInvoices: 'Facturas',
  totalAmountNIO: 'Total NIO',
  totalAmountUSD: 'Total USD',
  /** A rejection's reason. */
  reason: 'Motivo',
  /** An approval's optional comment: it is not a reason, and must not read like one. */
  comment: 'Comentario',
  decidedAt: 'Fecha de decisión',
  decidedBy: 'Decidida por',
} as const;

/** The invoice's own columns take their titles from the field table (contract/invoice-fields.ts). */
export const loadInvoiceLabels = {
  totals: 'Totales',
  empty: 'La carga no tiene facturas.',
} as const;

/** How close an invoice is to its due date, on every screen where invoices are decided on. */
export const maturityLabels = {
  header: 'Días al vencimiento',
  overdue: 'Vencida',
  dueSoon: 'Vence pronto',
} as const;

/** The two currency totals of whatever is being decided or requested. */
export const totalsLabels = {
  nio: 'Total NIO',
  usd: 'Total USD',
} as const;

/** Texts of the bar that sums what a user has selected in a list. */
export const selectionLabels = {
  clear: 'Quitar selección',
} as const;

/** Texts of the lists whose rows open a detail page. */
export const recordListLabels = {
  viewDetail: 'Ver detalle',
} as const;

/** The table of invoices and totals per provider, of a load or of an import. */
export const providerTotalsLabels = {
  noProviderId: 'Sin identificación',
  totalInvoices: 'Facturas',
  totalNio: 'Total NIO',
  totalUsd: 'Total USD',
  totals: 'Totales',
  empty: 'No hay facturas.',
} as const;
