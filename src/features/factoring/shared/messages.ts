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
  reason: 'Motivo',
  decidedAt: 'Fecha de decisión',
} as const;

export const loadInvoiceLabels = {
  invoiceNumber: 'Factura',
  providerIdentification: 'Id. proveedor',
  providerName: 'Proveedor',
  invoiceDate: 'Fecha de factura',
  dueDate: 'Vencimiento',
  amountNio: 'Monto NIO',
  amountUsd: 'Monto USD',
  observations: 'Observaciones',
  totals: 'Totales',
  empty: 'La carga no tiene facturas.',
} as const;
