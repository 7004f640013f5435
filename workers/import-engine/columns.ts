import { CURRENCY_COLUMN, invoiceFields, perField, INVOICE_FIELD_KEYS } from '../../contract/invoice-fields';
import type { TextValuesColumn } from './text-values';
import type { InvoiceFieldKey } from '../../contract/invoice-fields';

/** Where each invoice field is read from: a column of the sheet (0 is A), or null when none holds it. */
export type ColumnMap = Readonly<Record<InvoiceFieldKey, number | null>>;

/**
 * A debtor's choice of columns, as the column step sends it and the page remembers it. With
 * `currency`, the file has one amount column and a currency column: both amount fields name the
 * amount column, and `currency` is the column whose NIO or USD says which one each row's amount is.
 */
export type ColumnChoice = ColumnMap & { readonly currency?: number };

/** SPEC's positions: A to H, in the template's order. */
export const SPEC_COLUMNS: ColumnMap = perField((_, index) => index);

/** How a file's columns were matched to the invoice's fields. */
export interface ColumnMatch {
  readonly map: ColumnMap;
  /**
   * 'positions': SPEC's, because the header names the columns in that order, or names none we know;
   * 'headers': the header names them in another order; 'chosen': the debtor matched these headers before.
   */
  readonly by: 'positions' | 'headers' | 'chosen';
  /**
   * Fields read from their SPEC column although the header has titles and none names them (the notes
   * aside): the review warns, since an amount in the wrong currency would pass every check.
   */
  readonly guessed: readonly InvoiceFieldKey[];
  /** The header's text in each column (group and name, for a header of two rows), up to the last one with a value. */
  readonly headers: readonly string[];
  /** The header's titles, normalised (see `rememberedTitle`): a debtor's choice is remembered for files with the same headers. */
  readonly signature: string;
  /** The columns whose dates or amounts were written as text, and how they were read. */
  readonly text?: readonly TextValuesColumn[];
  /**
   * One amount column and a currency column ('Importe' + 'Moneda'): each row's amount is its
   * currency's, and both amount fields are read from `amount`.
   */
  readonly currency?: CurrencyColumns;
}

/** Where a file with one amount column keeps its amounts and their currencies (0 is A). */
export interface CurrencyColumns {
  readonly amount: number;
  readonly currency: number;
}

/**
 * Accents, case, spaces and punctuation do not matter, and the ordinal signs are the 'o' they
 * stand for (º by compatibility, ° by hand): 'Nº de Factura' and 'N° de factura' are 'nodefactura'.
 */
export const normaliseHeader = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/°/g, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The key a debtor's choice of columns is remembered by, one title at a time: as the builds that
 * first remembered choices wrote it (no accents, case or anything but a–z and digits: 'Nº Factura'
 * is 'nfactura'). Kept apart from `normaliseHeader`, which learns new spellings (º became 'o'):
 * a choice kept in the debtor's browser must be found by every later build.
 */
const rememberedTitle = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const FIELD_BY_TITLE = new Map(
  INVOICE_FIELD_KEYS.flatMap((key) =>
    invoiceFields[key].titles.map((title): [string, InvoiceFieldKey] => [title, key]),
  ),
);

/** The field a title names; under a group ('Proveedor' over 'Nombre'), by its own name when group and name are not known together. */
const fieldOf = (title: string, name = title) =>
  FIELD_BY_TITLE.get(normaliseHeader(title)) ?? FIELD_BY_TITLE.get(normaliseHeader(name));

/** How many fields a row of titles names (`names`: each title's own name under its group). */
export const recognisedFields = (titles: readonly string[], names = titles) =>
  new Set(titles.flatMap((title, column) => fieldOf(title, names[column]) ?? [])).size;

/** Fewer recognised titles than this, and a row is not read as naming the columns. */
export const MIN_RECOGNISED = 2;

const CURRENCY_TITLES: ReadonlySet<string> = new Set(CURRENCY_COLUMN.titles);
const AMOUNT_TITLES: ReadonlySet<string> = new Set(CURRENCY_COLUMN.amountTitles);

