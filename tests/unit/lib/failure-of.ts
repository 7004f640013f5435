import { isApiError, type ApiError } from '@/lib/http/api-error';

/** The ApiError a call rejects with; anything else, a success included, fails the test here. */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}
