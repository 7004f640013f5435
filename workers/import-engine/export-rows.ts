import { utils, write } from 'xlsx';

export type ExportCell = string | number | null;

/** Text that a spreadsheet program could run as a formula (CSV/formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const FORBIDDEN_SHEET_CHARACTERS = /[[\]:*?/\\]/g;
const MAX_SHEET_NAME = 31;
const DEFAULT_SHEET_NAME = 'Hoja1';

/** Prefixes formula-like text with a single quote so it stays text. */
export function neutraliseCell(cell: ExportCell): ExportCell {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell !== 'string') return null;
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

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

/**
 * Writes rows to a one-sheet .xlsx (for 'Descargar errores' and 'Exportar a Excel'). Text that
 * begins with =, +, -, @, a tab or a carriage return is neutralised with a leading quote.
 */
export function writeWorkbook(rows: ExportCell[][], sheetName: string): Uint8Array<ArrayBuffer> {
  const safeRows = rows.map((row) => row.map(neutraliseCell));
  const sheet = utils.aoa_to_sheet(safeRows);
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, sheet, safeSheetName(sheetName));
  const output: unknown = write(workbook, { type: 'array', bookType: 'xlsx', compression: true });
  if (!(output instanceof ArrayBuffer)) throw new Error('SheetJS no devolvió un ArrayBuffer');
  return new Uint8Array(output);
}
