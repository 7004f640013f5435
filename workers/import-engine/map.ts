import {
  FIXED_INVOICE_VALUES,
  INVOICE_FIELD_KEYS,
  invoiceFields,
  perField,
  type INVOICE_FIELDS,
  type InvoiceFieldKey,
  type InvoiceFieldKind,
} from '../../contract/invoice-fields';
import { columnDecimalMark, readCurrencyText } from '../../contract/amount-text';
import { dateTextOrder } from '../../contract/date-text';
import type { DecimalMark } from '../../contract/amount-text';
import { readAmount, readDate, readText } from './cell-values';
import type { AmountRead, DateRead } from './cell-values';
import { matchColumns, SPEC_COLUMNS } from './columns';
import type { ColumnMap, ColumnMatch, CurrencyColumns } from './columns';
import { HEADER_SEARCH_ROWS, MAX_DATA_ROWS, MAX_FILLED_ROWS, MAX_SIGN_OFF_ROWS, MAX_TOTALS_ROWS } from './limits';
import { AMOUNT_KEYS, columnLetter, DATE_KEYS, IMPORT_ERRORS, type AmountColumn } from './messages';
import type { ParsedSheet } from './read-workbook';
import { ImportRejection } from './rejection';
import { isBlankCell, isBlankRow, type Cell, type Row } from './sheet-data';
import { fileTotalsOf, findHeader, textsOf } from './structure';
import { textColumns } from './text-values';
import type { InvoiceDetailRow, ParseOptions, SheetRead } from './types';

/** A row whose values all lie in columns the import does not read: where they are, and the first one. */
export interface OutsideValues {
  readonly columns: string;
  readonly text: string;
}

/** A row's currency that is neither córdobas nor dollars: what its cell says ('' when empty), and where. */
export interface CurrencyProblem {
  readonly text: string;
  readonly column: number;
}

/** A row as the map step read it: the invoice row, and every cell's read for the validate step to judge. */
export interface MappedRow {
  detail: InvoiceDetailRow;
  reads: RowReads;
}

type ReadOf<Kind extends InvoiceFieldKind> = Kind extends 'date'
  ? DateRead
  : Kind extends 'amount'
    ? AmountRead
    : string;

/** Every field of a row, as read: the text fields as text, dates and amounts with their facts. */
export type FieldReads = {
  -readonly [Field in (typeof INVOICE_FIELDS)[number] as Field['key']]: ReadOf<Field['kind']>;
};

/**
 * Every mapped cell of a row, as read; where values lie outside the columns read; in a file with a
 * currency column, the currency the row names, or one that is neither NIO nor USD.
 */
export type RowReads = FieldReads & {
  outside?: OutsideValues;
  currency?: CurrencyProblem;
  /** The file gave this row's amount in this currency: an edit that puts an amount in the other one is questioned. */
  statedCurrency?: 'NIO' | 'USD';
  /** The row is under the file's totals (this row of the sheet): a line a report signs off with, unless it reads as an invoice. */
  belowTotals?: number;
};

/**
 * How one field's cell is read, by the kind the field table gives it (an amount in its field's
 * currency, with its column's decimal mark): the map step and every edit use it. The compiler
 * cannot follow a key to its kind through the table at run time; the table's type says each key's
 * kind, and `ReadOf` the read that kind gives.
 */
export function readCell<Key extends InvoiceFieldKey>(
  key: Key,
  cell: Cell,
  date1904: boolean,
  marks: ColumnMarks = {},
): FieldReads[Key] {
  const field = invoiceFields[key];
  if (field.kind === 'text') return readText(cell) as FieldReads[Key];
  if (field.kind === 'date') return readDate(cell, date1904, marks.monthFirst?.has(key)) as FieldReads[Key];
  return readAmount(cell, field.currency, marks[key as AmountColumn]) as FieldReads[Key];
}

/** The decimal mark of each amount column whose text amounts show one; the date columns of a file written month first. */
export type ColumnMarks = Partial<Record<AmountColumn, DecimalMark>> & {
  readonly monthFirst?: ReadonlySet<InvoiceFieldKey>;
};

const EMPTY: AmountRead = { kind: 'empty', value: 0 };

/**
 * A row of a file with one amount column and a currency column: its amount is read as its
 * currency's, and the other currency's is empty. Another currency, or none beside an amount,
 * leaves both empty and is the row's problem: an amount is never guessed into a currency, so a
 * dollar invoice can never be sent as córdobas.
 */
