import ky, { isHTTPError } from 'ky';
import type { z } from '@contract/zod';
import { contract, type EndpointName, type RequestOf, type ResponseOf } from '@contract/contract';
import { buildPath, type Endpoint, type HttpMethod } from '@contract/endpoint';
import { config } from '@/config/config';
import { randomUuid } from '@/lib/crypto';
import { logger } from '@/lib/logger';
import { readToken } from '@/lib/session/auth-storage';
import { isApiError, toApiError } from './api-error';
import { parseBody, parseList } from './response-body';
import { noteUnreadable } from './unreadable-records';
import { idempotencyKeyHeader, isReplayable, retryPolicy } from './retry-policy';
import { handleUnauthorized } from './unauthorized';

export { setNavigator } from './unauthorized';

export interface HttpClientOptions {
  /** Replaces the network, e.g. with the sandbox's in-process handler in tests. */
  readonly fetch?: typeof fetch;
  /** Absolute, or relative to the page's origin; ends in '/'. Default: config.apiBaseUrl. */
  readonly baseUrl?: string;
  /**
   * What a 401 that ends this tab's session does (from any call but login, sent with the token the
   * tab still holds); default: clear the session and go to login.
   */
  readonly onUnauthorized?: () => void;
  /** Delay before retry number n (from 1); Ky's exponential backoff by default. */
  readonly retryDelay?: (attempt: number) => number;
  readonly timeoutMs?: number;
}

export type QueryParams = Readonly<Record<string, string | number | boolean | undefined>>;

export interface RequestOptions<T = unknown> {
  readonly json?: unknown;
  readonly query?: QueryParams;
  readonly headers?: HeadersInit;
  /** Sent as `Idempotency-Key`; only requests with one (or GETs) are ever retried. */
  readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
  /** Validates the response body; a mismatch is an ApiError of kind 'contract'. */
  readonly schema?: z.ZodMiniType<T>;
  /**
   * Reads the body as a list, record by record: the records the contract refuses are left out and
   * noted under `name` for the screens to say so (see unreadable-records.ts).
   */
  readonly list?: { readonly name: string; readonly item: z.ZodMiniType };
}

interface CallOptionsBase {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: QueryParams;
  readonly headers?: HeadersInit;
  readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
}

export type CallOptions<Name extends EndpointName> = CallOptionsBase &
  (undefined extends RequestOf<Name> ? { readonly body?: RequestOf<Name> } : { readonly body: RequestOf<Name> });

/** The options may be left out only for calls without a body. */
export type CallApiArgs<Name extends EndpointName> =
  undefined extends RequestOf<Name> ? [options?: CallOptions<Name>] : [options: CallOptions<Name>];

export interface HttpClient {
  /** One call of the API contract; resolves to the validated response body. */
  callApi<Name extends EndpointName>(name: Name, ...args: CallApiArgs<Name>): Promise<ResponseOf<Name>>;
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
}

const loginPath = contract.authenticate.path;

