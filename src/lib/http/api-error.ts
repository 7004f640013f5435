import { isHTTPError, isTimeoutError } from 'ky';
import { z } from '@contract/zod';
import { isOffline } from './connection';
import { apiErrorMessages } from './messages';

/**
 * What went wrong, so the UI can tell "no connection" from "the server said no":
 * http (the server answered with an error status), network (no answer), timeout,
 * contract (an answer that does not match the API contract), unknown.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'contract' | 'unknown';

export interface ApiErrorOptions {
  readonly statusCode?: number;
  readonly kind?: ApiErrorKind;
  readonly original?: unknown;
  /** The error answer's body (parsed JSON when it is JSON), for calls whose refusals carry details. */
  readonly body?: unknown;
}

/** The status a failure without one is given. */
export const defaultStatusCode = 500;
/** A reply that breaks the contract is a bad gateway: the server answered, but not as agreed. */
export const contractStatusCode = 502;

/** A failed call: message, statusCode (default 500), isApiError and the original error. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly isApiError = true as const;
  readonly statusCode: number;
  readonly kind: ApiErrorKind;
  readonly original: unknown;
  readonly body: unknown;

  constructor(
    message: string,
    { statusCode = defaultStatusCode, kind = 'unknown', original, body }: ApiErrorOptions = {},
  ) {
    super(message, original === undefined ? undefined : { cause: original });
    this.statusCode = statusCode;
    this.kind = kind;
    this.original = original;
    this.body = body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  if (value instanceof ApiError) return true;
  // Also accepts an ApiError from another bundle copy or realm.
  return (
    value instanceof Error &&
    (value as Partial<ApiError>).isApiError === true &&
    typeof (value as Partial<ApiError>).statusCode === 'number'
  );
}

const nonBlank = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The message a failed answer shows, in this order: the body's `error` if it is a string;
 * otherwise its `message`; otherwise the body itself if it is a string; otherwise the generic
 * text. Blank texts count as absent.
 */
export function messageFromBody(body: unknown): string {
  const parsed = typeof body === 'string' ? parseJsonObject(body) : body;
  if (parsed !== null && typeof parsed === 'object') {
    const { error, message } = parsed as { error?: unknown; message?: unknown };
    if (nonBlank(error)) return error;
    if (nonBlank(message)) return message;
  }
  if (nonBlank(body) && parsed === body) return body;
  return apiErrorMessages.unexpected;
}

/** A JSON object sent without a JSON content type is still read as the object it is. */
function parseJsonObject(text: string): unknown {
  if (!text.trimStart().startsWith('{')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** fetch rejects with a TypeError when no answer arrives (offline, DNS, connection reset, CORS). */
const isNetworkError = (error: unknown): error is TypeError => error instanceof TypeError;

/**
 * Normalises any failure of a call into an ApiError. `body` is the text of the error response,
 * read by the caller (reading it is asynchronous), to pick the message in the order above.
 */
export function toApiError(error: unknown, body?: string): ApiError {
  if (isApiError(error)) return error;
  if (isHTTPError(error)) {
    return new ApiError(messageFromBody(body), {
      statusCode: error.response.status,
      kind: 'http',
      original: error,
      body: body === undefined ? undefined : parseJsonObject(body),
    });
  }
  if (isTimeoutError(error)) return new ApiError(apiErrorMessages.timeout, { kind: 'timeout', original: error });
  if (isNetworkError(error)) {
    return new ApiError(isOffline() ? apiErrorMessages.offline : apiErrorMessages.network, {
      kind: 'network',
      original: error,
    });
  }
  if (error instanceof z.core.$ZodError) {
    return new ApiError(apiErrorMessages.contract, {
      statusCode: contractStatusCode,
      kind: 'contract',
      original: error,
    });
  }
  return new ApiError(apiErrorMessages.unexpected, { kind: 'unknown', original: error });
}
