import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, isApiError, messageFromBody, toApiError } from '@/lib/http/api-error';

describe('ApiError', () => {
  it('has status 500 by default and keeps the original error', () => {
    const original = new Error('boom');
    const error = new ApiError('Algo falló', { original });
    expect(error).toMatchObject({
      message: 'Algo falló',
      statusCode: 500,
      isApiError: true,
      kind: 'unknown',
      original,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.cause).toBe(original);
  });

  it('is recognised by its guard, also from another copy of the module', () => {
    expect(isApiError(new ApiError('x'))).toBe(true);
    const foreign = Object.assign(new Error('x'), { isApiError: true, statusCode: 404 });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ isApiError: true, statusCode: 500, message: 'x' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('messageFromBody: error, then message, then the body text, then the generic text', () => {
  it('takes error when it is a string', () => {
    expect(messageFromBody({ error: 'Primero', message: 'Segundo' })).toBe('Primero');
  });

  it('takes message when error is missing or not a string', () => {
    expect(messageFromBody({ message: 'Segundo' })).toBe('Segundo');
    expect(messageFromBody({ error: 42, message: 'Segundo' })).toBe('Segundo');
    expect(messageFromBody({ error: { detail: 'x' }, message: 'Segundo' })).toBe('Segundo');
  });

  it('takes the body itself when it is a string', () => {
    expect(messageFromBody('Servicio no disponible')).toBe('Servicio no disponible');
  });

  it('reads a JSON object sent as text like the object it is', () => {
    expect(messageFromBody('{"error":"Desde texto"}')).toBe('Desde texto');
  });

  it('falls back to the generic text', () => {
    for (const body of [undefined, null, {}, { error: 1, message: 2 }, [], 404, '', '   ', { error: '' }]) {
      expect(messageFromBody(body)).toBe('An unexpected error occurred');
    }
  });
});

describe('toApiError', () => {
  it('returns an ApiError unchanged', () => {
    const error = new ApiError('x', { statusCode: 409, kind: 'http' });
    expect(toApiError(error)).toBe(error);
  });

  it('turns a schema failure into a contract error', () => {
    const zodError = z.object({ id: z.number() }).safeParse({ id: 'x' }).error;
    expect(toApiError(zodError)).toMatchObject({
      kind: 'contract',
      statusCode: 502,
      message: 'La respuesta del servidor no tiene el formato esperado.',
    });
  });

  it('turns anything else into the generic error with status 500', () => {
    expect(toApiError(new RangeError('bug'))).toMatchObject({
      kind: 'unknown',
      statusCode: 500,
      message: 'An unexpected error occurred',
    });
    expect(toApiError('a string')).toMatchObject({ kind: 'unknown', original: 'a string' });
  });
});
