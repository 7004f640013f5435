import { describe, expect, it } from 'vitest';
import { stepCallsState, type StepCall } from '@/features/recovery/step-calls';
import { ApiError } from '@/lib/http/api-error';

const idle: StepCall = { isPending: false, isError: false, error: null };
const running: StepCall = { isPending: true, isError: false, error: null };
const failed = (error: unknown): StepCall => ({ isPending: false, isError: true, error });
const fallback = 'Servicio de recuperación no disponible. Por favor, inténtelo más tarde.';

describe('the state of a recovery step from its calls', () => {
  it('is quiet while no call ran', () => {
    expect(stepCallsState([idle, idle], fallback)).toEqual({ pending: false, locked: false, failure: null });
  });

  it('is pending while any of its calls runs', () => {
    expect(stepCallsState([idle, running], fallback)).toEqual({ pending: true, locked: false, failure: null });
  });

  it("shows the first failed call's own words, and stays open to a retry", () => {
    const refused = new ApiError('El código ingresado no es válido.', { statusCode: 400, kind: 'http' });
    const other = new ApiError('Otro error.', { statusCode: 500, kind: 'http' });
    expect(stepCallsState([idle, failed(refused), failed(other)], fallback)).toEqual({
      pending: false,
      locked: false,
      failure: 'El código ingresado no es válido.',
    });
  });

  it('locks the step when the server ended the recovery (403 or 409)', () => {
    const lockedOut = new ApiError('Demasiados intentos.', { statusCode: 403, kind: 'http' });
    const finished = new ApiError('La sesión de recuperación terminó.', { statusCode: 409, kind: 'http' });
    expect(stepCallsState([failed(lockedOut)], fallback)).toEqual({
      pending: false,
      locked: true,
      failure: 'Demasiados intentos.',
    });
    expect(stepCallsState([idle, failed(finished)], fallback).locked).toBe(true);
  });

  it('says the service is unavailable when no answer came, and uses the fallback for anything else', () => {
    const noAnswer = new ApiError('Sin conexión.', { kind: 'network' });
    const drifted = new ApiError('Respuesta inesperada.', { statusCode: 502, kind: 'contract' });
    expect(stepCallsState([failed(noAnswer)], 'Error al inicializar.').failure).toBe(fallback);
    expect(stepCallsState([failed(drifted)], 'Error al inicializar.').failure).toBe('Error al inicializar.');
    expect(stepCallsState([failed(new Error('x'))], 'Error al inicializar.').failure).toBe('Error al inicializar.');
  });
});
