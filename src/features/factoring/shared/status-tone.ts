import type { LoadStatus } from '@contract/schemas';
import type { BadgeTone } from '@/components/badge';

const operationTones: Readonly<Record<string, BadgeTone>> = {
  autorizada: 'success',
  activa: 'success',
  anulado: 'danger',
  registrado: 'neutral',
};

/** The badge of an operation's estadoOperacion, matched without case: authorised and active are green, annulled red, anything else grey. */
export function operationStatusTone(estadoOperacion: string | null | undefined): BadgeTone {
  const key = (estadoOperacion ?? '').trim().toLowerCase();
  return Object.hasOwn(operationTones, key) ? (operationTones[key] ?? 'neutral') : 'neutral';
}

const loadStatuses: Readonly<Record<LoadStatus, { readonly tone: BadgeTone; readonly label: string }>> = {
  PENDIENTE: { tone: 'neutral', label: 'Pendiente' },
  APROBADA: { tone: 'success', label: 'Aprobada' },
  RECHAZADA: { tone: 'danger', label: 'Rechazada' },
};

/** A load's decision as a badge: approved green, rejected red, pending grey. */
export function loadStatusBadge(status: LoadStatus): { readonly tone: BadgeTone; readonly label: string } {
  return loadStatuses[status];
}
