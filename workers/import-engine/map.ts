import type { CellObject } from 'xlsx';
import { readAmount, readDate, readText } from './cell-values';
import type { AmountRead, DateRead } from './cell-values';
import { MAPPED_COLUMNS, MAX_DATA_ROWS } from './limits';
import { IMPORT_ERRORS } from './messages';
import type { ParsedSheet } from './read-workbook';
import { ImportRejection } from './rejection';
import { isBlankRow } from './sheet-data';
import type { InvoiceDetailRow } from './types';

/** What the map step learnt about a row's cells, for the validate step to judge. */
export interface RowFacts {
  invoiceDate: DateRead;
  dueDate: DateRead;
  amountNIO: AmountRead;
  amountUSD: AmountRead;
}

export interface MappedRow {
  detail: InvoiceDetailRow;
  facts: RowFacts;
}

type Row = readonly (CellObject | null | undefined)[];

function mapRow(cells: Row, rowNumber: number, date1904: boolean): MappedRow {
  const invoiceDate = readDate(cells[2], date1904);
  const dueDate = readDate(cells[3], date1904);
  const amountNIO = readAmount(cells[5]);
  const amountUSD = readAmount(cells[6]);
  const observations = readText(cells[7]);
  const detail: InvoiceDetailRow = {
    rowNumber,
    providerIdentification: readText(cells[0]),
    providerName: readText(cells[1]),
    invoiceDate: invoiceDate.kind === 'ok' ? invoiceDate.iso : null,
    invoiceDateFormatted: invoiceDate.formatted,
    dueDate: dueDate.kind === 'ok' ? dueDate.iso : null,
    dueDateFormatted: dueDate.formatted,
    invoiceNumber: readText(cells[4]),
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
  return { detail, facts: { invoiceDate, dueDate, amountNIO, amountUSD } };
}

/**
 * Maps the first sheet by position. The first row with a value in A–H is the header and is
 * skipped, as are rows with nothing in A–H: only rows with a value count towards the limit, and
 * more than 500 data rows is 'Su archivo excede las 500 filas'. Also returns how many rows held
 * a value (header included), for the engine to compare with its own count of the cells.
 */
export function mapRows(sheet: ParsedSheet): { rows: MappedRow[]; nonEmptyRows: number } {
  const dataRows: { cells: Row; rowNumber: number }[] = [];
  let headerSeen = false;
  for (const [index, cells] of sheet.grid.entries()) {
    if (!cells || isBlankRow(cells, MAPPED_COLUMNS)) continue;
    if (!headerSeen) {
      headerSeen = true;
      continue;
    }
    if (dataRows.length >= MAX_DATA_ROWS) throw new ImportRejection(IMPORT_ERRORS.tooManyRows);
    dataRows.push({ cells, rowNumber: index + 1 });
  }
  const rows = dataRows.map(({ cells, rowNumber }) => mapRow(cells, rowNumber, sheet.date1904));
  return { rows, nonEmptyRows: rows.length + (headerSeen ? 1 : 0) };
}
