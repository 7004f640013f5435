/**
 * Public types of the import engine. `InvoiceDetailRow` is the contract's `invoiceRow`
 * (contract/schemas.ts) plus `rowNumber`, with one widening: a date that cannot be read is
 * `null` (never a made-up ISO date), so such a row can never pass the contract by accident.
 * The UI blocks submission while errors exist and strips `rowNumber` before sending.
 */

import type { InvoiceFieldKey, InvoiceFieldKeyOf } from '../../contract/invoice-fields';
import type { ProviderTotals } from '../../contract/provider-totals';
import type { InvoiceRow } from '../../contract/schemas';
import type { ColumnChoice, ColumnMatch } from './columns';
import type { ImportErrorMessage, ImportHint } from './messages';
import type { ReviewRow, RowNotes } from './review-rows';
import type { FileTotals } from './structure';

export interface InvoiceFile {
  name: string;
  bytes: Uint8Array;
}

export interface ParseOptions {
  /** The sheet to read, by name, when the debtor chose one (SPEC reads the first). */
  sheet?: string;
  /** Called with fractions from 0 to 1, never decreasing, at most once per whole percent. */
  onProgress?: (fraction: number) => unknown;
  /** The debtor's earlier choices of columns, by the signature of the headers they were made for. */
  remembered?: Readonly<Record<string, ColumnChoice>>;
}

/** The sheet the import read, as the review names it. */
export interface SheetRead {
  readonly name: string;
  /** Hidden in Excel: the debtor may not know it is there. */
  readonly hidden: boolean;
  /** How many other sheets the workbook has (SPEC reads only the first). */
  readonly others: number;
  /**
   * Where the header was found, when not simply the first row (1-based rows): its first and last
   * row (two for a group row over names), and how many rows with values above it, a title, were
   * not imported.
   */
  readonly header?: { readonly first: number; readonly last: number; readonly titleRows: number };
  /**
   * The file's own totals rows, in order (one, or two: one per currency, or a subtotal over a
   * total), not imported: shown beside the import's totals. Never empty when present. Drafts
   * stored before a file could have two held one row alone: schema 4 of the drafts turns it into
   * a list of one (src/features/factoring/import/drafts/draft-database.ts).
   */
  readonly totals?: readonly FileTotals[];
  /**
   * Rows under the header (1-based) that hold only formulas saved without their results: no value
   * can be read from them, so they are named, not imported. Never empty when present.
   */
  readonly formulaRows?: readonly number[];
  /** The sheet read holds no invoice table and this later one does: offered to the debtor, never read unasked. */
  readonly tableSheet?: string;
}

/** A field the engine reads as a day: ISO yyyy-mm-dd, or null when the cell is not one. */
type DayKey = InvoiceFieldKeyOf<'date'>;

export type InvoiceDetailRow = Omit<InvoiceRow, DayKey> & {
  /** Spreadsheet row number (1-based; the header is usually row 1). */
  rowNumber: number;
} & { [Key in DayKey]: string | null };

/** A provider's invoices and totals in the file, as every party sums them (contract/provider-totals.ts). */
export type ProviderSummary = ProviderTotals;

export interface ImportSummary {
  totalInvoices: number;
  summaryByProvider: ProviderSummary[];
  invoiceDetails: InvoiceDetailRow[];
}

/** Totals a debtor can trust: only rows without errors count, and the rest are counted apart. */
export interface ReviewTotals {
  readonly totalInvoices: number;
  readonly totalAmountNIO: number;
  readonly totalAmountUSD: number;
  readonly summaryByProvider: readonly ProviderSummary[];
  /** Rows with at least one error, left out of every total above. */
  readonly excludedRows: number;
}

export interface RowIssue {
  /** Spreadsheet row number, 1-based (the header is row 1); 0 for the file as a whole (a missing column). */
  row: number;
  /** Column label and letter, e.g. 'Fecha de factura (C)'. */
  column: string;
  /** Spanish text for the debtor. */
  message: string;
  /** Errors block submission; warnings do not. */
  severity: 'error' | 'warning';
  /**
   * For a problem of the file (row 0), the required field it has no column for: each row without
   * that value shows it (`lacksField`), without one error per row in the list of problems.
   */
  field?: InvoiceFieldKey;
}

export type ImportResult =
  | {
      ok: true;
      summary: ImportSummary;
      issues: RowIssue[];
      /** The review's totals, taken where the rows are read rather than again on the page. */
      totals: ReviewTotals;
      /** Every sheet of the workbook, in order: only the first is read, the others are named to the debtor. */
      sheetNames: string[];
      /** The sheet read: its name, whether it is hidden, how many others there are. */
      sheet: SheetRead;
      /** Which column of the file each invoice field was read from, and why. */
      columns: ColumnMatch;
      /** What the rows alone cannot say about their cells (text dates, text amounts…), by row number. */
      notes: Record<number, RowNotes>;
      /** The header row, mapped, when it reads like an invoice. */
      headerRow?: ReviewRow;
    }
  /** `error` is exactly one of SPEC section 5's messages. */
  | {
      ok: false;
      error: ImportErrorMessage;
      /** A second line for the debtor, under the message. */
      hint?: ImportHint;
      /** An unexpected error (a bug, not a bad file): what the bridge logs, with its stack. */
      fault?: { name: string; message: string; stack?: string };
    };
