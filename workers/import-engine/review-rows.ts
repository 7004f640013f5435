import { INVOICE_FIELDS, type InvoiceFieldKeyOf } from '../../contract/invoice-fields';
import type { AmountRead, DateRead } from './cell-values';
import { INVALID_DATE_TEXT } from './messages';
import type { MappedRow, RowReads } from './map';
import type { InvoiceDetailRow } from './types';

/**
 * What an invoice row alone cannot say about its cells: a date or amount that was empty, text,
 * or rounded to cents. Kept with each reviewed row (only where it applies), so that an edit can
 * revalidate the row exactly as the file was validated, and show what the file held.
 */
export type RowNotes = Partial<Omit<RowReads, InvoiceFieldKeyOf<'text'>>>;

/** A row of a draft under review: the invoice and the notes on its cells. */
export interface ReviewRow {
  readonly detail: InvoiceDetailRow;
  readonly notes?: RowNotes;
}

/** Longest text kept from a cell that was not a date or an amount: enough to show it and to fix it. */
const NOTE_TEXT_LIMIT = 64;

const shortText = (text: string) => (text.length > NOTE_TEXT_LIMIT ? `${text.slice(0, NOTE_TEXT_LIMIT)}…` : text);

/** A date or amount's note: none when it was read as it should be, a cell's long text shortened. */
function noteOf(read: DateRead | AmountRead): DateRead | AmountRead | undefined {
  if (read.kind === 'ok' && !('rounded' in read && read.rounded)) return undefined;
  return read.kind === 'invalid' ? { ...read, text: shortText(read.text) } : read;
}

/** The notes a row needs, or undefined when its invoice row says everything. */
function notesOf(reads: RowReads): RowNotes | undefined {
  const notes = INVOICE_FIELDS.flatMap((field): [string, unknown][] => {
    const note = field.kind === 'text' ? undefined : noteOf(reads[field.key]);
    return note ? [[field.key, note]] : [];
  });
  if (reads.outside) notes.push(['outside', { ...reads.outside, text: shortText(reads.outside.text) }]);
  if (reads.currency) notes.push(['currency', { ...reads.currency, text: shortText(reads.currency.text) }]);
  if (reads.statedCurrency) notes.push(['statedCurrency', reads.statedCurrency]);
  if (reads.belowTotals !== undefined) notes.push(['belowTotals', reads.belowTotals]);
  return notes.length === 0 ? undefined : Object.fromEntries(notes);
}

export function reviewRowOf(mapped: MappedRow): ReviewRow {
  const notes = notesOf(mapped.reads);
  return notes ? { detail: mapped.detail, notes } : { detail: mapped.detail };
}

function dateRead(iso: string | null, formatted: string): DateRead {
  return iso === null ? { kind: 'empty', formatted: INVALID_DATE_TEXT } : { kind: 'ok', iso, formatted };
}

/**
 * Every cell of a reviewed row as the map step read it. Written field by field: it runs for every
 * row on each edit, and a new field is one the compiler then asks for here.
 */
export function readsOf({ detail, notes = {} }: ReviewRow): RowReads {
  return {
    providerIdentification: detail.providerIdentification,
    providerName: detail.providerName,
    invoiceDate: notes.invoiceDate ?? dateRead(detail.invoiceDate, detail.invoiceDateFormatted),
    dueDate: notes.dueDate ?? dateRead(detail.dueDate, detail.dueDateFormatted),
    invoiceNumber: detail.invoiceNumber,
    amountNIO: notes.amountNIO ?? { kind: 'ok', value: detail.amountNIO, rounded: false },
    amountUSD: notes.amountUSD ?? { kind: 'ok', value: detail.amountUSD, rounded: false },
    observations: detail.observations ?? '',
    ...(notes.outside ? { outside: notes.outside } : {}),
    ...(notes.currency ? { currency: notes.currency } : {}),
    ...(notes.statedCurrency ? { statedCurrency: notes.statedCurrency } : {}),
    ...(notes.belowTotals !== undefined ? { belowTotals: notes.belowTotals } : {}),
  };
}

/** The notes of every row that has some, by spreadsheet row number. */
export function cellNotes(rows: readonly MappedRow[]): Record<number, RowNotes> {
  const notes: Record<number, RowNotes> = {};
  for (const row of rows) {
    const rowNotes = notesOf(row.reads);
    if (rowNotes) notes[row.detail.rowNumber] = rowNotes;
  }
  return notes;
}
