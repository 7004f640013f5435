import { z } from './zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type Role = 'DEUDOR' | 'AUTORIZADOR' | 'PROVEEDOR';

/**
 * One call of the API contract. `path` is relative to the API base URL and may hold
 * `:param` segments. The UI parses every response with `response`; the sandbox parses
 * every request body with `request`.
 */
export interface Endpoint<
  Request extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly request: Request;
  readonly response: Response;
  /** Query-string parameters, when the call takes any. */
  readonly query?: z.ZodMiniType;
  /** false only for login and the recovery calls. */
  readonly authenticated: boolean;
  /** Server-side role check; any one suffices. */
  readonly roles?: readonly Role[];
  /** The call honours an `Idempotency-Key` header (safe to retry with one). */
  readonly idempotent?: boolean;
  /** The call answers 201 (it creates a record) rather than 200. */
  readonly created?: boolean;
  /** The body of the call's 409 answer, when it can refuse a request that conflicts with stored data. */
  readonly conflict?: z.ZodMiniType;
  /**
   * The refusals this call's own rules answer, beyond those every call of its kind has (400, 401,
   * 403, 413, 415, 422, 503): status and when. The sandbox answers no other status, and the
   * OpenAPI document lists exactly these.
   */
  readonly refusals?: Readonly<Partial<Record<401 | 403 | 404 | 409 | 429, string>>>;
  /**
   * For a list of records: the schema of one record. Each record is read on its own, so one that
   * the contract refuses hides only itself, with a notice, instead of failing the whole list.
   */
  readonly item?: z.ZodMiniType;
}

/** The response of a list call whose records are read one by one (see `Endpoint.item`). */
export const listOf = <Item extends z.ZodMiniType>(item: Item) => ({ response: z.array(item), item });

export const defineEndpoint = <Request extends z.ZodMiniType, Response extends z.ZodMiniType>(
  endpoint: Endpoint<Request, Response>,
): Endpoint<Request, Response> => endpoint;

/** Fills `:param` segments, encoding each value. */
export function buildPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Falta el parámetro de ruta «${name}»`);
    return encodeURIComponent(String(value));
  });
}
