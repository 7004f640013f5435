import {
  amountFault,
  FIRST_DATE,
  isDayInRange,
  LAST_DATE,
  MAX_AMOUNT,
  MAX_LOAD_TOTAL,
  MAX_LOAD_TOTAL_CENTS,
  MAX_TEXT,
  textCharacterFault,
  textFault,
} from '../../contract/bounds';
import { describeCharacterFault } from '../../contract/characters';
import { CURRENCY_COLUMN, INVOICE_FIELD_KEYS } from '../../contract/invoice-fields';
import { canonicalProviderId, invoiceKey } from '../../contract/invoice-key';
import { toCents } from '../../contract/money';
import { isExcelError } from './cell-values';
import type { AmountRead, DateRead } from './cell-values';
import { SPEC_COLUMNS } from './columns';
import type { ColumnMap } from './columns';
import type { MappedRow, RowReads } from './map';
import {
  AMOUNT_KEYS,
  AMOUNTS_LABEL,
  columnLetter,
  columnName,
  DATE_KEYS,
  INVOICE_COLUMNS_NAME,
  ISSUE_TEXTS,
  TEXT_KEYS,
} from './messages';
import type { AmountColumn, DateColumn, TextColumn } from './messages';
import type { InvoiceDetailRow, RowIssue } from './types';
import type { InvoiceFieldKey } from '../../contract/invoice-fields';

/** A problem of a row, in a field's column or in another one the file holds (its currency column), by name. */
type Report = (
  column: InvoiceFieldKey | { readonly named: string },
  message: string,
  severity?: RowIssue['severity'],
) => void;

function checkDate(column: DateColumn, read: DateRead, report: Report): void {
  if (read.kind === 'empty') report(column, ISSUE_TEXTS.dateEmpty(column));
  if (read.kind === 'invalid')
    report(
      column,
      read.ambiguous
        ? ISSUE_TEXTS.dateAmbiguous(column, read.text, read.ambiguous.dayFirst, read.ambiguous.monthFirst)
        : ISSUE_TEXTS.dateInvalid(column, read.text),
    );
  if (read.kind === 'ok' && !isDayInRange(read.iso)) {
    report(column, ISSUE_TEXTS.dateOutOfRange(column, read.formatted, FIRST_DATE.slice(0, 4), LAST_DATE.slice(0, 4)));
  }
}

/**
 * The bounds every party applies to a text (contract/bounds.ts). A missing identification or
 * invoice number has its own message; one that holds only invisible characters is named by them.
 * A formula's error ('#N/A') is said as such: '#N/A' would pass as an invoice number.
 */
function checkText(column: TextColumn, text: string, report: Report): void {
  if (isExcelError(text)) {
    report(column, ISSUE_TEXTS.textExcelError(column, text));
    return;
  }
  const fault = textFault(column, text);
  if (fault === 'tooLong') report(column, ISSUE_TEXTS.textTooLong(column, text.length, MAX_TEXT[column]));
  if (fault === 'lineBreak') report(column, ISSUE_TEXTS.textLineBreak(column));
  if (fault === 'control') report(column, ISSUE_TEXTS.textControl(column));
  if (fault === 'brokenCharacter') report(column, ISSUE_TEXTS.textBroken(column));
  if (fault === 'character' || (fault === 'blank' && text !== '')) {
    const character = textCharacterFault(column, text);
    if (character) report(column, ISSUE_TEXTS.textCharacter(column, describeCharacterFault(character)));
  }
}

/** An amount that is not a number: why, when the text says it (two readings, another currency). */
function amountProblem(column: AmountColumn, read: AmountRead & { kind: 'invalid' }): string {
  const { problem, text } = read;
  if (!problem) return ISSUE_TEXTS.amountInvalid(column, text);
  if ('ambiguous' in problem) {
    return ISSUE_TEXTS.amountAmbiguous(column, text, problem.ambiguous.thousands, problem.ambiguous.decimal);
  }
  return problem.currency === 'NIO' || problem.currency === 'USD'
    ? ISSUE_TEXTS.amountInOtherCurrency(column, text)
    : ISSUE_TEXTS.currencyNotAccepted(problem.currency);
}

