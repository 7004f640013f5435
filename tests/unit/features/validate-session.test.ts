import { beforeEach, describe, expect, it, vi } from 'vitest';
import { validateSession } from '@/features/auth/api/validate-session';
import { callApi } from '@/lib/http/client';
import { ApiError, contractStatusCode } from '@/lib/http/api-error';

vi.mock('@/lib/http/client', () => ({ callApi: vi.fn() }));

const call = vi.mocked(callApi);

/**
 * The background session check on return to the tab: any failure only means "not confirmed" and
 * ends nothing (the client itself ends the session on a 401); tests/integration/fault-matrix.test.ts
 * shows which error each fault gives.
 */
describe('the session check', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('is valid when the call succeeds', async () => {
    call.mockResolvedValue({ valid: true });
    await expect(validateSession()).resolves.toBe(true);
    expect(call).toHaveBeenCalledWith('validate');
  });

  it.each([
    ['drop', new ApiError('x', { kind: 'network' })],
    ['500', new ApiError('x', { kind: 'http', statusCode: 500 })],
    ['503', new ApiError('x', { kind: 'http', statusCode: 503 })],
    ['timeout', new ApiError('x', { kind: 'timeout' })],
    ['not-json or bad-contract', new ApiError('x', { kind: 'contract', statusCode: contractStatusCode })],
  ])('%s: is simply not valid, and throws nothing for the screen to show', async (_fault, error) => {
    call.mockRejectedValue(error);
    await expect(validateSession()).resolves.toBe(false);
  });
});
