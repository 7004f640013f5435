import { importMessages } from './messages';

const t = importMessages.nothingToImport;

/** What the engine read of a workbook that it accepted. */
export interface ReadWorkbook {
  readonly summary: { readonly totalInvoices: number };
  readonly sheetNames: readonly string[];
  readonly sheet?: { readonly tableSheet?: string | undefined };
}

/** Why nothing was saved: the message and, under it, what the debtor can do. */
export interface NothingToImport {
  readonly message: string;
  readonly hint: string;
  /** The later sheet that holds the invoice table, offered to be read instead. */
  readonly sheet?: string;
}

/**
 * A workbook without a single invoice on its first sheet is not saved as a draft: there is nothing
 * to review or send. The debtor is told which sheet was read, and which were not, since a common
 * cause is invoices on another sheet (behind an instructions sheet, for example): when the engine
 * found that sheet's table, it is offered, to be read in one click.
 */
export function nothingToImport(workbook: ReadWorkbook): NothingToImport | null {
  if (workbook.summary.totalInvoices > 0) return null;
  const [firstSheet = '', ...otherSheets] = workbook.sheetNames;
  const table = workbook.sheet?.tableSheet;
  if (table) return { message: t.noTable(firstSheet), hint: t.tableIn(table), sheet: table };
  return {
    message: t.message(firstSheet),
    hint: otherSheets.length > 0 ? t.otherSheets(otherSheets) : t.onlySheet,
  };
}
