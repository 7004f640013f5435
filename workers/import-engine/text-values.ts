import type { DecimalMark } from '../../contract/amount-text';
import type { DateTextStyle } from '../../contract/date-text';
import type { ColumnMap } from './columns';
import type { MappedRow } from './map';
import { AMOUNT_KEYS, DATE_KEYS } from './messages';
import type { InvoiceFieldKey } from '../../contract/invoice-fields';

/**
 * A column whose dates or amounts were written as text and read as such: the review says so once
 * for the column, how they were read, and with the column's first one as the example.
 */
export interface TextValuesColumn {
  readonly key: InvoiceFieldKey;
  /** The column of the file, 0 being A. */
  readonly column: number | null;
  readonly count: number;
  /** For dates: each way of writing them that the column used, in the order met. */
  readonly styles: readonly DateTextStyle[];
  /** For amounts: the decimal mark the column's texts show, when they show one. */
  readonly mark?: DecimalMark;
  /** The first text read, and what it was read as (an ISO day, or an amount). */
  readonly example: { readonly text: string; readonly read: string | number };
}

/** The columns whose values came as text, with how each was read. */
export function textColumns(
  rows: readonly MappedRow[],
  map: ColumnMap,
  marks: Partial<Record<InvoiceFieldKey, DecimalMark>>,
): TextValuesColumn[] {
  const found = new Map<
    InvoiceFieldKey,
    { count: number; styles: DateTextStyle[]; example: TextValuesColumn['example'] }
  >();
  const add = (key: InvoiceFieldKey, text: string, read: string | number, style?: DateTextStyle) => {
    const column = found.get(key) ?? { count: 0, styles: [], example: { text, read } };
    column.count += 1;
    if (style && !column.styles.includes(style)) column.styles.push(style);
    found.set(key, column);
  };
  for (const { reads } of rows) {
    for (const key of DATE_KEYS) {
      const read = reads[key];
      if (read.kind === 'ok' && read.fromText) add(key, read.fromText.text, read.iso, read.fromText.style);
    }
    for (const key of AMOUNT_KEYS) {
      const read = reads[key];
      if (read.kind === 'ok' && read.fromText !== undefined) add(key, read.fromText, read.value);
    }
  }
  return [...found].map(([key, { count, styles, example }]) => {
    const mark = marks[key];
    return { key, column: map[key], count, styles, example, ...(mark ? { mark } : {}) };
  });
}
