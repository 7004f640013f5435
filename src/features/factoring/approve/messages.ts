/** User-facing texts of Aprobar facturas; the texts the bank specified are kept word for word. */
export const approveMessages = {
  listLabel: 'Solicitudes pendientes de aprobación',
  listEmpty: 'No hay solicitudes pendientes de aprobación.',
  listLoadFailed: 'No se pudieron cargar las solicitudes pendientes.',
  notFound: 'Factoring request not found',
  notFoundHelp: 'La solicitud no existe o ya fue resuelta. Verifique el número de carga en la lista.',
  loadFailed: 'No se pudo cargar la solicitud.',
  invoicesLoadFailed: 'No se pudieron cargar las facturas de la solicitud.',
  backToList: 'Volver a la lista',
  viewDetail: 'Ver detalle',
  approve: 'Aprobar',
  reject: 'Rechazar',
  actionsOf: (id: number) => `Acciones de la carga #${id}`,
  requestHeading: (id: number) => `Solicitud de la carga #${id}`,
  providersHeading: 'Totales por proveedor',
  providersLabel: (id: number) => `Totales por proveedor de la carga #${id}`,
  invoicesHeading: 'Facturas',
  invoicesLabel: (id: number) => `Facturas de la carga #${id}`,
  approveQuestion: (id: number, debtor: string) => `¿Confirma que desea aprobar la carga #${id} de ${debtor}?`,
  rejectQuestion: (id: number, debtor: string) => `¿Confirma que desea rechazar la carga #${id} de ${debtor}?`,
  approveConsequence: 'Las facturas de la carga quedarán disponibles para que sus proveedores soliciten factoraje.',
  rejectConsequence: 'La carga quedará rechazada y el deudor verá el motivo en su historial.',
  comment: 'Comentario (opcional)',
  reason: 'Motivo del rechazo',
  reasonHint: 'El deudor verá este motivo en su historial de cargas. Máximo 500 caracteres.',
  commentHint: 'Quedará registrado junto con la aprobación. Máximo 500 caracteres.',
  reasonRequired: 'Indique el motivo del rechazo.',
  reasonTooLong: 'El motivo no puede superar los 500 caracteres.',
  confirmApprove: (id: number) => `Aprobar carga #${id}`,
  confirmReject: (id: number) => `Rechazar carga #${id}`,
  sending: 'Enviando...',
  cancel: 'Cancelar',
  decisionFailed: 'No se pudo registrar la decisión.',
  approved: (id: number) => `La carga #${id} fue aprobada.`,
  rejected: (id: number) => `La carga #${id} fue rechazada.`,
  dismiss: 'Cerrar aviso',
  columns: {
    totalInvoices: 'Facturas',
    totalNio: 'Total NIO',
    totalUsd: 'Total USD',
    providerIdentification: 'Id. proveedor',
    providerName: 'Proveedor',
  },
  totals: 'Totales',
} as const;

/** Texts of deciding several loads at once. */
export const bulkMessages = {
  summaryHeading: 'Pendiente de decisión',
  summaryFiltered: 'Pendiente de decisión, según los filtros',
  pendingLoads: (count: number) => (count === 1 ? '1 carga pendiente' : `${count} cargas pendientes`),
  invoices: (count: number) => (count === 1 ? '1 factura' : `${count} facturas`),
  selectLoad: (id: number) => `Seleccionar carga #${id}`,
  selectionHeading: 'Cargas seleccionadas',
  nothingSelected: 'Seleccione cargas para aprobarlas o rechazarlas juntas.',
  selected: (count: number) => (count === 1 ? '1 carga seleccionada' : `${count} cargas seleccionadas`),
  approveSelected: 'Aprobar seleccionadas',
  rejectSelected: 'Rechazar seleccionadas',
  approveTitle: (count: number) => (count === 1 ? 'Aprobar 1 carga' : `Aprobar ${count} cargas`),
  rejectTitle: (count: number) => (count === 1 ? 'Rechazar 1 carga' : `Rechazar ${count} cargas`),
  approveQuestion: 'Se aprobarán estas cargas, cada una por separado:',
  rejectQuestion: 'Se rechazarán estas cargas, cada una por separado, con el mismo motivo:',
  loadsListLabel: 'Cargas de esta decisión',
  loadLine: (id: number, debtor: string) => `Carga #${id} · ${debtor}`,
  commentHint: 'Se registrará con cada aprobación. Máximo 500 caracteres.',
  reasonHint: 'Se aplicará a cada carga rechazada; el deudor lo verá en su historial. Máximo 500 caracteres.',
  confirmApprove: (count: number) => (count === 1 ? 'Aprobar 1 carga' : `Aprobar ${count} cargas`),
  confirmReject: (count: number) => (count === 1 ? 'Rechazar 1 carga' : `Rechazar ${count} cargas`),
  cancel: 'Cancelar',
  close: 'Cerrar',
  retryFailed: 'Reintentar fallidas',
  progress: (done: number, total: number) => `${done} de ${total} enviadas`,
  waiting: 'En espera',
  sending: 'Enviando...',
  approved: 'Aprobada',
  rejected: 'Rechazada',
  failed: 'No se registró',
  resultHeading: 'Resultado',
  resultSummary: (succeeded: number, failed: number) => {
    if (failed === 0)
      return succeeded === 1 ? 'Se registró la decisión.' : `Se registraron las ${succeeded} decisiones.`;
    const failures = failed === 1 ? '1 carga falló' : `${failed} cargas fallaron`;
    return `Se registraron ${succeeded} de ${succeeded + failed} decisiones. ${failures}: puede reintentarlas sin riesgo de decidir dos veces.`;
  },
} as const;

export const maxReasonLength = 500;

/** Texts of the authoriser's dashboard card. */
export const dashboardMessages = {
  title: 'Solicitudes por aprobar',
  loadFailed: 'No se pudieron cargar las solicitudes pendientes.',
  invoices: 'Facturas',
  totalNio: 'Total NIO',
  totalUsd: 'Total USD',
  go: 'Ir a Aprobar facturas',
} as const;
