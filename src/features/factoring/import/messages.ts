import { invoiceFields } from '@contract/invoice-fields';

/** Every user-facing text of the invoice import; the messages about a file's contents come from the engine. */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const quotedList = (items: readonly string[]) =>
  new Intl.ListFormat('es', { type: 'conjunction' }).format(items.map((item) => `«${item}»`));

export const importMessages = {
  upload: {
    title: 'Cargar archivo de facturas',
    dropHint: 'Arrastre aquí su archivo de Excel o',
    choose: 'Seleccionar archivo',
    inputLabel: 'Archivo de Excel con facturas',
    rules:
      'Formatos .xlsx o .xls, hasta 10 MB y 500 facturas. La primera fila es el encabezado: cada columna se reconoce por su nombre; sin nombres reconocibles, van en este orden: identificación del proveedor, nombre del proveedor, fecha de factura, fecha de vencimiento, número de factura, monto NIO, monto USD y observaciones.',
    processing: (fileName: string) => `Procesando «${fileName}»…`,
    progressLabel: 'Progreso del procesamiento',
    cancel: 'Cancelar',
    cancelled: 'Se canceló el procesamiento del archivo.',
    rejectedTitle: (fileName: string) => `No se pudo importar «${fileName}»`,
    saving: 'Guardando la importación en este dispositivo…',
    oneFileOnly: 'Suelte un solo archivo a la vez.',
  },
  template: {
    intro: 'Use la plantilla: trae el encabezado, las columnas en orden con su formato y una hoja de instrucciones.',
    download: 'Descargar plantilla',
    preparing: 'Preparando plantilla…',
    failed: 'No se pudo generar la plantilla. Inténtelo de nuevo.',
    fileName: 'plantilla-facturas.xlsx',
  },
  nothingToImport: {
    message: (firstSheet: string) =>
      `La primera hoja del libro, «${firstSheet}», no tiene facturas. Solo se lee la primera hoja.`,
    otherSheets: (sheets: readonly string[]) =>
      `El libro también tiene ${sheets.length === 1 ? 'la hoja' : 'las hojas'} ${quotedList(sheets)}, que no se ${sheets.length === 1 ? 'lee' : 'leen'}. Mueva las facturas a la primera hoja, debajo del encabezado, y vuelva a cargar el archivo.`,
    onlySheet: 'Escriba una factura por fila, debajo del encabezado, y vuelva a cargar el archivo.',
    noTable: (firstSheet: string) =>
      `La primera hoja del libro, «${firstSheet}», no tiene una tabla de facturas: no se leyó como facturas.`,
    tableIn: (sheet: string) => `La tabla de facturas está en la hoja «${sheet}».`,
    readSheet: (sheet: string) => `Leer la hoja «${sheet}»`,
  },
  drafts: {
    title: 'Mis importaciones en este dispositivo',
    intro:
      'Las importaciones se guardan en este dispositivo hasta que el servidor confirma la carga, y se eliminan solas después de 7 días.',
    empty: 'No tiene importaciones guardadas en este dispositivo.',
    loading: 'Cargando...',
    shownBefore: 'La lista muestra lo que se leyó antes.',
    review: 'Revisar',
    reviewLabel: (fileName: string) => `Revisar la importación ${fileName}`,
    discard: 'Descartar',
    discardLabel: (fileName: string) => `Descartar la importación ${fileName}`,
    forget: 'Quitar de la lista',
    forgetLabel: (fileName: string) => `Quitar ${fileName} de la lista`,
    invoices: (count: number) => plural(count, 'factura', 'facturas'),
    errors: (count: number) => plural(count, 'error', 'errores'),
    createdAt: (when: string) => `Creada el ${when}`,
    sentAs: (loadId: number) => `Carga n.º ${loadId}`,
  },
  recent: {
    title: 'Importaciones recientes',
    caption: 'Últimas cargas enviadas al servidor',
    load: 'Carga',
    date: 'Fecha',
    invoices: 'Facturas',
    totalNIO: 'Total NIO',
    totalUSD: 'Total USD',
    status: 'Estado',
    empty: 'No hay datos disponibles',
    failed: 'No se pudieron cargar las importaciones recientes.',
  },
  summary: {
    missing:
      'No se encontró esta importación en este dispositivo. Puede que se haya descartado o que tenga más de 7 días.',
    back: 'Volver a Importar facturas',
    loading: 'Cargando...',
    shownBefore: 'La revisión muestra la importación tal como se leyó antes.',
    storing: 'Guardando en este dispositivo…',
    file: 'Archivo',
    status: 'Estado',
    totalInvoices: 'Total de facturas',
    totalNIO: 'Total NIO',
    totalUSD: 'Total USD',
    problems: 'Problemas',
    problemsValue: (errors: number, warnings: number) =>
      `${plural(errors, 'error', 'errores')}, ${plural(warnings, 'advertencia', 'advertencias')}`,
    byProvider: 'Resumen por proveedor',
    invoices: 'Facturas',
    details: 'Detalle de facturas',
    errorsOnly: 'Mostrar solo filas con errores',
    row: 'Fila',
    rowState: 'Revisión',
    issues: 'Problemas encontrados',
    noIssues: 'Ninguno',
    problemAndMore: (column: string, more: number) => `${column} y ${more} más`,
    columnChooser: 'Columnas',
    columnChooserLabel: 'Elegir las columnas del detalle de facturas',
    rowError: 'Error',
    rowWarning: 'Advertencia',
    rowOk: 'Correcta',
    lacksColumn: (label: string) =>
      `El archivo no tiene columna de ${label}: escriba el dato en esta factura o elija la columna con «Cambiar columnas».`,
    noErrors: 'Ninguna fila tiene errores.',
    noRows: 'El archivo no tiene facturas.',
    allRowsDeleted: 'Eliminó todas las filas del archivo.',
    downloadErrors: 'Descargar errores',
    downloading: 'Preparando archivo…',
    downloadFailed: 'No se pudo generar el archivo de errores. Inténtelo de nuevo.',
    discard: 'Descartar importación',
    submit: 'Enviar facturas',
    submitting: 'Enviando…',
    retry: 'Reintentar envío',
    // The one-step fixes the review offers come right after the count, each by its control's label.
    blockedHint: (errors: number, rows: number, fixes: readonly string[] = []) =>
      [
        `No puede enviar esta importación mientras tenga ${plural(errors, 'error', 'errores')} (${rows === 0 ? 'en el archivo' : rows === 1 ? 'en 1 fila' : `en ${rows} filas`}).`,
        ...fixes,
        // In the number of what it names: one error is 'corríjalo', one row 'esa fila'; a problem
        // of the file alone (rows 0) has no row to delete.
        `${errors === 1 ? 'Corríjalo' : 'Corríjalos'} en el detalle de facturas${rows === 0 ? ' ' : `, elimine ${rows === 1 ? 'esa fila' : 'esas filas'} `}o corrija el archivo de Excel y vuelva a cargarlo; puede descargar la lista de errores.`,
      ].join(' '),
    noProvidersYet: 'Ninguna factura sin errores todavía: las filas con errores no se suman aquí.',
    emptyHint: 'El archivo no tiene facturas para enviar.',
    // The file had rows: the debtor deleted them all in the review, and is told the ways on from there.
    allDeletedHint: (count: number, restore: string) =>
      `${count === 1 ? 'Eliminó la única fila del archivo' : `Eliminó las ${count} filas del archivo`}: no queda ninguna factura para enviar. Puede ${count === 1 ? 'recuperarla' : 'recuperarlas'} con «${restore}» o, con «Descartar importación», importar otro archivo.`,
    sentBody: (loadId: number, invoices: number) =>
      `El servidor registró la carga n.º ${loadId} con ${plural(invoices, 'factura', 'facturas')}.`,
    importAnother: 'Importar otro archivo',
    goToHistory: 'Ver carga histórica',
    busy: 'Esta importación ya se está enviando desde otra pestaña.',
    queuedTitle: 'En cola',
  },
  confirmSend: {
    title: 'Confirmar envío',
    question: (invoices: number, providers: number) =>
      `Se enviarán ${plural(invoices, 'factura', 'facturas')} de ${plural(providers, 'proveedor', 'proveedores')} para su aprobación. Una vez enviada, la carga no se puede modificar.`,
    // Neither blocks the sending: the debtor sends knowing them.
    cautions: (warnings: number, overdue: number) =>
      [
        warnings === 0
          ? ''
          : `${warnings === 1 ? 'Queda 1 advertencia' : `Quedan ${warnings} advertencias`} en el detalle de facturas.`,
        overdue === 0
          ? ''
          : `${overdue === 1 ? '1 factura ya está vencida' : `${overdue} facturas ya están vencidas`}: su fecha de vencimiento pasó.`,
      ]
        .filter((sentence) => sentence !== '')
        .join(' '),
    warnings: 'Advertencias',
    overdue: 'Facturas vencidas',
    factsLabel: 'Resumen del envío',
    invoices: 'Facturas',
    providers: 'Proveedores',
    totalNIO: 'Total NIO',
    totalUSD: 'Total USD',
    cancel: 'Cancelar',
    confirm: 'Confirmar y enviar',
  },
  receipt: {
    title: 'Comprobante de envío',
    heading: (loadId: number) => `Carga n.º ${loadId} enviada`,
    headerDescription: 'Carga enviada: conserve este comprobante',
    factsLabel: 'Datos de la carga',
    load: 'Carga',
    loadLink: (loadId: number) => `n.º ${loadId}`,
    loadLinkLabel: (loadId: number) => `Ver el detalle de la carga n.º ${loadId}`,
    sentAt: 'Enviada el',
    file: 'Archivo',
    invoices: 'Facturas',
    providers: 'Proveedores',
    totalNIO: 'Total NIO',
    totalUSD: 'Total USD',
    print: 'Imprimir comprobante',
  },
  errorExport: {
    fileName: (fileName: string) => `errores-${fileName.replace(/\.xlsx?$/i, '')}`,
    sheetName: 'Errores',
    header: [
      'Fila',
      'Columna',
      'Tipo',
      'Mensaje',
      invoiceFields.providerIdentification.label,
      invoiceFields.invoiceNumber.label,
    ],
    error: 'Error',
    warning: 'Advertencia',
    // In the 'Fila' column, for a problem of the file rather than of one of its rows.
    wholeFile: 'Todo el archivo',
  },
  discardDialog: {
    title: '¿Descartar esta importación?',
    body: (fileName: string) => `Se eliminará «${fileName}» de este dispositivo. Esta acción no se puede deshacer.`,
    confirm: 'Descartar',
    cancel: 'Cancelar',
  },
  logoutDialog: {
    title: 'Tiene importaciones sin enviar',
    body: (count: number) =>
      `Hay ${plural(count, 'importación guardada', 'importaciones guardadas')} en este dispositivo que aún no se ${count === 1 ? 'ha' : 'han'} enviado. ¿Qué desea hacer antes de cerrar sesión?`,
    keep: 'Conservarlas y cerrar sesión',
    remove: 'Eliminarlas y cerrar sesión',
    cancel: 'Seguir en el portal',
    removing: 'Eliminando…',
  },
  offer: {
    label: 'Importaciones sin enviar',
    body: (count: number) =>
      `Tiene ${plural(count, 'importación sin enviar guardada', 'importaciones sin enviar guardadas')} en este dispositivo.`,
    go: 'Volver a mis importaciones',
    dismiss: 'Ahora no',
  },
  sentNotice: (fileName: string, loadId: number) => `La importación «${fileName}» se envió: carga n.º ${loadId}.`,
} as const;

/** Texts of the debtor's dashboard card about its unsent imports. */
export const dashboardMessages = {
  title: 'Importaciones sin enviar',
  drafts: (count: number) =>
    count === 0
      ? 'Ninguna importación sin enviar'
      : count === 1
        ? '1 importación sin enviar'
        : `${count} importaciones sin enviar`,
  readFailed: 'No se pudieron leer las importaciones guardadas en este dispositivo.',
  shownBefore: 'La cifra es la que se leyó antes.',
  go: 'Ir a Importar facturas',
} as const;
