import {
  amountFault,
  FIRST_DATE,
  isDayInRange,
  LAST_DATE,
  MAX_AMOUNT,
  MAX_LOAD_TOTAL,
  MAX_TEXT,
  textFault,
  type BoundedText,
} from '../../src/api/bounds';
import { invoiceKey } from '../../src/api/invoice-key';
import { toCents } from '../../src/api/money';
import type { AmountRead, DateRead } from './cell-values';
import { SPEC_COLUMNS } from './columns';
import type { ColumnMap } from './columns';
import type { MappedRow } from './map';
import { columnName, INVOICE_COLUMNS_NAME, ISSUE_TEXTS } from './messages';
import type { ColumnKey } from './messages';
import type { IssueSeverity, RowIssue } from './types';

type Report = (column: ColumnKey, message: string, severity?: IssueSeverity) => void;

function checkDate(column: 'invoiceDate' | 'dueDate', read: DateRead, report: Report): void {
  if (read.kind === 'empty') report(column, ISSUE_TEXTS.dateEmpty(column));
  if (read.kind === 'invalid') report(column, ISSUE_TEXTS.dateInvalid(column, read.text));
  if (read.kind === 'ok' && !isDayInRange(read.iso)) {
    report(column, ISSUE_TEXTS.dateOutOfRange(column, read.formatted, FIRST_DATE.slice(0, 4), LAST_DATE.slice(0, 4)));
  }
}

/**
 * The bounds every party applies to a text (src/api/bounds.ts). A missing identification or
 * invoice number has its own message, so blank is left to those.
 */
function checkText(column: BoundedText, text: string, report: Report): void {
  const fault = textFault(column, text);
  if (fault === 'tooLong') report(column, ISSUE_TEXTS.textTooLong(column, text.length, MAX_TEXT[column]));
  if (fault === 'lineBreak') report(column, ISSUE_TEXTS.textLineBreak(column));
  if (fault === 'control') report(column, ISSUE_TEXTS.textControl(column));
  if (fault === 'brokenCharacter') report(column, ISSUE_TEXTS.textBroken(column));
}

function checkAmount(column: 'amountNIO' | 'amountUSD', read: AmountRead, report: Report): void {
  if (read.kind === 'invalid') report(column, ISSUE_TEXTS.amountInvalid(column, read.text));
  if (read.kind !== 'ok') return;
  const fault = amountFault(read.value);
  if (fault === 'negative') report(column, ISSUE_TEXTS.amountNegative(column, read.value));
  // A number so large that its cents are not finite is past the maximum too.
  else if (fault === 'tooLarge' || fault === 'notFinite')
    report(column, ISSUE_TEXTS.amountTooLarge(column, MAX_AMOUNT));
  else if (read.rounded) report(column, ISSUE_TEXTS.amountRounded(column, read.value), 'warning');
}

/** A row read from the file with nothing in A–H: its one problem is where its values are. */
function isOnlyOutside({ detail, facts }: MappedRow): boolean {
  const empty = (read: { kind: string }) => read.kind === 'empty';
  const texts = [detail.providerIdentification, detail.providerName, detail.invoiceNumber, detail.observations ?? ''];
  return (
    facts.outside !== undefined &&
    texts.every((text) => text === '') &&
    [facts.invoiceDate, facts.dueDate, facts.amountNIO, facts.amountUSD].every(empty)
  );
}

function checkRow({ detail, facts }: MappedRow, report: Report): void {
  if (detail.providerIdentification === '') {
    report('providerIdentification', ISSUE_TEXTS.missingProviderId());
  }
  if (detail.providerName === '') {
    report('providerName', ISSUE_TEXTS.missingProviderName(), 'warning');
  }
  for (const column of ['providerIdentification', 'providerName', 'invoiceNumber', 'observations'] as const) {
    checkText(column, detail[column] ?? '', report);
  }
  checkDate('invoiceDate', facts.invoiceDate, report);
  checkDate('dueDate', facts.dueDate, report);
  if (facts.invoiceDate.kind === 'ok' && facts.dueDate.kind === 'ok') {
    if (facts.dueDate.iso < facts.invoiceDate.iso) {
      report('dueDate', ISSUE_TEXTS.dueBeforeInvoice(facts.dueDate.formatted, facts.invoiceDate.formatted));
    }
  }
  if (detail.invoiceNumber === '') report('invoiceNumber', ISSUE_TEXTS.missingInvoiceNumber());
  checkAmount('amountNIO', facts.amountNIO, report);
  checkAmount('amountUSD', facts.amountUSD, report);
  if (facts.amountNIO.kind !== 'invalid' && facts.amountUSD.kind !== 'invalid') {
    if (detail.amountNIO === 0 && detail.amountUSD === 0) {
      report('amountNIO', ISSUE_TEXTS.amountsZero());
    }
  }
}

interface FirstSeen {
  row: number;
  name: string;
}

/**
 * DESIGN decision 12: every problem of every row, at once, in row order, each naming the column
 * the file holds it in. Errors block submission; warnings (missing provider name, rounding to
 * cents, a provider written with two names) only inform. An invoice of zero in both currencies
 * is an error: there is nothing to finance.
 */
export function validateRows(rows: readonly MappedRow[], columns: ColumnMap = SPEC_COLUMNS): RowIssue[] {
  const issues: RowIssue[] = [];
  // Running totals in cents: the row that takes a currency's total past what a load may hold says so.
  const totals = { NIO: 0, USD: 0 };
  const invoices = new Map<string, number>();
  const providers = new Map<string, FirstSeen>();
  for (const mapped of rows) {
    const { detail } = mapped;
    const report: Report = (column, message, severity = 'error') => {
      issues.push({ row: detail.rowNumber, column: columnName(column, columns[column]), message, severity });
    };
    if (mapped.facts.outside && isOnlyOutside(mapped)) {
      const { columns, text } = mapped.facts.outside;
      issues.push({
        row: detail.rowNumber,
        column: INVOICE_COLUMNS_NAME,
        message: ISSUE_TEXTS.onlyOutside(columns, text),
        severity: 'error',
      });
      continue;
    }
    checkRow(mapped, report);
    for (const currency of ['NIO', 'USD'] as const) {
      const before = totals[currency];
      const cents = toCents(currency === 'NIO' ? detail.amountNIO : detail.amountUSD);
      if (Number.isFinite(cents)) totals[currency] += cents;
      if (before <= MAX_LOAD_TOTAL * 100 && totals[currency] > MAX_LOAD_TOTAL * 100) {
        report(`amount${currency}`, ISSUE_TEXTS.loadTotalTooLarge(currency, MAX_LOAD_TOTAL));
      }
    }
    const providerId = detail.providerIdentification;
    if (providerId === '') continue;
    const provider = providers.get(providerId);
    if (!provider) providers.set(providerId, { row: detail.rowNumber, name: detail.providerName });
    else if (detail.providerName !== '' && provider.name !== '' && provider.name !== detail.providerName) {
      report('providerName', ISSUE_TEXTS.providerRenamed(providerId, provider.row, provider.name), 'warning');
    }
    if (detail.invoiceNumber === '') continue;
    const key = invoiceKey(detail);
    const firstRow = invoices.get(key);
    if (firstRow === undefined) invoices.set(key, detail.rowNumber);
    else {
      report('invoiceNumber', ISSUE_TEXTS.duplicateInvoice(detail.invoiceNumber, providerId, firstRow));
    }
  }
  return issues;
}