/** A relative base is resolved against the page's origin; outside a browser it must be absolute. */
function resolveBaseUrl(base: string): string {
  if (/^https?:\/\//i.test(base)) return base;
  const origin = (globalThis as { location?: Location }).location?.origin;
  if (!origin || origin === 'null') {
    throw new Error(`La URL base de la API «${base}» es relativa y no hay un origen desde el cual resolverla.`);
  }
  return new URL(base, origin).href;
}

/** An error response's body, or nothing when it cannot be read (the connection dropped mid-body). */
async function readText(response: Response): Promise<string | undefined> {
  try {
    return await response.text();
  } catch {
    return undefined;
  }
}

const relativePath = (path: string) => path.replace(/^\/+/, '');
const isLoginCall = (path: string) => relativePath(path).split('?')[0] === loginPath;

/** The portal's one HTTP client: a single Ky instance plus the API's rules (bearer token, validated answers, errors as ApiError). */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = options.baseUrl ?? config.apiBaseUrl;
  const onUnauthorized = options.onUnauthorized ?? handleUnauthorized;
  const injectedFetch = options.fetch;
  const api = ky.create({
    timeout: options.timeoutMs ?? config.apiTimeoutMs,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    ...(injectedFetch ? { fetch: (input, init) => injectedFetch(input, init) } : {}),
  });

  const fail = async (
    error: unknown,
    method: HttpMethod,
    path: string,
    sentToken: string | null,
    signal?: AbortSignal,
  ): Promise<unknown> => {
    // A call its caller cancelled is not a failure to report.
    if (signal?.aborted && !isApiError(error)) {
      logger.debug(`Llamada ${method.toUpperCase()} ${path} cancelada.`);
      return error;
    }
    const apiError = toApiError(error, isHTTPError(error) ? await readText(error.response) : undefined);
    const level = apiError.kind === 'http' && apiError.statusCode < 500 ? 'warn' : 'error';
    logger[level](
      `La llamada ${method.toUpperCase()} ${path} falló (${apiError.kind}, ${apiError.statusCode}).`,
      apiError,
    );
    // A 401 speaks for the token its request carried. Once that token is no longer the tab's (the
    // session already ended, or a new sign-in replaced it), acting on the answer would sign out
    // whoever is signed in now, or end the same session twice.
    const endsThisSession = sentToken !== null && sentToken === readToken();
    if (apiError.kind === 'http' && apiError.statusCode === 401 && !isLoginCall(path) && endsThisSession)
      onUnauthorized();
    return apiError;
  };

  async function request<T = unknown>(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions<T> = {},
  ): Promise<T> {
    const { json, query, signal, schema, idempotencyKey, list } = requestOptions;
    // Read now, not when Ky sends: a logout started right after this call must not race it.
    const headers = new Headers(requestOptions.headers);
    const token = headers.has('Authorization') ? null : readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (idempotencyKey) headers.set(idempotencyKeyHeader, idempotencyKey);
    try {
      const url = new URL(relativePath(path), resolveBaseUrl(baseUrl));
      const searchParams = query
        ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined))
        : undefined;
      const retry = retryPolicy(config.retryAttempts, isReplayable(method, headers), options.retryDelay);
      const response = await api(url, {
        method,
        headers,
        json,
        signal,
        retry,
        ...(searchParams ? { searchParams } : {}),
      });
      const call = `${method.toUpperCase()} ${path}`;
      if (!list) return parseBody(await response.text(), schema, call);
      const { readable, unreadable } = parseList(await response.text(), list.item, call);
      noteUnreadable(list.name, unreadable);
      return readable as T;
    } catch (error) {
      throw await fail(error, method, path, token, signal);
    }
  }

  async function callApi<Name extends EndpointName>(name: Name, ...args: CallApiArgs<Name>): Promise<ResponseOf<Name>> {
    const endpoint: Endpoint = contract[name];
    const options: CallOptionsBase & { readonly body?: unknown } = args[0] ?? {};
    const idempotencyKey = options.idempotencyKey ?? (endpoint.idempotent ? randomUuid() : undefined);
    return request(endpoint.method, buildPath(endpoint.path, options.params), {
      json: endpoint.method === 'get' ? undefined : options.body,
      query: options.query,
      headers: options.headers,
      signal: options.signal,
      idempotencyKey,
      schema: endpoint.response as z.ZodMiniType<ResponseOf<Name>>,
      ...(endpoint.item ? { list: { name, item: endpoint.item } } : {}),
    });
  }

  return {
    callApi,
    request,
    post: (path, requestOptions) => request('post', path, requestOptions),
  };
}

/** The app's client (base URL from configuration). */
export const http: HttpClient = createHttpClient();

export const callApi: HttpClient['callApi'] = (name, ...args) => http.callApi(name, ...args);
