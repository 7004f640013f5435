import { CURRENCY_COLUMN } from '@contract/invoice-fields';

const rowList = new Intl.ListFormat('es', { type: 'conjunction' });

/** The texts of the sheet and column notes in the review, and of the column-matching step. */
export const columnMessages = {
  sheet: (name: string) => `Se leyó la hoja «${name}».`,
  sheetHidden: (name: string) => `Se leyó la hoja «${name}», que está oculta en Excel.`,
  otherSheets: (count: number) =>
    count === 1
      ? 'El libro tiene 1 hoja más, que no se importa: se lee una sola hoja.'
      : `El libro tiene ${count} hojas más, que no se importan: se lee una sola hoja.`,
  header: (first: number, last: number, titleRows: number) =>
    `${first === last ? `Encabezados en la fila ${first}` : `Encabezados en las filas ${first} y ${last}`}${
      titleRows === 0 ? '' : first === 2 ? '; la fila 1 no se importa' : `; las filas 1–${first - 1} no se importan`
    }.`,
  totals: (row: number, label: string, amounts: string) =>
    `La fila ${row} («${label}») es el total del archivo y no se importa${amounts === '' ? '' : `: ${amounts}`}.`,
  totalsRows: (rows: readonly number[]) =>
    `Las filas ${rows.slice(0, -1).join(', ')} y ${String(rows.at(-1))} son los totales del archivo y no se importan:`,
  totalsRow: (row: number, label: string, amounts: string) =>
    `Fila ${row} («${label}»)${amounts === '' ? '' : `: ${amounts}`}.`,
  totalsUnread: (imported: string) =>
    `Sus sumas son fórmulas guardadas sin su resultado (el programa que hizo el archivo no las calculó): no se pudieron leer para compararlas. La importación suma ${imported}.`,
  formulaRows: (rows: readonly number[]) => {
    const one = rows.length === 1;
    const shown = rows.length > 6 ? [...rows.slice(0, 5).map(String), `${rows.length - 5} más`] : rows.map(String);
    return `${one ? 'La fila' : 'Las filas'} ${rowList.format(shown)} solo ${one ? 'tiene' : 'tienen'} fórmulas guardadas sin su resultado (el programa que hizo el archivo no las calculó): no se ${one ? 'puede leer ni se importa' : 'pueden leer ni se importan'}. Abra el archivo en Excel o LibreOffice, guárdelo y vuelva a importarlo.`;
  },
  totalsMixed: (imported: string) =>
    `Suma córdobas y dólares juntos, así que no se compara: la importación suma ${imported}, cada moneda por separado.`,
  totalsAgree: 'Coincide con el total de la importación.',
  totalsDiffer: (amounts: string) =>
    `La importación suma ${amounts}: la diferencia son las filas con errores o eliminadas, que no se envían.`,
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
  amountsLegend: 'Montos',
  amountsSplit: 'Una columna por moneda, una para córdobas y otra para dólares',
  amountsByCurrency: 'Una columna de importe y otra de moneda, que dice NIO o USD en cada fila',
  amountColumn: 'Importe',
  currencyColumn: CURRENCY_COLUMN.label,
  currencyMissing: 'Elija la columna del importe y la de la moneda.',
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
