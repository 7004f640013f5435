import { utils } from 'xlsx';
import type { Range } from 'xlsx';
import { readCurrencyText } from '../../contract/amount-text';
import { sumCents, toCents } from '../../contract/money';
import { readText } from './cell-values';
import type { AmountRead } from './cell-values';
import { MIN_RECOGNISED, normaliseHeader, recognisedFields } from './columns';
import type { ColumnMatch } from './columns';
import { HEADER_SEARCH_ROWS } from './limits';
import type { MappedRow } from './map';
import { AMOUNT_KEYS, type AmountColumn } from './messages';
import { isBlankRow } from './sheet-data';
import { readsNoInvoice } from './validate';
import type { CellGrid, Row } from './sheet-data';

/** The rows that name the columns: one, or a group row over a row of names ('Importe' over 'NIO'). */
export interface HeaderRows {
  /** 0-based indices of the header's first and last rows (the same row for a header of one). */
  readonly first: number;
  readonly last: number;
  /** Each column's title: group and name together ('Importe NIO'). */
  readonly titles: readonly string[];
  /** Each column's name under its group, matched alone when the title is not known ('Identificación'). */
  readonly names: readonly string[];
  readonly score: number;
}

/** A row's cells as text, as titles are read. */
export const textsOf = (row: Row | null | undefined) => Array.from(row ?? [], (cell) => readText(cell));

/** A row's texts, a merged cell's text repeated in every column it covers. */
function spreadTexts(grid: CellGrid, merges: readonly Range[], index: number): string[] {
  const texts = textsOf(grid[index]);
  for (const { s, e } of merges) {
    if (s.r !== index) continue;
    const text = readText(grid[s.r]?.[s.c]);
    for (let column = s.c; column <= e.c; column += 1) texts[column] = text;
  }
  return texts;
}

/** Row `index` as groups over the names of the next row: only when that row is all text, as titles are. */
function pair(grid: CellGrid, merges: readonly Range[], index: number): HeaderRows | undefined {
  const below = grid[index + 1];
  if (!below || isBlankRow(below) || below.some((cell) => cell && cell.t !== 's' && cell.t !== 'z')) return undefined;
  const groups = spreadTexts(grid, merges, index);
  const names = textsOf(below);
  const width = Math.max(groups.length, names.length);
  const titles = Array.from({ length: width }, (_, column) => {
    const group = groups[column] ?? '';
    const name = names[column] ?? '';
    return name === '' || name === group ? group : group === '' ? name : `${group} ${name}`;
  });
  return { first: index, last: index + 1, titles, names, score: recognisedFields(titles, names) };
}

/**
 * The header is the row, within the sheet's first rows, that names the most known fields, or a
 * group row over a row of names when together they name more than either alone. None naming two
 * fields, or two rows naming as many, and there is no header to find: SPEC's row 1 rules.
 */
export function findHeader(grid: CellGrid, merges: readonly Range[] = []): HeaderRows | undefined {
  let best: HeaderRows | undefined;
  let tie = false;
  const end = Math.min(grid.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < end; index += 1) {
    if (isBlankRow(grid[index])) continue;
    const titles = textsOf(grid[index]);
    const one = { first: index, last: index, titles, names: titles, score: recognisedFields(titles) };
    const two = pair(grid, merges, index);
    const next = index + 1 < grid.length ? recognisedFields(textsOf(grid[index + 1])) : 0;
    const candidate = two && two.score > one.score && two.score > next ? two : one;
    if (candidate.score < MIN_RECOGNISED) continue;
    if (!best || candidate.score > best.score) [best, tie] = [candidate, false];
    // The same titles again (an export repeats its header on each printed page) are no tie.
    else if (candidate.score === best.score && candidate.titles.join('|') !== best.titles.join('|')) tie = true;
  }
  return tie ? undefined : best;
}

/**
 * One of the file's own totals rows (`fileTotalsOf`), named, with the amounts it states (null:
 * blank, or not stated as that currency's). Not compared with the import's when `unread` (SUM
 * formulas saved without their results, as exceljs writes them: no program computed them) or
 * `mixed` (one sum of córdobas and dollars together, see `statedAmounts`).
 */
export interface FileTotals {
  readonly row: number;
  readonly label: string;
  readonly amountNIO: number | null;
  readonly amountUSD: number | null;
  readonly unread?: true;
  readonly mixed?: number;
}

/** An amount a totals row may state: its column (0 is A), as read, and the cents the rows above hold there. */
interface StatedAmount {
  readonly column: number;
  readonly read: AmountRead;
  readonly above: bigint;
}

