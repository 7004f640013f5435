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
