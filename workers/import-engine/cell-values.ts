import type { CellObject } from 'xlsx';
import { EXCEL_1904_SHIFT, excelSerialToIso, formatDate } from '../../contract/dates';
import { hasSubCentPart, roundToCents } from '../../contract/money';
import { INVALID_DATE_TEXT } from './messages';
import { isBlankCell } from './sheet-data';

type Cell = CellObject | null | undefined;

const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const ZEROS_FORMAT = /^0+$/;

function integerText(value: number, format: unknown): string {
  const digits = BigInt(value).toString();
  // A number formatted '00000' shows its leading zeros in Excel: keep them.
  if (typeof format === 'string' && ZEROS_FORMAT.test(format) && value >= 0) {
    return digits.padStart(format.length, '0');
  }
  return digits;
}

/** The cell's text, exactly: text cells as written (leading zeros kept), integers plainly. */
export function readText(cell: Cell): string {
  if (!cell || isBlankCell(cell)) return '';
  const { v: value } = cell;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return Number.isInteger(value) ? integerText(value, cell.z) : String(value);
  }
  if (typeof value === 'boolean') return value ? 'VERDADERO' : 'FALSO';
  return '';
}

export type DateRead =
  | { kind: 'ok'; iso: string; formatted: string }
  | { kind: 'empty'; formatted: string }
  | { kind: 'invalid'; text: string; formatted: string };

/**
 * SPEC: a date is a spreadsheet serial; 25569 is the serial of 1970-01-01, and the result is a
 * UTC date shown dd/mm/yyyy. Anything that is not a number is 'Fecha inválida'.
 */
export function readDate(cell: Cell, date1904: boolean): DateRead {
  if (!cell || isBlankCell(cell)) return { kind: 'empty', formatted: INVALID_DATE_TEXT };
  const raw = cell.v;
  const iso =
    typeof raw === 'number' && cell.t === 'n' ? excelSerialToIso(raw + (date1904 ? EXCEL_1904_SHIFT : 0)) : null;
  if (iso === null) {
    const text = cell.t === 'e' ? (cell.w ?? '#ERROR') : readText(cell);
    return { kind: 'invalid', text, formatted: INVALID_DATE_TEXT };
  }
  return { kind: 'ok', iso, formatted: formatDate(iso) };
}

export type AmountRead =
  | { kind: 'ok'; value: number; rounded: boolean }
  | { kind: 'empty'; value: 0 }
  | { kind: 'invalid'; value: 0; text: string };

/**
 * An amount: a number cell, or text that is a plain decimal number ('1500.50'); an empty cell
 * is 0. Values are rounded to cents, and said to be rounded only when a real part below the cent
 * was lost (not for floating point's noise, 8001.4000000001); anything else is invalid
 * (reported, kept as 0).
 */
export function readAmount(cell: Cell): AmountRead {
  if (!cell || isBlankCell(cell)) return { kind: 'empty', value: 0 };
  const raw = cell.v;
  let value = Number.NaN;
  if (cell.t === 'n' && typeof raw === 'number') value = raw;
  else if (cell.t === 's' && typeof raw === 'string' && PLAIN_NUMBER.test(raw.trim())) {
    value = Number(raw.trim());
  }
  if (!Number.isFinite(value)) {
    const text = cell.t === 'e' ? (cell.w ?? '#ERROR') : readText(cell);
    return { kind: 'invalid', value: 0, text };
  }
  const rounded = roundToCents(value);
  return { kind: 'ok', value: rounded === 0 ? 0 : rounded, rounded: hasSubCentPart(value) };
}