/** One amount column and a currency column, when no column names either currency's amount. */
function currencyColumnsOf(titles: readonly string[], claimed: ReadonlyMap<InvoiceFieldKey, number>) {
  if (claimed.has('amountNIO') || claimed.has('amountUSD')) return undefined;
  const taken = new Set(claimed.values());
  const find = (wanted: ReadonlySet<string>) =>
    titles.findIndex((title, column) => wanted.has(title) && !taken.has(column));
  const [amount, currency] = [find(AMOUNT_TITLES), find(CURRENCY_TITLES)];
  return amount < 0 || currency < 0 ? undefined : { amount, currency };
}

/**
 * A choice the page sent back: every field a column of this sheet or none, none used twice; with a
 * currency column, the two amount fields share the one amount column, and nothing else is used twice.
 */
function validChoice(
  choice: ColumnChoice | undefined,
  width: number,
): { readonly map: ColumnMap; readonly currency?: CurrencyColumns } | undefined {
  if (!choice) return undefined;
  const map = perField((field) => choice[field.key]);
  const amount = map.amountNIO;
  const currency =
    choice.currency === undefined || amount === null || amount !== map.amountUSD
      ? undefined
      : { amount, currency: choice.currency };
  if (choice.currency !== undefined && !currency) return undefined;
  const used = [
    ...INVOICE_FIELD_KEYS.filter((key) => !(currency && key === 'amountUSD')).map((key) => map[key]),
    ...(currency ? [currency.currency] : []),
  ].filter((column) => column !== null);
  const fits = used.every((column) => Number.isInteger(column) && column >= 0 && column < Math.max(width, 8));
  if (!fits || new Set(used).size !== used.length) return undefined;
  return currency ? { map, currency } : { map };
}

/**
 * Matches the columns by the header's titles, SPEC's order being the default. Titles are compared
 * without accents, case, spaces or punctuation, with common synonyms. A field whose title is
 * missing keeps its SPEC column when no other field claims that column. A debtor's earlier choice
 * for the same titles (`remembered`, by signature) wins. `headers` is the header's text (`names`, under a group row), or none when
 * the first row is an invoice rather than titles.
 */
export function matchColumns(
  headers: readonly string[],
  remembered: Readonly<Record<string, ColumnChoice>> = {},
  names = headers,
): ColumnMatch {
  const last = headers.findLastIndex((header) => header.trim() !== '');
  headers = headers.slice(0, last + 1);
  const signature = headers.map(rememberedTitle).join('|');
  // Choices remembered by the builds that keyed them by `normaliseHeader` ('nofactura') are found too.
  const key = [signature, headers.map(normaliseHeader).join('|')].find((known) => Object.hasOwn(remembered, known));
  const chosen = validChoice(key === undefined ? undefined : remembered[key], headers.length);
  if (chosen) return { ...chosen, by: 'chosen', guessed: [], headers, signature };
  const claimed = new Map<InvoiceFieldKey, number>();
  headers.forEach((header, column) => {
    const field = fieldOf(header, names[column]);
    if (field && !claimed.has(field)) claimed.set(field, column);
  });
  const guessedOf = (map: ColumnMap) =>
    headers.length === 0
      ? []
      : INVOICE_FIELD_KEYS.filter((key) => key !== 'observations' && !claimed.has(key) && map[key] !== null);
  if (claimed.size < MIN_RECOGNISED) {
    return { map: SPEC_COLUMNS, by: 'positions', guessed: guessedOf(SPEC_COLUMNS), headers, signature };
  }
  const currency = currencyColumnsOf(headers.map(normaliseHeader), claimed);
  if (currency) {
    claimed.set('amountNIO', currency.amount).set('amountUSD', currency.amount);
  }
  const taken = new Set([...claimed.values(), ...(currency ? [currency.currency] : [])]);
  // A field no header names keeps its SPEC position (its index), unless a named field took that column.
  const map = perField(({ key }, spec) => claimed.get(key) ?? (taken.has(spec) ? null : spec));
  const by = INVOICE_FIELD_KEYS.every((key) => map[key] === SPEC_COLUMNS[key]) ? 'positions' : 'headers';
  return { map, by, guessed: guessedOf(map), headers, signature, ...(currency ? { currency } : {}) };
}
