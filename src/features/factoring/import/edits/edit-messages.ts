/** Every user-facing text of editing a draft in the review grid. */

const plural = (count: number, one: string, many: string) => `${String(count)} ${count === 1 ? one : many}`;

const fixDates = (count: number) => `Convertir ${plural(count, 'fecha de texto', 'fechas de texto')}`;
const fixAmounts = (count: number) => `Convertir ${plural(count, 'monto', 'montos')}`;

export const editMessages = {
  badDate: 'Escriba la fecha como dd/mm/aaaa, por ejemplo 15/03/2026.',
  badAmount: 'Escriba un monto con hasta 2 decimales, por ejemplo 12500.00.',
  emptyOriginal: '(vacía)',
  original: (text: string) => `Valor original del archivo: ${text}`,
  edited: 'Editada.',
  cellLabel: (column: string, row: number) => `${column}, fila ${String(row)}`,
  editHint: 'Pulse Enter o F2 para editar la celda; Escape cancela.',
  tools: 'Edición de facturas',
  undo: 'Deshacer',
  redo: 'Rehacer',
  undoHint: 'Ctrl+Z',
  redoHint: 'Ctrl+Y',
  fixDates,
  fixAmounts,
  fixAmountsHint: (count: number) =>
    count === 1
      ? `1 monto está escrito como texto: «${fixAmounts(count)}», sobre el detalle de facturas, lo lee como número.`
      : `${String(count)} montos están escritos como texto: «${fixAmounts(count)}», sobre el detalle de facturas, los lee como números.`,
  fixDatesHint: (count: number) =>
    count === 1
      ? `1 fecha está escrita como texto: «${fixDates(count)}», sobre el detalle de facturas, la lee como fecha.`
      : `${String(count)} fechas están escritas como texto: «${fixDates(count)}», sobre el detalle de facturas, las lee como fechas.`,
  chooseColumnsHint: (label: string) =>
    `Si los datos no están en su columna, «${label}», en «Cómo se leyó el archivo», lee el archivo con las columnas que usted elija.`,
  // With none selected the button is disabled, and 'Eliminar 0 filas' would read as an action.
  deleteRows: (count: number) =>
    count === 0
      ? 'Eliminar filas seleccionadas'
      : `Eliminar ${plural(count, 'fila seleccionada', 'filas seleccionadas')}`,
  restoreRows: (count: number) => `Restaurar ${plural(count, 'fila eliminada', 'filas eliminadas')}`,
  selectRow: (row: number) => `Seleccionar la fila ${String(row)}`,
  saving: 'Guardando cambios…',
  saveFailed: 'No se pudo guardar el cambio en este dispositivo. Inténtelo de nuevo.',
  changedMeanwhile:
    'El cambio no se guardó: otra pestaña estaba cambiando esta importación al mismo tiempo. Inténtelo de nuevo.',
  sentMeanwhile: 'El cambio no se guardó: esta importación se está enviando o ya se envió desde otra pestaña.',
  readOnly: 'Esta importación se está enviando o está en cola; no se puede editar.',
  headerTitle: 'La fila 1 se tomó como encabezado',
  headerBody:
    'La fila 1 del archivo tiene fechas y montos numéricos en las columnas de la factura: parece una factura y no un encabezado.',
  includeHeader: 'Incluir la fila 1 como factura',
  excluded: (count: number) => `Los totales no incluyen ${plural(count, 'fila con errores', 'filas con errores')}.`,
} as const;