const TOTAL_LABEL = /^(gran|grand|sub)?(total|suma)/;
/** SUM, or SUBTOTAL's sum (9, 109 when hidden rows are left out), of one range: how a totals row adds a column. */
const SUM_FORMULA = /^=?(?:SUM\(|SUBTOTAL\(\s*(?:9|109)\s*,\s*)([$A-Z]+[$0-9]+:[$A-Z]+[$0-9]+)\)$/i;

/** A SUM formula down `column` over every row of the invoices above the totals row (1-based rows). */
function sumsColumn(cell: Row[number], column: number, rows: { first: number; end: number; total: number }): boolean {
  const range = SUM_FORMULA.exec(cell?.f ?? '')?.[1];
  if (range === undefined) return false;
  const { s, e } = utils.decode_range(range);
  return s.c === column && e.c === column && s.r < rows.first && e.r + 1 >= rows.end && e.r + 1 < rows.total;
}

/** A row of the sheet as the totals rows are looked for: its cells, and the row mapped. */
export interface SheetRow {
  readonly cells: Row;
  readonly mapped: MappedRow;
}

/** How a totals row's cells are read: the file's columns, an amount as its column reads it, a row with its formulas. */
interface TotalsReading {
  readonly columns: Pick<ColumnMatch, 'map' | 'currency'>;
  readonly read: (key: AmountColumn, cell: Row[number]) => AmountRead;
  readonly formulas: (row: SheetRow) => Row;
}

/** The currency a totals row's label ends with ('Total C$', 'Total US$', 'Suma dólares'), if any. */
const labelCurrency = (label: string) =>
  readCurrencyText(
    label
      .trim()
      .split(/\s+/)
      .at(-1)
      ?.replace(/^[([]+|[)\]:.]+$/g, '') ?? '',
  );

/**
 * What a row may state as the file's totals, by amount column. With one amount column and a
 * currency column, a total in a currency (its currency cell's or, that cell saying none, its label's:
 * 'Total C$' over 'Total US$', one per currency) is that currency's, and one without a currency
 * under rows of one currency is theirs. Under rows of both, it adds córdobas to dollars: the sheet's
 * sum of its column, which tells the accountant no row is missing but is no amount in either
 * currency. The accountant expects it neither imported nor flagged as a bad invoice: it is named
 * as the file's total, as written (`mixed`), and not compared, since no rate turns one currency
 * into the other.
 */
function statedAmounts(
  cells: Row,
  label: string,
  above: readonly MappedRow[],
  { columns: { map, currency }, read }: TotalsReading,
): Partial<Record<AmountColumn | 'mixed', StatedAmount>> {
  const amount = (column: number, ...keys: [AmountColumn, ...AmountColumn[]]): StatedAmount => ({
    column,
    read: read(keys[0], cells[column]),
    above: sumCents(above.flatMap((row) => keys.map((key) => row.detail[key]))),
  });
  if (!currency) {
    const { amountNIO: nio, amountUSD: usd } = map;
    return {
      ...(nio === null ? {} : { amountNIO: amount(nio, 'amountNIO') }),
      ...(usd === null ? {} : { amountUSD: amount(usd, 'amountUSD') }),
    };
  }
  const code = readCurrencyText(readText(cells[currency.currency])) ?? labelCurrency(label);
  if (code === 'NIO' || code === 'USD') return { [`amount${code}`]: amount(currency.amount, `amount${code}`) };
  if (code !== null) return {};
  const held = new Set(
    above.flatMap((row) =>
      row.reads.currency ? ['other'] : AMOUNT_KEYS.filter((key) => row.reads[key].kind !== 'empty'),
    ),
  );
  const only = AMOUNT_KEYS.find((key) => held.size === 1 && held.has(key));
  return only
    ? { [only]: amount(currency.amount, only) }
    : { mixed: amount(currency.amount, 'amountNIO', 'amountUSD') };
}

const isTotalText = (text: string) => TOTAL_LABEL.test(normaliseHeader(text));

/**
 * The label of a row that says it is a total (TOTAL, Subtotal, Total general, Suma…) and has no
 * dates. A row that names a provider and an invoice number, neither of them the label, is an
 * invoice whatever else it says: 'Total Nicaragua, S.A.' is a provider's name.
 */
function totalsLabel({ cells, mapped }: SheetRow): string | undefined {
  const { invoiceDate, dueDate, providerIdentification, invoiceNumber } = mapped.reads;
  if (invoiceDate.kind === 'ok' || dueDate.kind === 'ok') return undefined;
  const identified = [providerIdentification, invoiceNumber].every((text) => text !== '' && !isTotalText(text));
  return identified ? undefined : textsOf(cells).find(isTotalText);
}

/**
 * A row that says it is the total (`totalsLabel`) and whose amounts are each blank, the exact sum
 * of the invoices (`above`), or a SUM formula over them that ends above `before` (read from
 * `formulas`, the row read again with its formulas, only when the values alone do not tell), one
 * at least stated: a totals row, not an invoice.
 */
function totalsOf(
  last: SheetRow,
  above: readonly MappedRow[],
  reading: TotalsReading,
  before: number = last.mapped.detail.rowNumber,
): FileTotals | undefined {
  const label = totalsLabel(last);
  if (label === undefined) return undefined;
  const stated = statedAmounts(last.cells, label, above, reading);
  const rows = {
    first: above[0]?.detail.rowNumber ?? 0,
    end: above.at(-1)?.detail.rowNumber ?? 0,
    total: before,
  };
  const formula = (column: number) => sumsColumn(reading.formulas(last)[column], column, rows);
  // Each amount: null when blank, 'unread' for a formula without its result, undefined when no total.
  const read = (amount: StatedAmount | undefined): number | null | 'unread' | undefined => {
    if (!amount || amount.read.kind === 'invalid') return amount ? undefined : null;
    if (amount.read.kind === 'empty') return formula(amount.column) ? 'unread' : null;
    const { value } = amount.read;
    return BigInt(toCents(value)) === amount.above || formula(amount.column) ? value : undefined;
  };
  const amounts = { amountNIO: read(stated.amountNIO), amountUSD: read(stated.amountUSD), mixed: read(stated.mixed) };
  const values = Object.values(amounts);
  if (values.includes(undefined) || values.every((value) => value === null)) return undefined;
  const number = (value: number | null | 'unread' | undefined) => (typeof value === 'number' ? value : null);
  return {
    row: last.mapped.detail.rowNumber,
    label,
    amountNIO: number(amounts.amountNIO),
    amountUSD: number(amounts.amountUSD),
    ...(values.includes('unread') ? { unread: true } : {}),
    ...(typeof amounts.mixed === 'number' ? { mixed: amounts.mixed } : {}),
  };
}

/**
 * The file's own totals rows, in order: its last row, or its last two when both say they are
 * totals, as a file that ends with one total per currency ('Total C$' over 'Total US$') or with
 * 'Subtotal' over 'Total general'. Each of two is checked against the invoices above both, never
 * against the other totals row; one of them that is no sum of the invoices stays an invoice, shown
 * with its problems, and the other is still named. When neither is, the last row alone is checked
 * against every row above it, as it was before a second totals row was looked for. A last row
 * that says nothing of a total leaves every row an invoice.
 * Lines an export signs off with under its totals ('Elaborado por', a signature's rule: no date and
 * no amount read, no word of a total) do not hide them: the totals are looked for above those lines,
 * which stay rows of their own, shown with their problem.
 */
export function fileTotalsOf(rows: readonly SheetRow[], reading: TotalsReading): FileTotals[] {
  // A row's formulas are the sheet read again: once at most, though the last row may be checked twice.
  const formulas = new Map<SheetRow, Row>();
  const formulasOf = (row: SheetRow) => formulas.get(row) ?? formulas.set(row, reading.formulas(row)).get(row) ?? [];
  const check = (row: SheetRow | undefined, above: readonly SheetRow[], before?: number) =>
    row && above.length > 0
      ? totalsOf(
          row,
          above.map(({ mapped }) => mapped),
          { ...reading, formulas: formulasOf },
          before,
        )
      : undefined;
  const saysTotal = (row: SheetRow) => totalsLabel(row) !== undefined;
  let end = rows.length;
  const signsOff = (row: SheetRow | undefined) =>
    row !== undefined && readsNoInvoice(row.mapped.reads) && !saysTotal(row);
  while (end > 0 && signsOff(rows[end - 1])) end -= 1;
  const table = rows.slice(0, end);
  const [upper, lower] = table.slice(-2);
  if (upper && lower && table.length > 2 && saysTotal(upper) && saysTotal(lower)) {
    const invoices = table.slice(0, -2);
    const before = upper.mapped.detail.rowNumber;
    const both = [check(upper, invoices, before), check(lower, invoices, before)].flatMap((found) => found ?? []);
    if (both.length > 0) return both;
  }
  const last = check(table.at(-1), table.slice(0, -1));
  return last ? [last] : [];
}
