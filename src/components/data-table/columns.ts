import type { ReactNode } from 'react';
import { formatDate } from '@contract/dates';
import { formatAmount } from '@/lib/format';
import { compareDates, compareNumbers, compareText, type Comparator } from './compare';

/**
 * What a column holds decides how it sorts, aligns, searches and exports:
 * - text: Spanish collation, left-aligned;
 * - number: by value, right-aligned in tabular figures;
 * - amount: a money amount in the row's currency (2 decimals), right-aligned, exported as a number;
 * - date: an ISO date, shown as dd/mm/yyyy (UTC) and exported as a date cell, sorted by day.
 */
export type ColumnKind = 'text' | 'number' | 'amount' | 'date';

export type CellValue = string | number | null;

export type ColumnPriority = 1 | 2 | 3;

export interface DataColumn<Row> {
  /** Stable id: the sort key and the React key. */
  readonly id: string;
  /** Column heading, also the header cell of the Excel export. */
  readonly header: string;
  readonly kind: ColumnKind;
  /** The raw value: what sorting, searching and the export read. */
  readonly value: (row: Row) => CellValue;
  /** What sorting reads instead of `value`, when the order a reader needs is not the value's own. */
  readonly sortValue?: (row: Row) => CellValue;
  /** Amount columns: the currency of each row, or one for the whole column (default NIO). */
  readonly currency?: string | ((row: Row) => string);
  /** Custom content (links, badges); by default the value formatted by its kind. */
  readonly cell?: (row: Row) => ReactNode;
  /** Long text (names, reasons): cut at two lines, the whole text in its title and for screen readers. */
  readonly wrap?: boolean;
  /**
   * Which columns give way when the table is wider than its space (a tablet): 1, the default, never
   * folds (the identifying column, amounts, status); 3 folds first, then 2, each from the right.
   * A folded column's values move to the row's expandable detail.
   */
  readonly priority?: ColumnPriority;
  /**
   * Number columns: the totals footer adds it up too (a count, such as invoices). Amount columns are
   * always added up, by currency; a count belongs to no currency, so the export's totals leave it out.
   */
  readonly total?: boolean;
  /** Default true. */
  readonly sortable?: boolean;
  /** Default true. False leaves the column out of the Excel export. */
  readonly exportable?: boolean;
  /** Only in the Excel export (and the search), e.g. a currency the amounts already show. */
  readonly exportOnly?: boolean;
  /** Never a column of the table: always in the row's expandable detail (a long list, a note). */
  readonly detailOnly?: boolean;
}

export const isNumeric = (kind: ColumnKind): boolean => kind === 'number' || kind === 'amount';

/** Class names of a column's cells. */
export function cellClass<Row>(column: DataColumn<Row>): string {
  if (isNumeric(column.kind)) return 'data-table__cell data-table__cell--numeric';
  return column.wrap ? 'data-table__cell data-table__cell--wrap' : 'data-table__cell';
}

/** The ids of the columns that may fold, in the order they fold: priority 3 from the right, then 2. */
export function foldOrder<Row>(columns: readonly DataColumn<Row>[]): string[] {
  const fromRight = [...columns].reverse();
  return [3, 2].flatMap((priority) =>
    fromRight.filter((column) => (column.priority ?? 1) === priority).map((column) => column.id),
  );
}

export function comparatorOf(kind: ColumnKind): Comparator {
  if (isNumeric(kind)) return compareNumbers;
  if (kind === 'date') return compareDates;
  return compareText;
}

export function currencyOf<Row>(column: DataColumn<Row>, row: Row): string | undefined {
  return typeof column.currency === 'function' ? column.currency(row) : column.currency;
}

/** The text a cell shows by default (also what the search box matches). */
export function displayText<Row>(column: DataColumn<Row>, row: Row): string {
  const value = column.value(row);
  if (value === null) return '';
  switch (column.kind) {
    case 'amount':
      return formatAmount(value, currencyOf(column, row));
    case 'date':
      return formatDate(value);
    case 'number':
      return typeof value === 'number' ? String(value) : value;
    case 'text':
      return String(value);
  }
}

const foldCase = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');

/** Search without case or accents over every column's shown text ('alamos' finds 'Álamos'). */
export function rowMatches<Row>(columns: readonly DataColumn<Row>[], row: Row, query: string): boolean {
  const wanted = foldCase(query.trim());
  if (wanted === '') return true;
  return columns.some(
    (column) =>
      foldCase(displayText(column, row)).includes(wanted) || foldCase(String(column.value(row) ?? '')).includes(wanted),
  );
}
