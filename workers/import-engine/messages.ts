import {
  fieldNoun,
  INVOICE_FIELD_KEYS,
  INVOICE_FIELDS,
  invoiceFields,
  perField,
  type InvoiceFieldKey,
  type InvoiceFieldKeyOf,
  type InvoiceFieldKind,
} from '../../contract/invoice-fields';
import { IDENTIFIER_PUNCTUATION } from '../../contract/invoice-key';
import type { DateTextStyle } from '../../contract/date-text';
import type { CurrencyColumns } from './columns';
import type { TextValuesColumn } from './text-values';

/** Every user-facing text of the import engine. SPEC section 5's messages are quoted exactly. */

export const IMPORT_ERRORS = {
  unsupportedFormat: 'Formato de archivo no soportado. Por favor use: .xlsx, .xls',
  tooLarge: 'El archivo es demasiado grande. Tamaño máximo: 10MB',
  tooManyRows: 'Su archivo excede las 500 filas',
  processing: 'Error al procesar el archivo',
  conversion: 'Error al convertir el archivo',
} as const;

/** A second line under the error, telling the debtor what to do. */
export const IMPORT_HINTS = {
  notAWorkbook: 'Este archivo no es un libro de Excel. Ábralo en Excel y guárdelo como .xlsx antes de importarlo.',
  passwordProtected: 'El archivo está protegido con contraseña. Quítela en Excel y vuelva a intentarlo.',
  splitFile: 'Divida el archivo en varios archivos de hasta 500 facturas cada uno e impórtelos por separado.',
  chooseAgain:
    'No se pudo leer el archivo desde su equipo: puede que se haya movido o cambiado después de elegirlo. Vuelva a seleccionarlo.',
} as const;

export type ImportHint = (typeof IMPORT_HINTS)[keyof typeof IMPORT_HINTS];

export type ImportErrorMessage = (typeof IMPORT_ERRORS)[keyof typeof IMPORT_ERRORS];

/** Columns by position (SPEC section 5): letter and Spanish label, from the invoice's field table. */
export const COLUMNS = perField((field, index) => ({ letter: columnLetter(index), label: field.label }));

/** How the file's message names the amount columns when it has neither. */
export const AMOUNTS_LABEL = 'Monto NIO y Monto USD';

/** How an issue names the whole invoice part of a row, when no single column is at fault. */
export const INVOICE_COLUMNS_NAME = 'Columnas de la factura';

/** A column's letters as a spreadsheet shows them: 0 is A, 26 is AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** How an issue names its column: 'Fecha de factura (C)', with the column the file holds it in. */
export function columnName(key: InvoiceFieldKey, column: number | null = INVOICE_FIELD_KEYS.indexOf(key)): string {
  const { label } = COLUMNS[key];
  return column === null ? label : `${label} (${columnLetter(column)})`;
}

/** Text shown for a date that cannot be read (SPEC section 5). */
export const INVALID_DATE_TEXT = 'Fecha inválida';

const QUOTE_LIMIT = 40;

/** Quotes a cell's text for a message, shortened so a huge cell never floods the screen. */
export function quote(text: string): string {
  const short = text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text;
  return `«${short}»`;
}

export type DateColumn = InvoiceFieldKeyOf<'date'>;
export type AmountColumn = InvoiceFieldKeyOf<'amount'>;
export type TextColumn = InvoiceFieldKeyOf<'text'>;

const keysOf = <Kind extends InvoiceFieldKind>(kind: Kind) =>
  INVOICE_FIELDS.flatMap((field) => (field.kind === kind ? [field.key as InvoiceFieldKeyOf<Kind>] : []));

/** The fields of each kind, in SPEC's column order. */
export const TEXT_KEYS = keysOf('text');
export const DATE_KEYS = keysOf('date');
export const AMOUNT_KEYS = keysOf('amount');

/** A sentence's subject for a field: 'La fecha de factura', with 'tiene' or 'tienen'. */
const noun = (column: InvoiceFieldKey) => fieldNoun(invoiceFields[column]).noun;
const nounHas = (column: InvoiceFieldKey) => {
  const { noun: subject, has } = fieldNoun(invoiceFields[column]);
  return `${subject} ${has}`;
};
const nounIs = (column: InvoiceFieldKey) => {
  const { noun: subject, is } = fieldNoun(invoiceFields[column]);
  return `${subject} ${is}`;
};