function checkAmount(column: AmountColumn, read: AmountRead, report: Report): void {
  if (read.kind === 'invalid') report(column, amountProblem(column, read));
  if (read.kind !== 'ok') return;
  const fault = amountFault(read.value);
  if (fault === 'negative') report(column, ISSUE_TEXTS.amountNegative(column, read.value));
  // A number so large that its cents are not finite is past the maximum too.
  else if (fault === 'tooLarge' || fault === 'notFinite')
    report(column, ISSUE_TEXTS.amountTooLarge(column, MAX_AMOUNT));
  else if (read.rounded) report(column, ISSUE_TEXTS.amountRounded(column, read.value), 'warning');
}

/** A text read as '', a date or an amount read from an empty cell. */
const empty = (read: RowReads[InvoiceFieldKey]) => (typeof read === 'string' ? read === '' : read.kind === 'empty');

/**
 * The one problem of a row that holds no invoice at all, said instead of one per empty field: a
 * line under the file's totals with no date and no amount, or a row with nothing in A–H (where its
 * values are).
 */
function wholeRowProblem(reads: RowReads): string | undefined {
  if (reads.belowTotals !== undefined && readsNoInvoice(reads)) return ISSUE_TEXTS.belowTotals(reads.belowTotals);
  if (reads.outside && INVOICE_FIELD_KEYS.every((key) => empty(reads[key]))) {
    return ISSUE_TEXTS.onlyOutside(reads.outside.columns, reads.outside.text);
  }
  return undefined;
}

function checkRow({ detail, reads }: MappedRow, report: Report): void {
  if (detail.providerIdentification === '')
    report('providerIdentification', ISSUE_TEXTS.missing('providerIdentification'));
  if (detail.providerName === '') report('providerName', ISSUE_TEXTS.missing('providerName'), 'warning');
  for (const column of TEXT_KEYS) checkText(column, reads[column], report);
  for (const column of DATE_KEYS) checkDate(column, reads[column], report);
  const { invoiceDate, dueDate } = reads;
  if (invoiceDate.kind === 'ok' && dueDate.kind === 'ok' && dueDate.iso < invoiceDate.iso)
    report('dueDate', ISSUE_TEXTS.dueBeforeInvoice(dueDate.formatted, invoiceDate.formatted));
  if (detail.invoiceNumber === '') report('invoiceNumber', ISSUE_TEXTS.missing('invoiceNumber'));
  for (const column of AMOUNT_KEYS) checkAmount(column, reads[column], report);
  if (reads.currency) {
    const { text, column } = reads.currency;
    const name = `${CURRENCY_COLUMN.label} (${columnLetter(column)})`;
    report({ named: name }, text === '' ? ISSUE_TEXTS.currencyMissing() : ISSUE_TEXTS.currencyNotAccepted(text));
  } else if (reads.amountNIO.kind !== 'invalid' && reads.amountUSD.kind !== 'invalid') {
    if (detail.amountNIO === 0 && detail.amountUSD === 0) report('amountNIO', ISSUE_TEXTS.amountsZero());
  }
  // Only an edit can put an amount in the other currency (the file's goes to the currency it names):
  // a dollar invoice retyped in córdobas is sent only once the debtor has seen this.
  if (reads.statedCurrency) {
    const other = reads.statedCurrency === 'USD' ? 'amountNIO' : 'amountUSD';
    if (detail[other] > 0) report(other, ISSUE_TEXTS.amountAgainstStatedCurrency(reads.statedCurrency), 'warning');
  }
}

/** No date and no amount read: whatever its texts say, the row holds no invoice. */
export const readsNoInvoice = (reads: RowReads): boolean =>
  [reads.invoiceDate, reads.dueDate, reads.amountNIO, reads.amountUSD].every((read) => read.kind !== 'ok');

/** The fields an invoice cannot be sent without; the amounts stand for both currencies together. */
const REQUIRED = ['providerIdentification', 'invoiceDate', 'dueDate', 'invoiceNumber', 'amountNIO'] as const;

/** The row has no value for the field (for an amount: for neither currency, as REQUIRED counts them). */
export function lacksField(key: InvoiceFieldKey, detail: InvoiceDetailRow): boolean {
  if (key === 'amountNIO' || key === 'amountUSD') return detail.amountNIO === 0 && detail.amountUSD === 0;
  const value = detail[key];
  return value === '' || value === null || value === undefined;
}

/**
 * A row that lacks a value an invoice cannot be sent without. Its 'empty' message may have been
 * said once for the whole file (the column is missing), so its own issues do not show it: the
 * review's totals ask this too, and never count it.
 */
export const lacksRequired = (detail: InvoiceDetailRow): boolean => REQUIRED.some((key) => lacksField(key, detail));

