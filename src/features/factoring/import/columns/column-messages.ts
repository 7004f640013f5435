/** The texts of the sheet and column notes in the review, and of the column-matching step. */
export const columnMessages = {
  sheet: (name: string) => `Se leyó la hoja «${name}».`,
  sheetHidden: (name: string) => `Se leyó la hoja «${name}», que está oculta en Excel.`,
  otherSheets: (count: number) =>
    count === 1
      ? 'El libro tiene 1 hoja más, que no se importa: solo se lee la primera.'
      : `El libro tiene ${count} hojas más, que no se importan: solo se lee la primera.`,
  byHeaders: 'Columnas leídas por su encabezado:',
  chosen: 'Columnas que usted eligió para estos encabezados:',
  readFrom: (label: string, letter: string, header: string) =>
    header === '' ? `${label} de ${letter}` : `${label} de ${letter} («${header}»)`,
  missing: (labels: string) => `Sin columna: ${labels}.`,
  templateOrder: 'las de la plantilla, de la A a la H.',
  unrecognised:
    'No se reconocieron los encabezados de la fila 1: las columnas se leyeron en el orden de la plantilla (A a H). Revise que cada dato esté en su columna, sobre todo los montos NIO y USD.',
  guessed: (fields: string) =>
    `No se reconocieron en la fila 1 los encabezados de ${fields}: se leyeron en la columna de la plantilla. Revise que cada dato esté en su columna.`,
  change: 'Cambiar columnas',
  choose: 'Elegir columnas',
  notesLabel: 'Cómo se leyó el archivo',
  title: 'Columnas del archivo',
  description: (fileName: string) =>
    `Elija de qué columna de «${fileName}» se lee cada dato. La elección se recuerda para los archivos con los mismos encabezados.`,
  none: 'Ninguna',
  untitled: '(sin título)',
  option: (letter: string, header: string) => `${letter} · ${header}`,
  usedTwice: (letter: string, labels: string) =>
    `La columna ${letter} está elegida para ${labels}: elija una columna distinta para cada dato.`,
  editsLost: (count: number) =>
    count === 1
      ? 'El archivo se volverá a leer: se perderá la corrección hecha en la revisión.'
      : `El archivo se volverá a leer: se perderán las ${count} correcciones hechas en la revisión.`,
  chooseFileAgain: (fileName: string) =>
    `Este dispositivo ya no tiene el archivo abierto: vuelva a elegir «${fileName}» para leerlo con estas columnas.`,
  fileLabel: 'Archivo de Excel',
  cancel: 'Cancelar',
  apply: 'Leer con estas columnas',
  reading: 'Leyendo el archivo…',
} as const;
