import { utils } from 'xlsx';
import type { CellObject } from 'xlsx';
import { readAmount, readDate, readText } from './cell-values';
import type { AmountRead, DateRead } from './cell-values';
import { INVOICE_COLUMNS, MAX_DATA_ROWS } from './limits';
import { IMPORT_ERRORS } from './messages';
import type { ParsedSheet } from './read-workbook';
import { ImportRejection } from './rejection';
import { isBlankCell, isBlankRow } from './sheet-data';
import type { InvoiceDetailRow } from './types';

/** A row whose values all lie beyond column H: the columns that hold them, and the first value. */
export interface OutsideValues {
  readonly columns: string;
  readonly text: string;
}

/** What the map step learnt about a row's cells, for the validate step to judge. */
export interface RowFacts {
  invoiceDate: DateRead;
  dueDate: DateRead;
  amountNIO: AmountRead;
  amountUSD: AmountRead;
  outside?: OutsideValues;
}

export interface MappedRow {
  detail: InvoiceDetailRow;
  facts: RowFacts;
}

/** Every mapped cell of a row, as read: the text columns as text, dates and amounts with their facts. */
export interface RowReads extends RowFacts {
  providerIdentification: string;
  providerName: string;
  invoiceNumber: string;
  observations: string;
}

type Cell = CellObject | null | undefined;
type Row = readonly Cell[];

/** How each column (by position, SPEC) is read from one cell: the map step and every edit use these. */
export const columnReaders = {
  providerIdentification: (cell: Cell) => readText(cell),
  providerName: (cell: Cell) => readText(cell),
  invoiceDate: (cell: Cell, date1904: boolean) => readDate(cell, date1904),
  dueDate: (cell: Cell, date1904: boolean) => readDate(cell, date1904),
  invoiceNumber: (cell: Cell) => readText(cell),
  amountNIO: (cell: Cell) => readAmount(cell),
  amountUSD: (cell: Cell) => readAmount(cell),
  observations: (cell: Cell) => readText(cell),
} as const;

export function readRow(cells: Row, date1904: boolean): RowReads {
  return {
    providerIdentification: columnReaders.providerIdentification(cells[0]),
    providerName: columnReaders.providerName(cells[1]),
    invoiceDate: columnReaders.invoiceDate(cells[2], date1904),
    dueDate: columnReaders.dueDate(cells[3], date1904),
    invoiceNumber: columnReaders.invoiceNumber(cells[4]),
    amountNIO: columnReaders.amountNIO(cells[5]),
    amountUSD: columnReaders.amountUSD(cells[6]),
    observations: columnReaders.observations(cells[7]),
  };
}

/** The invoice row a row's reads make, SPEC's fixed fields included. */
export function rowFromReads(rowNumber: number, reads: RowReads): MappedRow {
  const { invoiceDate, dueDate, amountNIO, amountUSD, observations, outside } = reads;
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
    taxes: 100,
    opType: 1,
    currency: 'USD',
    deductionsLocalTaxes: true,
    deductionsDGI: true,
  };
  return { detail, facts: { invoiceDate, dueDate, amountNIO, amountUSD, ...(outside ? { outside } : {}) } };
}

/** Where the values of a row with nothing in A–H are, so that the debtor can find them. */
function outsideValues(cells: Row): OutsideValues {
  const filled = cells.flatMap((cell, column) => (isBlankCell(cell) ? [] : [{ column, cell }]));
  const columns = filled.slice(0, 3).map(({ column }) => utils.encode_col(column));
  return { columns: `${columns.join(', ')}${filled.length > 3 ? '…' : ''}`, text: readText(filled[0]?.cell) };
}

function mapRow(cells: Row, rowNumber: number, date1904: boolean): MappedRow {
  const reads = readRow(cells, date1904);
  return rowFromReads(
    rowNumber,
    isBlankRow(cells, INVOICE_COLUMNS) ? { ...reads, outside: outsideValues(cells) } : reads,
  );
}

/**
 * A header row that reads like an invoice: both dates are spreadsheet dates and an amount is a
 * number. A real header holds titles, which read as neither.
 */
function looksLikeInvoice(row: MappedRow, cells: Row): boolean {
  const { invoiceDate, dueDate } = row.facts;
  const numeric = (cell: Cell) => cell?.t === 'n';
  return invoiceDate.kind === 'ok' && dueDate.kind === 'ok' && (numeric(cells[5]) || numeric(cells[6]));
}

export interface MappedSheet {
  rows: MappedRow[];
  /** The row taken as the header, mapped, when it reads like an invoice. */
  headerRow?: MappedRow;
}

/**
 * Maps the first sheet by position. A row is empty only when every cell in it, in any column, is
 * empty (blank text included): empty rows are skipped, every other row is kept. The first one is
 * the header; more than 500 after it is 'Su archivo excede las 500 filas'. A row whose values all
 * lie beyond H is kept too, with the columns it uses, so that it is shown with its problem.
 */
export function mapRows(sheet: ParsedSheet): MappedSheet {
  const dataRows: { cells: Row; rowNumber: number }[] = [];
  let header: { cells: Row; rowNumber: number } | undefined;
  for (const [index, cells] of sheet.grid.entries()) {
    if (!cells || isBlankRow(cells)) continue;
    if (!header) {
      header = { cells, rowNumber: index + 1 };
      continue;
    }
    if (dataRows.length >= MAX_DATA_ROWS) throw new ImportRejection(IMPORT_ERRORS.tooManyRows);
    dataRows.push({ cells, rowNumber: index + 1 });
  }
  const rows = dataRows.map(({ cells, rowNumber }) => mapRow(cells, rowNumber, sheet.date1904));
  const mappedHeader = header && mapRow(header.cells, header.rowNumber, sheet.date1904);
  const headerRow = header && mappedHeader && looksLikeInvoice(mappedHeader, header.cells) ? mappedHeader : undefined;
  return { rows, ...(headerRow ? { headerRow } : {}) };
}
