import type { CellInput, CellRead } from '@workers/import-engine/index';
import { formatAmount } from '@/lib/format';
import { editMessages } from './edit-messages';
import type { InvoiceFieldKey } from '@contract/invoice-fields';

const pad = (value: number) => String(value).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year)}-${pad(month)}-${pad(day)}`;
}

/**
 * A date written as text in one of the two forms nobody reads two ways here: dd/mm/yyyy (the
 * portal's own) and yyyy-mm-dd. Anything else (two-digit years, 03-04-2026, dates that do not
 * exist) is null: a guess would put a wrong date on an invoice.
 */
export function parseDateText(text: string): string | null {
  const trimmed = text.trim();
  const dayFirst = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (dayFirst) return isoDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  const yearFirst = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (yearFirst) return isoDate(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
  return null;
}

const CURRENCY = /^(?:C\$|US\$|\$|NIO|USD)\s*|\s*(?:C\$|US\$|\$|NIO|USD)$/g;

/**
 * An amount written as text in either convention: '12,500.00' or '12.500,00'. The decimal mark
 * is the last mark when both appear, or a lone comma followed by one or two digits; groups
 * must be of three digits. '12,500' and '1.250' can be read both ways and are null.
 */
export function parseAmountText(text: string): number | null {
  let body = text.trim().replace(/\u00a0/g, ' ');
  const negative = body.startsWith('-');
  if (negative) body = body.slice(1).trim();
  body = body.replace(CURRENCY, '').trim();
  if (!/^[\d.,]+$/.test(body)) return null;
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  let whole = body;
  let fraction = '';
  let group = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    group = decimal === '.' ? ',' : '.';
    [whole = '', fraction = ''] = [body.slice(0, body.lastIndexOf(decimal)), body.slice(body.lastIndexOf(decimal) + 1)];
    if (fraction === '' || fraction.length > 2) return null;
  } else if (lastComma >= 0 || lastDot >= 0) {
    const mark = lastComma >= 0 ? ',' : '.';
    const parts = body.split(mark);
    const last = parts[parts.length - 1] ?? '';
    if (parts.length === 2 && last.length >= 1 && last.length <= 2) {
      [whole = '', fraction = ''] = parts;
    } else if (parts.length > 2) {
      group = mark;
    } else {
      return null;
    }
  }
  const groupPattern = group === '' ? /^\d+$/ : new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})+$|^\\d{1,3}$`);
  if (!groupPattern.test(whole) || !/^\d*$/.test(fraction)) return null;
  const digits = `${group === '' ? whole : whole.replaceAll(group, '')}${fraction === '' ? '' : `.${fraction}`}`;
  const value = Number(digits);
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

export type ParsedInput =
  { readonly ok: true; readonly input: CellInput } | { readonly ok: false; readonly message: string };

export type ColumnKind = 'date' | 'amount' | 'text';

export function columnKind(column: InvoiceFieldKey): ColumnKind {
  if (column === 'invoiceDate' || column === 'dueDate') return 'date';
  if (column === 'amountNIO' || column === 'amountUSD') return 'amount';
  return 'text';
}

/** A plain amount as typed in the grid: digits, an optional '.' and up to two decimals, or es-NI groups. */
function parseTypedAmount(text: string): number | null {
  const plain = /^-?\d+(?:\.\d{1,2})?$/.test(text) ? Number(text) : null;
  if (plain !== null) return plain;
  if (/^-?\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/.test(text)) return Number(text.replace(/,/g, ''));
  return parseAmountText(text);
}

/** What the debtor typed in a cell's input, checked for that column; an empty input empties the cell. */
export function parseCellInput(column: InvoiceFieldKey, typed: string): ParsedInput {
  const text = typed.trim();
  const kind = columnKind(column);
  if (kind === 'text') return { ok: true, input: text === '' ? { kind: 'empty' } : { kind: 'text', text } };
  if (text === '') return { ok: true, input: { kind: 'empty' } };
  if (kind === 'date') {
    const iso = parseDateText(text);
    return iso ? { ok: true, input: { kind: 'date', iso } } : { ok: false, message: editMessages.badDate };
  }
  if (/[.,]\d{3,}$/.test(text) && !/^-?\d{1,3}(?:,\d{3})+$/.test(text))
    return { ok: false, message: editMessages.badAmount };
  const value = parseTypedAmount(text);
  return value === null
    ? { ok: false, message: editMessages.badAmount }
    : { ok: true, input: { kind: 'amount', value } };
}

/** What a cell's input starts with: the value as the debtor would type it, or the file's text. */
export function inputText(read: CellRead): string {
  if (typeof read === 'string') return read;
  if ('formatted' in read) return read.kind === 'ok' ? read.formatted : read.kind === 'invalid' ? read.text : '';
  if (read.kind === 'invalid') return read.text;
  return read.kind === 'ok' ? read.value.toFixed(2) : '';
}

/**
 * What a cell shows (SPEC): a date that is not a date shows 'Fecha inválida'; an amount that is
 * not a number shows nothing, not C$0.00. An empty date cell shows nothing: its error says it is
 * empty, and the cell agrees.
 */
export function shownText(read: CellRead, currency: 'NIO' | 'USD'): string {
  if (typeof read === 'string') return read;
  if ('formatted' in read) return read.kind === 'empty' ? '' : read.formatted;
  return read.kind === 'ok' ? formatAmount(read.value, currency) : '';
}

/** How a cell's file value is told to the debtor beside an edited cell. */
export function originalText(read: CellRead, currency: 'NIO' | 'USD'): string {
  if (typeof read === 'string') return read === '' ? editMessages.emptyOriginal : read;
  if ('formatted' in read)
    return read.kind === 'ok' ? read.formatted : read.kind === 'invalid' ? read.text : editMessages.emptyOriginal;
  if (read.kind === 'invalid') return read.text;
  return read.kind === 'ok' ? formatAmount(read.value, currency) : editMessages.emptyOriginal;
}
