import { isCalendarDay, isDayInRange, MAX_AMOUNT } from '@contract/bounds';
import type { Currency } from '@contract/money';
import { z } from '@contract/zod';

/**
 * The kinds of filter a list may offer, each defined once: the keys it owns in the URL and how
 * they are read there, whether it narrows the list, and which rows pass it. The URL's schema,
 * 'Limpiar filtros', the count of active filters and the rows a list shows are all derived from
 * this table; a list says which kinds it offers, and where each finds its value in a row
 * (`ListFilterFields`).
 */

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

/** Where each kind finds its value in a row, and what it shows as its label. */
export interface FilterFieldsOf<Row> {
  /** The day a row is filtered by (yyyy-mm-dd, or an ISO timestamp read by its date part). */
  readonly date: { readonly label: string; readonly value: (row: Row) => string | null };
  readonly status: {
    readonly label: string;
    readonly options: readonly FilterOption[];
    readonly value: (row: Row) => string;
  };
  /** The debtor or provider a row belongs to. */
  readonly party: { readonly label: string; readonly value: (row: Row) => string };
  /** A row's amount in each currency the list shows. */
  readonly amount: Readonly<Record<Currency, (row: Row) => number | null>>;
}

export type FilterKindName = keyof FilterFieldsOf<unknown>;

/** Which filters a list offers. */
export type ListFilterFields<Row> = Partial<FilterFieldsOf<Row>>;

/** A real calendar day written yyyy-mm-dd, in the range any record's dates have (the contract's bounds). */
const isRealDay = (value: string) => isCalendarDay(value) && isDayInRange(value);

// A value the list cannot use (a mistyped date, a status it does not have, a negative amount)
// reads as no filter, never as an error page.
const day = z.catch(z.optional(z.string().check(z.refine(isRealDay))), undefined);
const amount = z.catch(z.optional(z.number().check(z.gte(0), z.lte(MAX_AMOUNT))), undefined);
const text = z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))), undefined);
const oneOf = (values: readonly string[]) =>
  z.catch(z.optional(z.string().check(z.refine((value) => values.includes(value)))), undefined);

/** Each kind's keys in the URL, and how they are read; `statuses` are the ones the list has. */
const searchOf = (statuses: readonly string[]) => ({
  date: { desde: day, hasta: day },
  status: { estado: oneOf(statuses) },
  party: { deudor: text },
  amount: { montoMin: amount, montoMax: amount, moneda: z.catch(z.optional(z.enum(['NIO', 'USD'])), undefined) },
});

/** The filters of a list as its URL carries them. */
export function listFilterSearch(statuses: readonly string[] = []) {
  const search = searchOf(statuses);
  return z.object({ ...search.date, ...search.status, ...search.party, ...search.amount });
}

export type ListFilters = z.infer<ReturnType<typeof listFilterSearch>>;

/** No filter at all: what 'Limpiar filtros' leaves. */
export const noFilters: ListFilters = Object.fromEntries(
  Object.values(searchOf([])).flatMap((keys) => Object.keys(keys).map((key) => [key, undefined])),
);

/** The currency an amount range applies to: NIO unless the user chose USD. */
export const rangeCurrency = (filters: ListFilters): Currency => filters.moneda ?? 'NIO';

const sameName = new Intl.Collator('es', { sensitivity: 'accent' });

interface FilterKind<Field, Row> {
  /** The filter narrows the list (a range counts once, whichever ends it has). */
  readonly active: (filters: ListFilters) => boolean;
  /** The row passes the filter, which is active. */
  readonly passes: (field: Field, row: Row, filters: ListFilters) => boolean;
}

type FilterKinds<Row> = { readonly [Name in FilterKindName]: FilterKind<FilterFieldsOf<Row>[Name], Row> };

function filterKinds<Row>(): FilterKinds<Row> {
  return {
    // Both ends included.
    date: {
      active: (filters) => filters.desde !== undefined || filters.hasta !== undefined,
      passes: (field, row, { desde, hasta }) => {
        const day = field.value(row)?.slice(0, 10);
        if (day === undefined || day === '') return false;
        return (desde === undefined || day >= desde) && (hasta === undefined || day <= hasta);
      },
    },
    status: {
      active: (filters) => filters.estado !== undefined,
      passes: (field, row, { estado }) => field.value(row) === estado,
    },
    party: {
      active: (filters) => filters.deudor !== undefined,
      passes: (field, row, { deudor = '' }) => sameName.compare(field.value(row).trim(), deudor) === 0,
    },
    // The chosen currency's column.
    amount: {
      active: (filters) => filters.montoMin !== undefined || filters.montoMax !== undefined,
      passes: (field, row, filters) => {
        const value = field[rangeCurrency(filters)](row);
        if (value === null) return false;
        const { montoMin, montoMax } = filters;
        return (montoMin === undefined || value >= montoMin) && (montoMax === undefined || value <= montoMax);
      },
    },
  };
}

const kindNames: readonly FilterKindName[] = ['date', 'status', 'party', 'amount'];

/** How many filters narrow the list. */
export function activeFilterCount(filters: ListFilters): number {
  const kinds = filterKinds<never>();
  return kindNames.filter((name) => kinds[name].active(filters)).length;
}

function passes<Row, Name extends FilterKindName>(
  kinds: FilterKinds<Row>,
  name: Name,
  field: FilterFieldsOf<Row>[Name] | undefined,
  row: Row,
  filters: ListFilters,
): boolean {
  // A filter the list does not offer is ignored.
  return field === undefined || !kinds[name].active(filters) || kinds[name].passes(field, row, filters);
}

/** The rows that pass every filter the list offers. */
export function applyFilters<Row>(rows: readonly Row[], fields: ListFilterFields<Row>, filters: ListFilters): Row[] {
  const kinds = filterKinds<Row>();
  return rows.filter((row) => kindNames.every((name) => passes(kinds, name, fields[name], row, filters)));
}

const byName = new Intl.Collator('es');

/** Every debtor or provider in the rows, once each, in Spanish alphabetical order. */
export function partyNames<Row>(rows: readonly Row[], party: (row: Row) => string): string[] {
  const names = new Map<string, string>();
  for (const row of rows) {
    const name = party(row).trim();
    if (name !== '' && !names.has(name.toLocaleLowerCase('es'))) names.set(name.toLocaleLowerCase('es'), name);
  }
  return [...names.values()].sort(byName.compare);
}
