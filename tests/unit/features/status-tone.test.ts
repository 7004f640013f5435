import { describe, expect, it } from 'vitest';
import { loadStatusBadge, operationStatusTone } from '@/features/factoring/shared/status-tone';

describe('operationStatusTone', () => {
  it('shows autorizada and activa in green, whatever their case', () => {
    for (const status of ['autorizada', 'Autorizada', 'AUTORIZADA', 'activa', 'Activa', ' ACTIVA ']) {
      expect(operationStatusTone(status)).toBe('success');
    }
  });

  it('shows anulado in red', () => {
    for (const status of ['anulado', 'Anulado', 'ANULADO']) expect(operationStatusTone(status)).toBe('danger');
  });

  it('shows registrado and anything else in grey', () => {
    for (const status of [
      'registrado',
      'Registrado',
      'Vencida',
      'anulada',
      '',
      'constructor',
      '__proto__',
      null,
      undefined,
    ]) {
      expect(operationStatusTone(status)).toBe('neutral');
    }
  });
});

describe('loadStatusBadge', () => {
  it('labels each load decision in Spanish with its colour', () => {
    expect(loadStatusBadge('APROBADA')).toEqual({ tone: 'success', label: 'Aprobada' });
    expect(loadStatusBadge('RECHAZADA')).toEqual({ tone: 'danger', label: 'Rechazada' });
    expect(loadStatusBadge('PENDIENTE')).toEqual({ tone: 'neutral', label: 'Pendiente' });
  });
});
