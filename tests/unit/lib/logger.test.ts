import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { createLogger, type LogSink } from '@/lib/logger';
import { redact } from '@/lib/redact';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl';

function recordingSink() {
  const sink = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies LogSink;
  const text = () => JSON.stringify(Object.values(sink).flatMap((method) => method.mock.calls));
  return { sink, text };
}

describe('logger', () => {
  it('writes only at or above its level', () => {
    const { sink } = recordingSink();
    const logger = createLogger({ level: 'info', sink });
    logger.debug('hidden');
    logger.info('shown');
    logger.warn('shown');
    logger.error('shown');
    expect(sink.debug).not.toHaveBeenCalled();
    expect(sink.info).toHaveBeenCalledWith('[portal] shown');
    expect(sink.warn).toHaveBeenCalledTimes(1);
    expect(sink.error).toHaveBeenCalledTimes(1);
  });

  it('writes nothing when silent', () => {
    const { sink } = recordingSink();
    createLogger({ level: 'silent', sink }).error('x');
    expect(sink.error).not.toHaveBeenCalled();
  });

  it('never writes a token, whatever shape it comes in', () => {
    const { sink, text } = recordingSink();
    const logger = createLogger({ level: 'debug', sink });
    const headers = new Headers({ Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' });
    logger.info(`Authorization: Bearer ${jwt}`);
    logger.info('request', {
      headers: { Authorization: 'Bearer opaque-123' },
      access_token: 'opaque-456',
      nested: { password: 'pw-789' },
    });
    logger.info('headers', headers);
    logger.warn('stray', `token ${jwt} inside text`, ['Bearer opaque-999']);
    logger.error('url', 'GET http://x.test/api/auth/secure/InitialImages?sessionId=recovery-777&lang=es');
    logger.error('request', new Request('http://x.test/api/auth/me', { headers }));
    const written = text();
    for (const secret of [jwt, 'opaque-123', 'opaque-456', 'pw-789', 'opaque-999', 'recovery-777']) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('application/json');
    expect(written).toContain('lang=es');
  });

  it('reduces errors to their name, message and useful fields', () => {
    const original = Object.assign(new Error('Request failed: GET http://x.test/a?token=abc123'), {
      request: { headers: { authorization: 'Bearer zzz-secret' } },
    });
    const described = redact(new ApiError('Token inválido', { statusCode: 401, kind: 'http', original })) as Record<
      string,
      unknown
    >;
    expect(described).toMatchObject({ name: 'ApiError', message: 'Token inválido', statusCode: 401, kind: 'http' });
    expect(JSON.stringify(described)).not.toMatch(/abc123|zzz-secret/);
  });

  it('survives circular structures', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(redact(loop)).toEqual({ name: 'loop', self: '[circular]' });
  });
});
