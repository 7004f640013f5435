import { queryOptions } from '@tanstack/react-query';
import { config } from '@/config/config';
import { sha256Hex } from '@/lib/crypto';
import { callApi } from '@/lib/http/client';
import { isApiError } from '@/lib/http/api-error';
import { recoveryMessages as t } from '@/features/recovery/messages';

/** Turns a failure into its text: API errors speak for themselves; no answer means the service is unavailable. */
export function recoveryErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.kind === 'network' || error.kind === 'timeout') return t.serviceUnavailable;
    if (error.kind === 'contract') return fallback;
    return error.message;
  }
  return fallback;
}

/** The server ended this recovery (a lockout, or an expired or finished session): only starting over helps. */
export function endsRecovery(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && (error.statusCode === 403 || error.statusCode === 409);
}

/**
 * Each write takes the Idempotency-Key of the user's intent (see useRetryKey): a retry after a lost
 * answer is answered again by the server instead of starting a second recovery, SMS or check.
 */
export async function requestChangePassword(username: string, idempotencyKey: string): Promise<string> {
  const { requestID } = await callApi('requestChangePassword', { body: { username: username.trim() }, idempotencyKey });
  return requestID;
}

export const verificationImagesQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['recovery', 'images', sessionId],
    queryFn: ({ signal }) => callApi('initialImages', { query: { sessionId }, signal }),
    staleTime: Infinity,
    retry: false,
  });

/** Sends a (new) code by SMS; the previous one stops working. Returns the masked phone. */
export async function sendCode(requestId: string, idempotencyKey: string): Promise<string> {
  const { maskedPhone } = await callApi('sendCodePassword', {
    body: { requestId, method: config.otpMethod },
    idempotencyKey,
  });
  return maskedPhone;
}

/** The image is checked, then the code goes out by SMS. */
export async function verifyImageAndSendCode(
  requestId: string,
  recoveryImageId: string,
  idempotencyKey: string,
): Promise<string> {
  await callApi('checkUserImage', { body: { requestId, recoveryImageId }, idempotencyKey: `${idempotencyKey}-image` });
  return sendCode(requestId, `${idempotencyKey}-code`);
}

export async function checkCode(requestId: string, code: string, idempotencyKey: string): Promise<void> {
  await callApi('checkCodeChangePassword', { body: { requestId, code }, idempotencyKey });
}

/** Both passwords travel as SHA-256, like the login password, so no password is sent in clear text. */
export async function resetPassword(
  requestId: string,
  newPassword: string,
  confirmNewPassword: string,
  idempotencyKey: string,
): Promise<void> {
  const [hashed, confirmation] = await Promise.all([sha256Hex(newPassword), sha256Hex(confirmNewPassword)]);
  await callApi('resetPassword', {
    body: { requestId, newPassword: hashed, confirmNewPassword: confirmation },
    idempotencyKey,
  });
}
