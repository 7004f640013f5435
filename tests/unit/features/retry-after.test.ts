import { HTTPError, type NormalizedOptions } from 'ky';
import { describe, expect, it } from 'vitest';
import { spanishWait } from '@contract/wait-words';
import { retryAfterSeconds } from '@/features/auth/retry-after';
import { ApiError, toApiError } from '@/lib/http/api-error';

const request = new Request('http://portal.test/api/auth/secure/authenticate', { method: 'POST' });
const options = { method: 'POST' } as NormalizedOptions;

function tooMany(headers: Record<string, string>): ApiError {
  return toApiError(new HTTPError(new Response(null, { status: 429, headers }), request, options));
}

describe('how long a 429 asks to wait', () => {
  const now = Date.parse('2026-11-25T14:00:00Z');

  it('reads Retry-After in seconds or as an HTTP date', () => {
    expect(retryAfterSeconds(tooMany({ 'Retry-After': '90' }), now)).toBe(90);
    expect(retryAfterSeconds(tooMany({ 'Retry-After': 'Wed, 25 Nov 2026 14:02:00 GMT' }), now)).toBe(120);
    expect(retryAfterSeconds(tooMany({ 'Retry-After': 'Wed, 25 Nov 2026 13:59:00 GMT' }), now)).toBe(0);
  });

  it('says nothing when the answer did not say, or said something unreadable', () => {
    expect(retryAfterSeconds(tooMany({}), now)).toBeNull();
    expect(retryAfterSeconds(tooMany({ 'Retry-After': 'pronto' }), now)).toBeNull();
    expect(retryAfterSeconds(new ApiError('sin respuesta', { kind: 'network' }), now)).toBeNull();
  });

  it('is told in Spanish words, rounded up', () => {
    expect([1, 1000, 1001, 45_000, 60_000, 61_000, 900_000].map(spanishWait)).toEqual([
      '1 segundo',
      '1 segundo',
      '2 segundos',
      '45 segundos',
      '1 minuto',
      '2 minutos',
      '15 minutos',
    ]);
  });
});
