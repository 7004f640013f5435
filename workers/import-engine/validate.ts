import { invoiceKey } from '../../src/api/invoice-key';
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
}

function checkAmount(column: 'amountNIO' | 'amountUSD', read: AmountRead, report: Report): void {
  if (read.kind === 'invalid') report(column, ISSUE_TEXTS.amountInvalid(column, read.text));
  if (read.kind !== 'ok') return;
  if (read.value < 0) report(column, ISSUE_TEXTS.amountNegative(column, read.value));
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
