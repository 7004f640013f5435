import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A deliberate, expected failure: answered as JSON `{ message, ...details }` with its status. */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiFailure';
  }

  body(): Record<string, unknown> {
    return { ...this.details, message: this.message };
  }
}
