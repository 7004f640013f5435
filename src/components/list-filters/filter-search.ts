import { z } from '../../api/zod';

/** Largest amount any record may carry (the contract's bound), so a typed range never overflows. */
const maxAmount = 999_999_999_999.99;

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-mm-dd, as a date field gives it and the API writes it. */
function isRealDay(value: string): boolean {
  const match = isoDay.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2100 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const day = z.catch(z.optional(z.string().check(z.refine(isRealDay))), undefined);
const amount = z.catch(z.optional(z.number().check(z.gte(0), z.lte(maxAmount))), undefined);
const text = z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))), undefined);

/**
 * The filters of a list as its URL carries them. A value the list cannot use (a mistyped date, a
 * status it does not have, a negative amount) reads as no filter, never as an error page.
 */
export function listFilterSearch(statuses: readonly string[] = []) {
  return z.object({
    desde: day,
    hasta: day,
    estado: z.catch(z.optional(z.string().check(z.refine((value) => statuses.includes(value)))), undefined),
    deudor: text,
    montoMin: amount,
    montoMax: amount,
    moneda: z.catch(z.optional(z.enum(['NIO', 'USD'])), undefined),
  });
}

export type ListFilters = z.infer<ReturnType<typeof listFilterSearch>>;

/** No filter at all: what 'Limpiar filtros' leaves. */
export const noFilters = {
  desde: undefined,
  hasta: undefined,
  estado: undefined,
  deudor: undefined,
  montoMin: undefined,
  montoMax: undefined,
  moneda: undefined,
} satisfies ListFilters;
