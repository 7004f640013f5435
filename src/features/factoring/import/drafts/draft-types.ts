import type {
  ColumnMatch,
  InvoiceDetailRow,
  ProviderSummary,
  ReviewRow,
  RowIssue,
  RowNotes,
  SheetRead,
} from '@workers/import-engine/index';
import type { EditLog } from '@/features/factoring/import/edits/edit-log';

export type { InvoiceDetailRow, ProviderSummary, RowIssue } from '@workers/import-engine/index';

/** Where a draft is on its way to the server (labels in draft-status.ts). */
export type DraftStatus = 'saved' | 'queued' | 'sending' | 'sent' | 'failed';

export interface DraftSummary {
  readonly totalInvoices: number;
  readonly totalAmountNIO: number;
  readonly totalAmountUSD: number;
  readonly summaryByProvider: readonly ProviderSummary[];
  /** Rows with errors, left out of the totals above (absent on drafts stored before it existed). */
  readonly excludedRows?: number;
}

/**
 * A parsed import kept on this device until LoadInvoices has succeeded, so a lost connection or
 * a closed tab never loses the debtor's work.
 */
export interface Draft {
  readonly id: string;
  readonly userId: number;
  readonly fileName: string;
  readonly fileSize: number;
  readonly rows: readonly InvoiceDetailRow[];
  readonly summary: DraftSummary;
  readonly issues: readonly RowIssue[];
  readonly createdAt: number;
  /** Made once when the draft is created; every attempt sends the same key. */
  readonly idempotencyKey: string;
  readonly status: DraftStatus;
  /** Spanish text of the last failure, shown next to the status. */
  readonly lastError: string | null;
  readonly updatedAt: number;
  /** Failed attempts since the last success or manual retry (schema v2). */
  readonly attempts: number;
  /** When a queued draft is next tried automatically (schema v2). */
  readonly nextAttemptAt: number | null;
  /**
   * The rows the server refused at the last attempt (invoices it already holds in another load).
   * Kept apart from the file's own issues: those never change, these last until the next attempt.
   * Absent on drafts stored before it existed.
   */
  readonly refusedRows?: readonly RowIssue[];
  /** SHA-256 of the rows, to offer an existing draft when the same content is imported again. */
  readonly contentHash?: string;
  /** What the rows alone cannot say about their cells (text dates, text amounts…), by row number. */
  readonly cellNotes?: Readonly<Record<number, RowNotes>>;
  /** The file's row 1, taken as the header although it reads like an invoice. */
  readonly headerRow?: ReviewRow;
  /** The debtor's edits in the review grid, for undo and redo; `rows` already holds their result. */
  readonly editLog?: EditLog;
  /** Which column of the file each field was read from, and why (absent on older drafts: SPEC's). */
  readonly columns?: ColumnMatch;
  /** The sheet the import read (absent on older drafts). */
  readonly sheet?: SheetRead;
}

/** A draft after an edit: its rows, what they say and the history that made them. */
export type DraftRevision = Pick<Draft, 'rows' | 'issues' | 'summary'> & {
  readonly cellNotes: Readonly<Record<number, RowNotes>>;
  readonly editLog: EditLog;
};

/**
 * A draft without its invoice rows: what lists and schedules need. Reading a 10 MB import's rows
 * costs the page tens of milliseconds of decoding and garbage collection, so
 * only the screens that show or send the rows read them.
 */
export type DraftHead = Omit<Draft, 'rows'>;

/**
 * Which invoices a draft carries, by their identity key (`contract/invoice-key.ts`): all that the
 * warning on an invoice another unsent draft also carries needs, without holding its rows.
 */
export interface DraftInvoiceKeys extends Pick<Draft, 'id' | 'fileName' | 'createdAt'> {
  readonly keys: ReadonlySet<string>;
}

/** What is left of a draft once the server has its load: no invoice rows, only the receipt. */
export interface SentImport {
  readonly draftId: string;
  readonly userId: number;
  readonly fileName: string;
  readonly totalInvoices: number;
  readonly idempotencyKey: string;
  readonly loadId: number;
  readonly createdAt: number;
  readonly sentAt: number;
  /** What the receipt shows; absent on receipts stored before it did. */
  readonly totalAmountNIO?: number;
  readonly totalAmountUSD?: number;
  readonly providerCount?: number;
}

export type NewDraft = Pick<
  Draft,
  | 'userId'
  | 'fileName'
  | 'fileSize'
  | 'rows'
  | 'summary'
  | 'issues'
  | 'contentHash'
  | 'cellNotes'
  | 'headerRow'
  | 'columns'
  | 'sheet'
>;

/** A draft can be edited while it rests on the device; once queued or sending, its content is on its way. */
export const editableStatuses: readonly DraftStatus[] = ['saved', 'failed'];
