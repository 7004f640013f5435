import { isCalendarDay, isDayInRange, MAX_AMOUNT } from '../../api/bounds';
import { z } from '../../api/zod';

/** A real calendar day written yyyy-mm-dd, in the range any record's dates have (the contract's bounds). */
const isRealDay = (value: string) => isCalendarDay(value) && isDayInRange(value);

const day = z.catch(z.optional(z.string().check(z.refine(isRealDay))), undefined);
const amount = z.catch(z.optional(z.number().check(z.gte(0), z.lte(MAX_AMOUNT))), undefined);
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
