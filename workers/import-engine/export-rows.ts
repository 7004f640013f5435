import { utils, write, type CellObject, type ColInfo, type WorkBook, type WorkSheet } from 'xlsx';
import { excelSerial } from '../../contract/dates';

/** A calendar day, ISO yyyy-mm-dd (a longer ISO timestamp is read by its date part). */
export interface ExportDate {
  readonly date: string;
}

/** A money amount: written as a number with two decimals, its currency named in the header. */
export interface ExportAmount {
  readonly amount: number;
}

/** An exact total, in cents: a number where Excel shows it exactly, its exact text where it cannot. */
export interface ExportTotal {
  readonly cents: bigint;
}

export type ExportCell = string | number | null | ExportDate | ExportAmount | ExportTotal;

const FORBIDDEN_SHEET_CHARACTERS = /[[\]:*?/\\]/g;
const MAX_SHEET_NAME = 31;
const DEFAULT_SHEET_NAME = 'Hoja1';
export const DATE_FORMAT = 'dd/mm/yyyy';
export const AMOUNT_FORMAT = '#,##0.00';
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/**
 * A cell as written: a number that is not finite is left empty. Text is kept exactly, even when it
 * starts with =, +, - or @: an .xlsx string cell is never a formula (unlike a CSV field), so a
 * protective apostrophe would only show up in the debtor's data.
 */
export function exportedCell(cell: ExportCell): ExportCell {
  return typeof cell === 'number' && !Number.isFinite(cell) ? null : cell;
}

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The SheetJS cell and the width (in characters) its shown text needs. */
function toSheetCell(raw: ExportCell): { readonly cell: CellObject | null; readonly width: number } {
  const cell = exportedCell(raw);
  if (cell === null) return { cell: null, width: 0 };
  if (typeof cell === 'string') return { cell: { t: 's', v: cell }, width: longestLine(cell) };
  if (typeof cell === 'number') return { cell: { t: 'n', v: cell }, width: String(cell).length };
  if ('date' in cell) {
    const serial = excelSerial(cell.date);
    return serial === null
      ? { cell: null, width: 0 }
      : { cell: { t: 'n', v: serial, z: DATE_FORMAT }, width: DATE_FORMAT.length };
  }
  if ('cents' in cell) return totalCell(cell.cents);
  if (!Number.isFinite(cell.amount)) return { cell: null, width: 0 };
  return { cell: { t: 'n', v: cell.amount, z: AMOUNT_FORMAT }, width: twoDecimals.format(cell.amount).length };
}

/** Excel keeps 15 significant digits: up to 10^15 cents a number cell shows every cent. */
const EXCEL_EXACT_CENTS = 10n ** 15n;
const grouped = new Intl.NumberFormat('en-US');

/**
 * A total as a number cell while Excel can show it to the cent; past that, its exact figure as text
 * in the amount format's shape ('91,000,030,082,312.06'), rather than a number Excel would round.
 */
function totalCell(cents: bigint): { readonly cell: CellObject; readonly width: number } {
  const magnitude = cents < 0n ? -cents : cents;
  const text = `${cents < 0n ? '-' : ''}${grouped.format(magnitude / 100n)}.${(magnitude % 100n).toString().padStart(2, '0')}`;
  if (magnitude < EXCEL_EXACT_CENTS)
    return { cell: { t: 'n', v: Number(cents) / 100, z: AMOUNT_FORMAT }, width: text.length };
  return { cell: { t: 's', v: text }, width: text.length };
}

const longestLine = (text: string) => Math.max(...text.split(/\r?\n/).map((line) => line.length));

function safeSheetName(name: string): string {
  const cleaned = name
    .replace(FORBIDDEN_SHEET_CHARACTERS, ' ')
    .replace(/^'+|'+$/g, '')
    .trim();
  const short = cleaned.slice(0, MAX_SHEET_NAME);
  // Names that are keys of every object would corrupt SheetJS's Sheets map.
  if (short === '' || short in Object.prototype) return DEFAULT_SHEET_NAME;
  return short;
}

/** Builds the sheet cell by cell, so dates and amounts keep their number formats, and sizes its columns. */
function toSheet(rows: readonly (readonly ExportCell[])[]): WorkSheet {
  const sheet: WorkSheet = {};
  const widths: number[] = [];
  rows.forEach((row, r) => {
    row.forEach((raw, c) => {
      const { cell, width } = toSheetCell(raw);
      widths[c] = Math.max(widths[c] ?? 0, width);
      if (cell) sheet[utils.encode_cell({ r, c })] = cell;
    });
  });
  const columnCount = Math.max(1, ...rows.map((row) => row.length));
  sheet['!ref'] = utils.encode_range({ s: { r: 0, c: 0 }, e: { r: Math.max(0, rows.length - 1), c: columnCount - 1 } });
  sheet['!cols'] = Array.from({ length: columnCount }, (_, c): ColInfo => ({
    wch: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, (widths[c] ?? 0) + 2)),
  }));
  return sheet;
}

/**
 * Writes rows to a one-sheet .xlsx (for 'Descargar errores' and 'Exportar a Excel'). Dates become
 * date cells shown dd/mm/yyyy and amounts numbers with two decimals, so a spreadsheet can sort and
 * add them; each column is as wide as its longest text. Text is written as text cells, which no
 * spreadsheet program runs as a formula.
 */
export function writeWorkbook(rows: ExportCell[][], sheetName: string): Uint8Array<ArrayBuffer> {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, toSheet(rows), safeSheetName(sheetName));
  return workbookBytes(workbook);
}

/** A workbook's file, as SheetJS writes it: a compressed .xlsx, or an .xls (BIFF8). */
export function workbookBytes(workbook: WorkBook, bookType: 'xlsx' | 'biff8' = 'xlsx'): Uint8Array<ArrayBuffer> {
  const output: unknown = write(workbook, { type: 'array', bookType, compression: true });
  if (!(output instanceof ArrayBuffer)) throw new Error('SheetJS no devolvió un ArrayBuffer');
  return new Uint8Array(output);
}
