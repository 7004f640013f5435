import type { LoadStatus } from '../api/schemas';

/** Colour families of the status badge; the text is always shown beside the colour. */
export type StatusTone = 'success' | 'danger' | 'neutral';

const operationTones: Readonly<Record<string, StatusTone>> = {
  autorizada: 'success',
  activa: 'success',
  anulado: 'danger',
  registrado: 'neutral',
};

/** SPEC section 4: the badge of an estadoOperacion, matched without case; anything else is grey. */
export function operationStatusTone(estadoOperacion: string | null | undefined): StatusTone {
  const key = (estadoOperacion ?? '').trim().toLowerCase();
  return Object.hasOwn(operationTones, key) ? (operationTones[key] ?? 'neutral') : 'neutral';
}

const loadStatuses: Readonly<Record<LoadStatus, { readonly tone: StatusTone; readonly label: string }>> = {
  PENDIENTE: { tone: 'neutral', label: 'Pendiente' },
  APROBADA: { tone: 'success', label: 'Aprobada' },
  RECHAZADA: { tone: 'danger', label: 'Rechazada' },
};

/** A load's decision as a badge: approved green, rejected red, pending grey. */
export function loadStatusBadge(status: LoadStatus): { readonly tone: StatusTone; readonly label: string } {
  return loadStatuses[status];
}
