/** User-facing texts of Solicitar factoraje. */
export const requestMessages = {
  listLabel: 'Facturas disponibles para factoraje',
  listEmpty: 'No tiene facturas disponibles para factoraje en este momento.',
  listLoadFailed: 'No se pudieron cargar las facturas disponibles.',
  hideOverdue: 'Ocultar vencidas',
  overdueHidden: (count: number) => (count === 1 ? '1 factura vencida oculta.' : `${count} facturas vencidas ocultas.`),
  onlyOverdue: 'Todas sus facturas disponibles están vencidas. Desactive «Ocultar vencidas» para verlas.',
  selectInvoice: (invoiceNumber: string) => `Seleccionar factura ${invoiceNumber}`,
  selectionHeading: 'Su selección',
  selected: (count: number) => (count === 1 ? '1 factura seleccionada' : `${count} facturas seleccionadas`),
  nothingSelected: 'Seleccione las facturas que desea descontar.',
  request: 'Solicitar factoraje',
  confirmTitle: 'Confirmar solicitud de factoraje',
  confirmQuestion: (count: number) =>
    `¿Confirma que desea solicitar el factoraje de ${count === 1 ? '1 factura' : `${count} facturas`}?`,
  invoicesToRequest: 'Facturas a solicitar',
  overdueInvoices: 'Facturas vencidas a solicitar',
  overdueWarning: (count: number) =>
    count === 1
      ? 'Atención: 1 factura ya está vencida. Puede solicitarla, pero verifique con el deudor antes de continuar.'
      : `Atención: ${count} facturas ya están vencidas. Puede solicitarlas, pero verifique con el deudor antes de continuar.`,
  overdueSince: (date: string) => `venció el ${date}`,
  confirmNote: 'Las facturas solicitadas dejarán de estar disponibles para una nueva solicitud.',
  confirm: 'Confirmar solicitud',
  retry: 'Reintentar',
  sending: 'Enviando...',
  cancel: 'Cancelar',
  submitFailed: 'No se pudo enviar la solicitud. Puede reintentar: la solicitud no se duplicará.',
  submitted: (idCreditForm: number, count: number) =>
    `Se registró la solicitud de factoraje #${idCreditForm} con ${count === 1 ? '1 factura' : `${count} facturas`}.`,
  viewDisbursement: 'Ver desembolso',
  dismiss: 'Cerrar aviso',
  /** The invoice's own columns take their titles from the field table (contract/invoice-fields.ts). */
  columns: {
    debtor: 'Deudor',
  },
  filters: {
    maturity: 'Estado',
    current: 'Vigente',
  },
} as const;

/** Texts of the provider's dashboard card. */
export const dashboardMessages = {
  title: 'Facturas para factoraje',
  loadFailed: 'No se pudieron cargar las facturas disponibles.',
  available: (count: number) => (count === 1 ? '1 factura disponible' : `${count} facturas disponibles`),
  totalNio: 'Total NIO',
  totalUsd: 'Total USD',
  dueSoon: 'Vencen en 7 días o menos',
  go: 'Ir a Solicitar factoraje',
} as const;
