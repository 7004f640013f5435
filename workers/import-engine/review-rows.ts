import type { AmountRead, DateRead } from './cell-values';
import { INVALID_DATE_TEXT } from './messages';
import type { MappedRow, RowFacts, RowReads } from './map';
import type { InvoiceDetailRow } from './types';

/**
 * What an invoice row alone cannot say about its cells: a date or amount that was empty, text,
 * or rounded to cents. Kept with each reviewed row (only where it applies), so that an edit can
 * revalidate the row exactly as the file was validated, and show what the file held.
 */
export type RowNotes = Partial<RowFacts>;

/** A row of a draft under review: the invoice and the notes on its cells. */
export interface ReviewRow {
  readonly detail: InvoiceDetailRow;
  readonly notes?: RowNotes;
}

/** Longest text kept from a cell that was not a date or an amount: enough to show it and to fix it. */
const NOTE_TEXT_LIMIT = 64;

const shortText = (text: string) => (text.length > NOTE_TEXT_LIMIT ? `${text.slice(0, NOTE_TEXT_LIMIT)}…` : text);

function dateNote(read: DateRead): DateRead | undefined {
  if (read.kind === 'ok') return undefined;
  return read.kind === 'invalid' ? { ...read, text: shortText(read.text) } : read;
}

function amountNote(read: AmountRead): AmountRead | undefined {
  if (read.kind === 'ok' && !read.rounded) return undefined;
  return read.kind === 'invalid' ? { ...read, text: shortText(read.text) } : read;
}

/** The notes a row needs, or undefined when its invoice row says everything. */
export function notesOf(facts: RowFacts): RowNotes | undefined {
  const notes: RowNotes = {};
  const invoiceDate = dateNote(facts.invoiceDate);
  const dueDate = dateNote(facts.dueDate);
  const amountNIO = amountNote(facts.amountNIO);
  const amountUSD = amountNote(facts.amountUSD);
  if (invoiceDate) notes.invoiceDate = invoiceDate;
  if (dueDate) notes.dueDate = dueDate;
  if (amountNIO) notes.amountNIO = amountNIO;
  if (amountUSD) notes.amountUSD = amountUSD;
  if (facts.outside) notes.outside = { ...facts.outside, text: shortText(facts.outside.text) };
  if (facts.currency) notes.currency = { ...facts.currency, text: shortText(facts.currency.text) };
  return Object.keys(notes).length === 0 ? undefined : notes;
}

export function reviewRowOf(mapped: MappedRow): ReviewRow {
  const notes = notesOf(mapped.facts);
  return notes ? { detail: mapped.detail, notes } : { detail: mapped.detail };
}

function dateRead(iso: string | null, formatted: string): DateRead {
  return iso === null ? { kind: 'empty', formatted: INVALID_DATE_TEXT } : { kind: 'ok', iso, formatted };
}

/** Every cell of a reviewed row as the map step read it. */
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
  };
}

/** The notes of every row that has some, by spreadsheet row number. */
export function cellNotes(rows: readonly MappedRow[]): Record<number, RowNotes> {
  const notes: Record<number, RowNotes> = {};
  for (const row of rows) {
    const rowNotes = notesOf(row.facts);
    if (rowNotes) notes[row.detail.rowNumber] = rowNotes;
  }
  return notes;
}