/** What the rows before this one hold: their invoices and providers by key, and exact totals. */
interface Ledger {
  readonly invoices: Map<string, number>;
  /** Each provider's first row, and the name it had there. */
  readonly providers: Map<string, { row: number; name: string }>;
  readonly totals: { NIO: bigint; USD: bigint };
}

/** The same provider under two names, and the same invoice twice, compared by their keys. */
function checkIdentity(detail: MappedRow['detail'], ledger: Ledger, report: Report): void {
  const providerId = detail.providerIdentification;
  if (providerId === '') return;
  const providerKey = canonicalProviderId(providerId);
  const provider = ledger.providers.get(providerKey);
  if (!provider) ledger.providers.set(providerKey, { row: detail.rowNumber, name: detail.providerName });
  else if (detail.providerName !== '' && provider.name !== '' && provider.name !== detail.providerName) {
    report('providerName', ISSUE_TEXTS.providerRenamed(providerId, provider.row, provider.name), 'warning');
  }
  if (detail.invoiceNumber === '') return;
  const key = invoiceKey(detail);
  const firstRow = ledger.invoices.get(key);
  if (firstRow === undefined) ledger.invoices.set(key, detail.rowNumber);
  else report('invoiceNumber', ISSUE_TEXTS.duplicateInvoice(detail.invoiceNumber, providerId, firstRow));
}

/**
 * Adds a row without errors to the exact totals, unless it would take one past what a load may
 * hold: then the row says so and stays out, so the review's totals (the rows without errors)
 * always fit in one load and are exact as numbers.
 */
function addToTotals(detail: MappedRow['detail'], ledger: Ledger, report: Report): void {
  const cents = { NIO: BigInt(toCents(detail.amountNIO)), USD: BigInt(toCents(detail.amountUSD)) };
  const over = (['NIO', 'USD'] as const).filter(
    (currency) => ledger.totals[currency] + cents[currency] > MAX_LOAD_TOTAL_CENTS,
  );
  for (const currency of over) report(`amount${currency}`, ISSUE_TEXTS.loadTotalTooLarge(currency, MAX_LOAD_TOTAL));
  if (over.length > 0) return;
  ledger.totals.NIO += cents.NIO;
  ledger.totals.USD += cents.USD;
}

/**
 * DESIGN decision 12: every problem of every row, at once, in row order, each naming the column
 * the file holds it in. Errors block submission; warnings (missing provider name, rounding to
 * cents, a provider written with two names) only inform. An invoice of zero in both currencies
 * is an error: there is nothing to finance.
 */
export function validateRows(rows: readonly MappedRow[], columns: ColumnMap = SPEC_COLUMNS): RowIssue[] {
  const issues: RowIssue[] = [];
  const ledger: Ledger = { invoices: new Map(), providers: new Map(), totals: { NIO: 0n, USD: 0n } };
  // A required field with no column: one message for the file, not an 'empty' on every row.
  const absent = REQUIRED.filter((key) => columns[key] === null && (key !== 'amountNIO' || columns.amountUSD === null));
  const lacking = new Map<InvoiceFieldKey, number>();
  for (const mapped of rows) {
    const { detail } = mapped;
    const rowIssues: RowIssue[] = [];
    const empty: InvoiceFieldKey[] = absent.filter((key) => lacksField(key, detail));
    for (const key of empty) lacking.set(key, (lacking.get(key) ?? 0) + 1);
    const report: Report = (column, message, severity = 'error') => {
      const name = typeof column === 'string' ? columnName(column, columns[column]) : column.named;
      if (typeof column === 'string' && empty.includes(column)) return;
      rowIssues.push({ row: detail.rowNumber, column: name, message, severity });
    };
    const whole = wholeRowProblem(mapped.reads);
    if (whole !== undefined) {
      issues.push({ row: detail.rowNumber, column: INVOICE_COLUMNS_NAME, message: whole, severity: 'error' });
      continue;
    }
    checkRow(mapped, report);
    checkIdentity(detail, ledger, report);
    if (!rowIssues.some((issue) => issue.severity === 'error')) addToTotals(detail, ledger, report);
    issues.push(...rowIssues);
  }
  const missing = [...lacking].map(([key, count]): RowIssue => {
    const label = key === 'amountNIO' ? AMOUNTS_LABEL : columnName(key, null);
    return { row: 0, column: label, message: ISSUE_TEXTS.missingColumn(label, count), severity: 'error', field: key };
  });
  return [...missing, ...issues];
}