const amountText = (value: number) => value.toFixed(2);

export const ISSUE_TEXTS = {
  dateEmpty: (column: DateColumn) => `${noun(column)} está vacía.`,
  dateAmbiguous: (column: DateColumn, text: string, dayFirst: string, monthFirst: string) =>
    `${noun(column)} ${quote(text)} puede ser el ${dayIn(longDay, dayFirst)} o el ${dayIn(longDay, monthFirst)}: otras fechas del archivo ponen el mes primero. Escríbala con el mes en letras: ${dayIn(shortDay, dayFirst)} o ${dayIn(shortDay, monthFirst)}.`,
  dateInvalid: (column: DateColumn, text: string) =>
    `${noun(column)} no es una fecha válida (${quote(text)}). Use una celda con formato de fecha.`,
  // A column is missing only when the columns were found by their headers (or chosen), and the
  // review's button that opens the column step is then 'Cambiar columnas'.
  missingColumn: (label: string, rows: number) =>
    `El archivo no tiene columna de ${label}: sin ese dato, ${rows === 1 ? 'una factura no puede enviarse' : `${rows} facturas no pueden enviarse`}. Elija la columna que lo tiene con «Cambiar columnas», añádala al archivo o escriba el dato en cada factura.`,
  missing: (column: TextColumn) => `Falta ${noun(column).charAt(0).toLowerCase()}${noun(column).slice(1)}.`,
  amountInvalid: (column: AmountColumn, text: string) => `${noun(column)} no es numérico (${quote(text)}).`,
  amountAmbiguous: (column: AmountColumn, text: string, thousands: number, decimal: number) =>
    `${noun(column)} ${quote(text)} puede leerse como ${amountText(thousands)} o como ${String(decimal)}: ninguna otra celda de la columna dice cuál es el separador decimal. Escríbalo con sus decimales.`,
  currencyMissing: () => 'Falta la moneda del monto: escriba NIO o USD.',
  currencyNotAccepted: (currency: string) => `Moneda no aceptada: ${currency}. Solo córdobas (NIO) o dólares (USD).`,
  amountInOtherCurrency: (column: AmountColumn, text: string) =>
    `${noun(column)} está escrito en ${column === 'amountNIO' ? 'dólares' : 'córdobas'} (${quote(text)}): corríjalo para que el monto y su moneda coincidan.`,
  amountNegative: (column: AmountColumn, value: number) =>
    `${noun(column)} no puede ser negativo (${value.toFixed(2)}).`,
  amountRounded: (column: AmountColumn, value: number) =>
    `${noun(column)} tiene más de 2 decimales; se redondeó a ${value.toFixed(2)}.`,
  amountAgainstStatedCurrency: (stated: 'NIO' | 'USD') =>
    `El archivo da esta factura en ${stated === 'USD' ? 'dólares (USD)' : 'córdobas (NIO)'}, pero tiene un monto en ${stated === 'USD' ? 'córdobas' : 'dólares'}: revise que el monto esté en su moneda antes de enviar.`,
  amountsZero: () => 'Los montos NIO y USD son cero: una factura debe tener un monto.',
  onlyOutside: (columns: string, text: string) =>
    `No hay datos de la factura: los de esta fila están en ${columns.includes(',') ? 'las columnas' : 'la columna'} ${columns} (${quote(text)}), que no se importa${columns.includes(',') ? 'n' : ''}. Escriba la factura en sus columnas o elimine la fila.`,
  belowTotals: (totalsRow: number) =>
    `Esta fila está debajo de los totales del archivo (fila ${totalsRow}) y no tiene fechas ni montos: no es una factura. Elimínela, o escriba en ella la factura.`,
  textTooLong: (column: TextColumn, length: number, max: number) =>
    `${nounHas(column)} ${length} caracteres; el máximo es ${max}.`,
  textLineBreak: (column: TextColumn) =>
    `${nounHas(column)} un salto de línea o una tabulación: escríbalo en una sola línea.`,
  textExcelError: (column: TextColumn, error: string) =>
    `${nounIs(column)} el error de Excel ${quote(error)}, no un dato: corrija la fórmula en el archivo o escriba el dato.`,
  textControl: (column: TextColumn) => `${nounHas(column)} caracteres de control invisibles: vuelva a escribirlo.`,
  textBroken: (column: TextColumn) =>
    `${nounHas(column)} un carácter incompleto (por ejemplo, medio emoji): vuelva a escribirlo.`,
  textCharacter: (column: TextColumn, character: string) =>
    column === 'providerIdentification' || column === 'invoiceNumber'
      ? `${nounHas(column)} ${character}: solo se admiten letras, números, espacios y ${IDENTIFIER_PUNCTUATION}. Vuelva a escribirlo.`
      : `${nounHas(column)} ${character}: vuelva a escribirlo sin él.`,
  dateOutOfRange: (column: DateColumn, formatted: string, firstYear: string, lastYear: string) =>
    `${noun(column)} (${formatted}) está fuera de las fechas admitidas (años ${firstYear} a ${lastYear}).`,
  amountTooLarge: (column: AmountColumn, max: number) =>
    `${noun(column)} supera el máximo admitido (${amountText(max)}).`,
  loadTotalTooLarge: (currency: 'NIO' | 'USD', max: number) =>
    `Con esta factura el total en ${currency} supera el máximo de una carga (${amountText(max)}): divida el archivo.`,
  dueBeforeInvoice: (due: string, invoice: string) =>
    `La fecha de vencimiento (${due}) es anterior a la fecha de factura (${invoice}).`,
  duplicateInvoice: (invoiceNumber: string, providerId: string, firstRow: number) =>
    `La factura ${quote(invoiceNumber)} del proveedor ${quote(providerId)} está repetida (ya aparece en la fila ${firstRow}).`,
  providerRenamed: (providerId: string, firstRow: number, firstName: string) =>
    `El proveedor ${quote(providerId)} aparece con otro nombre en la fila ${firstRow} (${quote(firstName)}).`,
} as const;

