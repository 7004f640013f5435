import { isApiError } from '@/lib/http/api-error';
import { logger } from '@/lib/logger';
import type { DraftLock } from './draft-lock';
import type { DraftStore } from './draft-store';
import { refusalOf } from './draft-refusal';
import type { Draft, SentImport } from './draft-types';

export const draftSendMessages = {
  offline: 'Sin conexión. La importación quedó en cola y se enviará automáticamente cuando vuelva la conexión.',
  noAnswer: 'No hubo respuesta del servidor. La importación quedó en cola y se reintentará automáticamente.',
  serverBusy:
    'El servidor no pudo recibir la importación en este momento. Quedó en cola y se reintentará automáticamente.',
  sessionExpired:
    'Su sesión expiró antes de enviar la importación. Inicie sesión de nuevo y vuelva a enviarla: sigue guardada en este dispositivo.',
  busy: 'Esta importación ya se está enviando desde otra pestaña.',
  blocked: 'La importación tiene errores. Corrija el archivo y vuelva a cargarlo para poder enviarla.',
  missing: 'Este borrador ya no existe en este dispositivo.',
  unexpected: 'No se pudo enviar la importación. Inténtelo de nuevo.',
} as const;

export type SendOutcome =
  | { readonly kind: 'sent'; readonly sent: SentImport }
  | { readonly kind: 'queued'; readonly draft: Draft }
  | { readonly kind: 'failed'; readonly draft: Draft; readonly unauthorized: boolean }
  | { readonly kind: 'busy' }
  | { readonly kind: 'blocked' }
  | { readonly kind: 'missing' };

export interface DraftSenderDeps {
  readonly store: DraftStore;
  readonly lock: DraftLock;
  /** The network call (LoadInvoices with the draft's Idempotency-Key); resolves to the load. */
  readonly submit: (draft: Draft) => Promise<{ readonly idLoad: number }>;
  readonly isOnline?: () => boolean;
  /** Wait before automatic attempt number `attempts` (from 1). */
  readonly retryDelay?: (attempts: number) => number;
  readonly now?: () => number;
}

/** 5 s, 15 s, 45 s, … up to 5 minutes, with ±20 % jitter so tabs and devices spread out. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(300_000, 5_000 * 3 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

const browserOnline = () => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false;

type Failure =
  | { readonly retry: true; readonly message: string }
  | { readonly retry: false; readonly message: string; readonly unauthorized: boolean };

/** No answer, or an answer that says "try later", is retried; a refusal is kept with its message. */
function classify(error: unknown): Failure {
  // The client turns every failure into an ApiError; anything else is a bug that retrying will not fix.
  if (!isApiError(error)) return { retry: false, message: draftSendMessages.unexpected, unauthorized: false };
  if (error.kind === 'network' || error.kind === 'timeout') return { retry: true, message: draftSendMessages.noAnswer };
  if (error.kind === 'http') {
    const status = error.statusCode;
    if (status === 401) return { retry: false, message: draftSendMessages.sessionExpired, unauthorized: true };
    if (status === 408 || status === 429 || status >= 500)
      return { retry: true, message: draftSendMessages.serverBusy };
  }
  return { retry: false, message: error.message, unauthorized: false };
}

const hasErrors = (draft: Draft) => draft.issues.some((issue) => issue.severity === 'error');

/**
 * Sends one draft, exactly once: under its cross-tab lock, re-read after the lock is held (the
 * other tab may have sent it), always with the key made when it was created. Every store call
 * is its own transaction and the network call happens between them, never inside one. The draft
 * leaves the device only after the server has answered with its load.
 */
export async function sendDraft(deps: DraftSenderDeps, userId: number, draftId: string): Promise<SendOutcome> {
  const { store } = deps;
  const now = deps.now ?? Date.now;
  const isOnline = deps.isOnline ?? browserOnline;
  const retryDelay = deps.retryDelay ?? ((attempts: number) => backoffDelay(attempts));

  return deps.lock(draftId, async (held): Promise<SendOutcome> => {
    if (!held) return { kind: 'busy' };
    const draft = await store.get(userId, draftId);
    if (!draft) {
      const sent = await store.getSent(userId, draftId);
      return sent ? { kind: 'sent', sent } : { kind: 'missing' };
    }
    if (hasErrors(draft)) return { kind: 'blocked' };
    // Holding the lock while it says 'sending' means the tab that was sending it closed mid-way.
    if (draft.status === 'sending') await store.transition(userId, draftId, 'queued');
    if (!isOnline()) {
      // No timer while offline: the outbox sends it when the browser says the connection is back.
      const queued = await store.transition(userId, draftId, 'queued', {
        lastError: draftSendMessages.offline,
        nextAttemptAt: null,
      });
      return { kind: 'queued', draft: queued };
    }
    const sending = await store.transition(userId, draftId, 'sending', { lastError: null, refusedRows: [] });
    let idLoad: number;
    try {
      ({ idLoad } = await deps.submit(sending));
    } catch (error) {
      // Invoices the server already holds: a refusal on the rows, kept with the draft and never
      // retried automatically (the same invoices would be refused again).
      const refusal = refusalOf(error, sending);
      if (refusal) {
        logger.warn(`El servidor rechazó el borrador ${draftId}: facturas ya cargadas.`, error);
        const failed = await store.transition(userId, draftId, 'failed', {
          lastError: refusal.message,
          refusedRows: refusal.issues,
          nextAttemptAt: null,
        });
        return { kind: 'failed', draft: failed, unauthorized: false };
      }
      const failure = classify(error);
      logger.warn(`El envío del borrador ${draftId} falló (${failure.retry ? 'se reintentará' : 'rechazado'}).`, error);
      if (failure.retry) {
        const attempts = sending.attempts + 1;
        const queued = await store.transition(userId, draftId, 'queued', {
          lastError: failure.message,
          attempts,
          nextAttemptAt: now() + retryDelay(attempts),
        });
        return { kind: 'queued', draft: queued };
      }
      const failed = await store.transition(userId, draftId, 'failed', {
        lastError: failure.message,
        nextAttemptAt: null,
      });
      return { kind: 'failed', draft: failed, unauthorized: failure.unauthorized };
    }
    const sent = await store.complete(userId, draftId, idLoad);
    return { kind: 'sent', sent };
  });
}
