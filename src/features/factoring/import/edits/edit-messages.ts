/** Every user-facing text of editing a draft in the review grid. */

const plural = (count: number, one: string, many: string) => `${String(count)} ${count === 1 ? one : many}`;

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
  fixDates: (count: number) => `Convertir ${plural(count, 'fecha de texto', 'fechas de texto')}`,
  fixAmounts: (count: number) => `Convertir ${plural(count, 'monto', 'montos')}`,
  deleteRows: (count: number) => `Eliminar ${plural(count, 'fila seleccionada', 'filas seleccionadas')}`,
  restoreRows: (count: number) => `Restaurar ${plural(count, 'fila eliminada', 'filas eliminadas')}`,
  selectRow: (row: number) => `Seleccionar la fila ${String(row)}`,
  saving: 'Guardando cambios…',
  saveFailed: 'No se pudo guardar el cambio en este dispositivo. Inténtelo de nuevo.',
  readOnly: 'Esta importación se está enviando o está en cola; no se puede editar.',
  headerTitle: 'La fila 1 se tomó como encabezado',
  headerBody:
    'La fila 1 del archivo tiene fechas y montos numéricos en las columnas de la factura: parece una factura y no un encabezado.',
  includeHeader: 'Incluir la fila 1 como factura',
  excluded: (count: number) => `Los totales no incluyen ${plural(count, 'fila con errores', 'filas con errores')}.`,
} as const;