function amountsByCurrency(
  cells: Row,
  { amount, currency }: CurrencyColumns,
  readAmount: (key: AmountColumn, cell: Cell) => AmountRead,
): Pick<RowReads, AmountColumn | 'currency' | 'statedCurrency'> {
  const text = readText(cells[currency]);
  const code = readCurrencyText(text);
  if (code === 'NIO' || code === 'USD') {
    const read = readAmount(`amount${code}`, cells[amount]);
    return { amountNIO: EMPTY, amountUSD: EMPTY, [`amount${code}`]: read, statedCurrency: code };
  }
  if (text === '' && readText(cells[amount]) === '') return { amountNIO: EMPTY, amountUSD: EMPTY };
  return { amountNIO: EMPTY, amountUSD: EMPTY, currency: { text, column: currency } };
}

/** The invoice row a row's reads make, SPEC's fixed fields included. */
export function rowFromReads(rowNumber: number, reads: RowReads): MappedRow {
  const { invoiceDate, dueDate, amountNIO, amountUSD, observations } = reads;
  const detail: InvoiceDetailRow = {
    rowNumber,
    providerIdentification: reads.providerIdentification,
    providerName: reads.providerName,
    invoiceDate: invoiceDate.kind === 'ok' ? invoiceDate.iso : null,
    invoiceDateFormatted: invoiceDate.formatted,
    dueDate: dueDate.kind === 'ok' ? dueDate.iso : null,
    dueDateFormatted: dueDate.formatted,
    invoiceNumber: reads.invoiceNumber,
    amountNIO: amountNIO.value,
    amountUSD: amountUSD.value,
    ...(observations === '' ? {} : { observations }),
    amount: amountNIO.value,
    ...FIXED_INVOICE_VALUES,
  };
  return { detail, reads };
}

/** Where the values of a row with nothing in the columns read are, so that the debtor can find them. */
function outsideValues(cells: Row): OutsideValues {
  const filled = cells.flatMap((cell, column) => (isBlankCell(cell) ? [] : [{ column, cell }]));
  const columns = filled.slice(0, 3).map(({ column }) => columnLetter(column));
  return { columns: `${columns.join(', ')}${filled.length > 3 ? '…' : ''}`, text: readText(filled[0]?.cell) };
}

/** A row in the sheet's columns `map`, its amounts by a currency column when the file has one. */
function mapRow(
  cells: Row,
  rowNumber: number,
  date1904: boolean,
  { map, currency }: Pick<ColumnMatch, 'map' | 'currency'> = { map: SPEC_COLUMNS },
  marks: ColumnMarks = {},
): MappedRow {
  const read = <Key extends InvoiceFieldKey>(key: Key, cell: Cell) => readCell(key, cell, date1904, marks);
  // Each value is the read of its own key's kind (see readCell).
  const fields = perField(({ key }) => {
    const column = map[key];
    return read(key, column === null ? undefined : cells[column]);
  }) as FieldReads;
  const reads: RowReads = currency ? { ...fields, ...amountsByCurrency(cells, currency, read) } : fields;
  const columns = INVOICE_FIELD_KEYS.flatMap((key) => (map[key] === null ? [] : [map[key]]));
  if (currency) columns.push(currency.currency);
  const empty = columns.every((column) => isBlankCell(cells[column]));
  return rowFromReads(rowNumber, empty ? { ...reads, outside: outsideValues(cells) } : reads);
}

/**
 * A first row that reads like an invoice rather than titles: both dates and an amount read, in
 * SPEC's columns, whether as numbers or written as text ('12/01/2026', '1,500.00').
 */
function looksLikeInvoice(cells: Row, date1904: boolean): boolean {
  const { invoiceDate, dueDate, amountNIO, amountUSD } = mapRow(cells, 0, date1904).reads;
  const amount = amountNIO.kind === 'ok' || amountUSD.kind === 'ok';
  return invoiceDate.kind === 'ok' && dueDate.kind === 'ok' && amount;
}

/**
 * Each amount column decides its own convention from its text amounts: '1.234' is 1234 in a
 * column that writes '12.450,00', and stays ambiguous in one that shows no other sign. Dates of a
 * file that writes them month first are never read day first where they could be either.
 */
function columnMarks(rows: readonly { cells: Row }[], map: ColumnMap): ColumnMarks {
  const texts = (column: number) =>
    rows.flatMap(({ cells }) => {
      const value = cells[column]?.v;
      return typeof value === 'string' ? [value] : [];
    });
  const marks: { -readonly [Key in keyof ColumnMarks]: ColumnMarks[Key] } = {};
  for (const key of AMOUNT_KEYS) {
    const column = map[key];
    const mark = column === null ? undefined : columnDecimalMark(texts(column));
    if (mark) marks[key] = mark;
  }
  // Dates too: ones that only read month first ('01/13/2026'), and none that only reads day first
  // ('13/01/2026', which would make the other a slip), say the export writes its dates month first.
  const orders = new Set(
    DATE_KEYS.flatMap((key) => {
      const column = map[key];
      return column === null ? [] : texts(column).map(dateTextOrder);
    }),
  );
  if (orders.has('monthFirst') && !orders.has('dayFirst')) marks.monthFirst = new Set(DATE_KEYS);
  return marks;
}

