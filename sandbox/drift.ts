import type { MiddlewareHandler } from 'hono';
import { contract, type EndpointName } from '../contract/contract';
import type { SandboxEnv } from './contract-route';

/**
 * A deliberate difference from the contract in one field of one call's answers, for the tests of
 * `npm run contract:check`: the check must name that call and that field's JSON path. Test mode only.
 */
export interface ResponseDrift {
  readonly call: EndpointName;
  /** A field of the answer, or of each record of a list. */
  readonly field: string;
  /** `rename`: the field arrives as `<field>Renamed`; `retype`: a number arrives as text, anything else as 0. */
  readonly change: 'rename' | 'retype';
}

/** `call.field:change`, as SANDBOX_DRIFT takes it (e.g. `historyLoads.totalAmountNIO:retype`). */
export function parseDrift(spec: string): ResponseDrift {
  const parsed = /^(\w+)\.(\w+):(rename|retype)$/.exec(spec.trim());
  const call = parsed?.[1];
  if (!parsed || call === undefined || !(call in contract))
    throw new Error(`Deriva inválida «${spec}». Formato: llamada.campo:rename|retype`);
  return { call: call as EndpointName, field: parsed[2] ?? '', change: parsed[3] === 'rename' ? 'rename' : 'retype' };
}

function drifted(value: unknown, drift: ResponseDrift): unknown {
  if (Array.isArray(value)) return value.map((item) => drifted(item, drift));
  if (value === null || typeof value !== 'object' || !(drift.field in value)) return value;
  const { [drift.field]: original, ...rest } = value as Record<string, unknown>;
  if (drift.change === 'rename') return { ...rest, [`${drift.field}Renamed`]: original };
  return { ...rest, [drift.field]: typeof original === 'number' ? String(original) : 0 };
}

export function driftMiddleware(drift: ResponseDrift): MiddlewareHandler<SandboxEnv> {
  const endpoint = contract[drift.call];
  const path = new RegExp(`^/api/${endpoint.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  return async (c, next) => {
    await next();
    if (c.req.method.toLowerCase() !== endpoint.method || !path.test(c.req.path) || !c.res.ok) return;
    const body: unknown = await c.res.json();
    c.res = new Response(JSON.stringify(drifted(body, drift)), { status: c.res.status, headers: c.res.headers });
  };
}