const DATE_STYLE_NAMES: Record<DateTextStyle, string> = {
  dayMonthYear: 'día/mes/año',
  yearMonthDay: 'año-mes-día',
  monthName: 'día, nombre del mes y año',
  serial: 'número de serie de Excel',
};

const longDay = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '2 ene 2026': as a debtor may write a day, and as the engine reads it back. */
const shortDay = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** A day (yyyy-mm-dd) in words. */
const dayIn = (format: Intl.DateTimeFormat, iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
const plainAmount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const inWords = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} y ${names.at(-1) ?? ''}`;

/**
 * Said once per column whose dates or amounts were text: how they were read, with an example,
 * so that a debtor can tell at a glance that 08/01/2026 was read as the 8th of January.
 */
export function textColumnNote({ key, column, count, styles, mark, example }: TextValuesColumn): string {
  const name = columnName(key, column);
  if (typeof example.read === 'string') {
    const day = dayIn(longDay, example.read);
    const dates =
      count === 1
        ? '1 fecha estaba escrita como texto y se leyó'
        : `${String(count)} fechas estaban escritas como texto y se leyeron`;
    return `${name}: ${dates} como ${inWords(styles.map((style) => DATE_STYLE_NAMES[style]))}; por ejemplo, ${quote(example.text)} es el ${day}.`;
  }
  const amounts =
    count === 1
      ? '1 monto estaba escrito como texto y se leyó'
      : `${String(count)} montos estaban escritos como texto y se leyeron`;
  const how = mark === undefined ? 'como números' : `con «${mark === 'dot' ? '.' : ','}» como separador decimal`;
  // Written as the review's grid shows amounts: C$12,450.00, USD 1,250.75.
  const shown = `${key === 'amountUSD' ? 'USD ' : 'C$'}${plainAmount.format(example.read)}`;
  return `${name}: ${amounts} ${how}; por ejemplo, ${quote(example.text)} es ${shown}.`;
}

/** Said of a file with one amount column and a currency column: how each amount was read. */
export function currencyColumnNote({ amount, currency }: CurrencyColumns, headers: readonly string[]): string {
  const named = (column: number) => `${columnLetter(column)} (${quote(headers[column]?.trim() ?? '')})`;
  return `Cada monto de ${named(amount)} se leyó en córdobas o en dólares según su moneda en ${named(currency)}; una fila en otra moneda no se envía.`;
}
