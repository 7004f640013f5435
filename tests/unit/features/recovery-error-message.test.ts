import { describe, expect, it } from 'vitest';
import { recoveryErrorMessage } from '@/features/recovery/api/recovery-calls';
import { recoveryMessages } from '@/features/recovery/messages';
import { ApiError, contractStatusCode } from '@/lib/http/api-error';
import { apiErrorMessages } from '@/lib/http/messages';

/**
 * What a recovery step says for each way the client reports a failed call
 * (tests/integration/fault-matrix.test.ts shows which fault gives which error).
 */
describe('the recovery steps’ error text', () => {
  const stepText = 'Error al inicializar el proceso de recuperación. Por favor, inténtelo más tarde.';

  it.each([
    ['drop', new ApiError(apiErrorMessages.network, { kind: 'network' }), recoveryMessages.serviceUnavailable],
    ['timeout', new ApiError(apiErrorMessages.timeout, { kind: 'timeout' }), recoveryMessages.serviceUnavailable],
    [
      '500',
      new ApiError('Ocurrió un error interno. Por favor, inténtelo de nuevo.', { kind: 'http', statusCode: 500 }),
      'Ocurrió un error interno. Por favor, inténtelo de nuevo.',
    ],
    [
      '503',
      new ApiError('Servicio no disponible temporalmente. Por favor, inténtelo de nuevo en unos momentos.', {
        kind: 'http',
        statusCode: 503,
      }),
      'Servicio no disponible temporalmente. Por favor, inténtelo de nuevo en unos momentos.',
    ],
    [
      'not-json or bad-contract',
      new ApiError(apiErrorMessages.contract, { kind: 'contract', statusCode: contractStatusCode }),
      stepText,
    ],
    ['anything that is not an ApiError', new TypeError('x is undefined'), stepText],
  ] as const)('%s: the step says why, in Spanish', (_fault, error, expected) => {
    expect(recoveryErrorMessage(error, stepText)).toBe(expected);
  });

  it('says the recovery service is unavailable in SPEC’s words', () => {
    expect(recoveryMessages.serviceUnavailable).toBe(
      'Servicio de recuperación no disponible. Por favor, inténtelo más tarde.',
    );
  });
});
