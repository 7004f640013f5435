import type { DraftStatus } from './draft-types';

/** A draft's statuses in the words the debtor sees, the same on every screen that shows them. */
export const draftStatusLabels = {
  saved: 'Guardado en este dispositivo',
  queued: 'En cola',
  sending: 'Enviando',
  sent: 'Enviado',
  failed: 'Error – reintentar',
} as const satisfies Record<DraftStatus, string>;

/**
 * Allowed moves. A draft goes to 'sending' only from a resting state; 'sending' ends in 'sent'
 * (the server answered with a load), 'queued' (no answer: offline, dropped, timeout, 5xx) or
 * 'failed' (the server refused it). 'queued' to 'queued' records another failed attempt.
 */
const transitions: Readonly<Record<DraftStatus, readonly DraftStatus[]>> = {
  saved: ['sending', 'queued'],
  queued: ['sending', 'queued'],
  sending: ['sent', 'queued', 'failed'],
  failed: ['sending', 'queued'],
  sent: [],
};

export function canTransition(from: DraftStatus, to: DraftStatus): boolean {
  return transitions[from].includes(to);
}

/** Drafts the debtor has not sent yet ('sent' ones are receipts, no longer drafts). */
export const unsentStatuses: readonly DraftStatus[] = ['saved', 'queued', 'sending', 'failed'];

/** A draft in these states can be discarded; one being sent cannot (its answer is on the way). */
export const discardableStatuses: readonly DraftStatus[] = ['saved', 'queued', 'failed'];

export class DraftTransitionError extends Error {
  override readonly name = 'DraftTransitionError';
  constructor(
    readonly from: DraftStatus,
    readonly to: DraftStatus,
  ) {
    super(`Cambio de estado de borrador inválido de «${draftStatusLabels[from]}» a «${draftStatusLabels[to]}».`);
  }
}

/**
 * An edit made on a draft that has changed since it was read (another tab stored its own edit
 * meanwhile): stored, it would put back the rows that edit replaced. Nothing is written.
 */
export class DraftChangedError extends Error {
  override readonly name = 'DraftChangedError';
  constructor() {
    super('El borrador cambió en otra pestaña después de leerse.');
  }
}