export interface MappedSheet {
  rows: MappedRow[];
  /** The first row, mapped, when it reads like an invoice although it was taken as the header. */
  headerRow?: MappedRow;
  /** How the columns were matched to the invoice's fields, and which held dates or amounts as text. */
  columns: ColumnMatch;
  /** The header found below a title or over two rows, and the file's totals rows. */
  structure: Pick<SheetRead, 'header' | 'totals'>;
  /** The sheet has a header, or rows as wide as half an invoice or that read like one: a table to read. */
  hasTable: boolean;
}

export interface MapOptions extends Pick<ParseOptions, 'remembered'> {
  /** A row's cells (0-based) with their formulas: the sheet read again, only for a totals row that needs it. */
  readonly formulas?: (row: number) => Row;
}

const tooMany = () => new ImportRejection(IMPORT_ERRORS.tooManyRows);

/**
 * Maps the sheet. A row is empty only when every cell in it, in any column, is empty (blank text
 * included): empty rows are skipped, every other row is kept. The header is the row (or group row
 * over names) that names the most fields within the first rows; rows above it are a title, named
 * and left out. Without one, the first row is the header, whose titles say which column holds which
 * field (SPEC's order by default). The last rows that are the file's own totals (one, or two: one
 * per currency) are named and left out.
 * More than 500 invoices is 'Su archivo excede las 500 filas' (the lines that sign off under the
 * totals are shown but are no invoices). A row whose values all lie in columns that are not read
 * is kept too, with where its values are, so that it is shown with its problem.
 */
export function mapRows(sheet: ParsedSheet, options: MapOptions = {}): MappedSheet {
  const filled = sheet.grid.flatMap((cells, index) =>
    !cells || isBlankRow(cells) ? [] : [{ cells, rowNumber: index + 1 }],
  );
  if (filled.length > MAX_FILLED_ROWS) throw tooMany();
  const found = findHeader(sheet.grid, sheet.merges);
  const header = found ? undefined : filled[0];
  const dataRows = found ? filled.filter((row) => row.rowNumber > found.last + 1) : filled.slice(1);
  if (dataRows.length > MAX_DATA_ROWS + MAX_TOTALS_ROWS + MAX_SIGN_OFF_ROWS) throw tooMany();
  const invoiceFirst = header !== undefined && looksLikeInvoice(header.cells, sheet.date1904);
  const titles = found?.titles ?? (header && !invoiceFirst ? textsOf(header.cells) : []);
  const columns = matchColumns(titles, options.remembered, found?.names);
  const marks = columnMarks(dataRows, columns.map);
  const mapped = dataRows.map(({ cells, rowNumber }) => mapRow(cells, rowNumber, sheet.date1904, columns, marks));
  const totals = fileTotalsOf(
    mapped.map((row, index) => ({ mapped: row, cells: dataRows[index]?.cells ?? [] })),
    {
      columns,
      read: (key, cell) => readCell(key, cell, sheet.date1904, marks),
      formulas: (row) => options.formulas?.(row.mapped.detail.rowNumber - 1) ?? row.cells,
    },
  );
  const totalsRows = new Set(totals.map(({ row }) => row));
  const lastTotals = totals.at(-1)?.row ?? Number.POSITIVE_INFINITY;
  const rows = mapped
    .filter((row) => !totalsRows.has(row.detail.rowNumber))
    .map((row) =>
      row.detail.rowNumber > lastTotals ? { ...row, reads: { ...row.reads, belowTotals: lastTotals } } : row,
    );
  if (rows.filter((row) => row.reads.belowTotals === undefined).length > MAX_DATA_ROWS) throw tooMany();
  const titleRows = found ? filled.filter((row) => row.rowNumber <= found.first).length : 0;
  const structure = {
    ...(found && (titleRows > 0 || found.last > found.first)
      ? { header: { first: found.first + 1, last: found.last + 1, titleRows } }
      : {}),
    ...(totals.length > 0 ? { totals } : {}),
  };
  // A row as wide as half an invoice is a table to read, its columns perhaps to be chosen; a cover
  // holds a title and label–value pairs.
  const wide = (cells: Row) => cells.filter((cell) => !isBlankCell(cell)).length >= 4;
  const hasTable =
    found !== undefined ||
    filled.some(
      (row) => row.rowNumber <= HEADER_SEARCH_ROWS && (wide(row.cells) || looksLikeInvoice(row.cells, sheet.date1904)),
    );
  const headerRow =
    header && invoiceFirst ? mapRow(header.cells, header.rowNumber, sheet.date1904, columns) : undefined;
  const text = textColumns(rows, columns.map, marks);
  return {
    rows,
    columns: text.length > 0 ? { ...columns, text } : columns,
    structure,
    hasTable,
    ...(headerRow ? { headerRow } : {}),
  };
}
