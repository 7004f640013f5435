import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A deliberate, expected failure: answered as JSON `{ message, ...details }` with its status. */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
    /** Response headers the failure needs (Retry-After on a 429). */
    readonly headers: Readonly<Record<string, string>> = {},
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiFailure';
  }

  body(): Record<string, unknown> {
    return { ...this.details, message: this.message };
  }
}
