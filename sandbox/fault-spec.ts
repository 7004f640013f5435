import { faultKinds, faultRuleSchema, type FaultRule } from './faults';

/**
 * `SANDBOX_FAULTS` syntax: comma-separated rules `kind[:rate[:delayMs]][*times][@match]`.
 *   kind     drop | 500 | 503 | delay | timeout | not-json | bad-contract
 *   rate     share of matching calls, 0 to 1 (default 1)
 *   delayMs  for delay (default 1500) and timeout (default 60000)
 *   *times   apply at most that many times
 *   @match   substring, or regular-expression source, of the path after /api/ (no commas)
 * Examples: `drop:0.1,503:0.1,delay:0.2:1500` · `500*1@LoadInvoices` · `delay:1:800@^auth/`
 */
export function parseFaultSpec(spec: string): FaultRule[] {
  return spec
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const at = entry.indexOf('@');
      const head = at === -1 ? entry : entry.slice(0, at);
      const match = at === -1 ? undefined : entry.slice(at + 1);
      const star = head.indexOf('*');
      const times = star === -1 ? undefined : Number(head.slice(star + 1));
      const [kind, rate, delayMs, ...rest] = (star === -1 ? head : head.slice(0, star)).split(':');
      const parsed = faultRuleSchema.safeParse({
        kind,
        ...(rate === undefined || rate === '' ? {} : { rate: Number(rate) }),
        ...(delayMs === undefined || delayMs === '' ? {} : { delayMs: Number(delayMs) }),
        ...(times === undefined ? {} : { times }),
        ...(match === undefined ? {} : { match }),
      });
      if (!parsed.success || rest.length > 0) {
        throw new Error(
          `Regla de falla inválida «${entry}». Formato: tipo[:tasa[:ms]][*veces][@ruta], tipos: ${faultKinds.join(', ')}`,
        );
      }
      return parsed.data;
    });
}
