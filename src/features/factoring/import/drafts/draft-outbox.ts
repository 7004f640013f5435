import { liveQuery } from 'dexie';
import { logger } from '@/lib/logger';
import { sendDraft, type DraftSenderDeps, type SendOutcome } from './draft-sender';
import type { DraftHead } from './draft-types';

export interface DraftOutboxOptions extends DraftSenderDeps {
  readonly userId: number;
  readonly onOutcome?: (outcome: SendOutcome) => void;
  /** Where 'online' is heard; the window by default. */
  readonly events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

export interface DraftOutbox {
  /** Tries every queued draft now (the connection came back, or the app started). */
  flush(): Promise<void>;
  stop(): void;
}

/**
 * Sends the user's queued drafts without being asked: at start, when the connection returns,
 * and on each draft's backoff schedule while the app is open. Drafts left 'sending' by a closed
 * tab are picked up too (sendDraft takes them only when no other tab holds their lock).
 */
export function startDraftOutbox(options: DraftOutboxOptions): DraftOutbox {
  const now = options.now ?? Date.now;
  const isOnline =
    options.isOnline ?? (() => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false);
  const target = options.events ?? (globalThis as { window?: EventTarget }).window;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again: 'due' | 'all' | null = null;

  const schedule = (at: number | null) => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (stopped || at === null) return;
    timer = setTimeout(
      () => {
        void run('due');
      },
      Math.max(0, at - now()),
    );
  };

  /** The timer follows the earliest retry time of the queued drafts. */
  const scheduleFrom = (drafts: readonly DraftHead[]) => {
    const next = drafts.reduce<number | null>((soonest, draft) => {
      const at = draft.status === 'queued' ? draft.nextAttemptAt : null;
      if (at === null) return soonest;
      return soonest === null || at < soonest ? at : soonest;
    }, null);
    schedule(next);
  };

  const pass = async (which: 'due' | 'all') => {
    // Offline, nothing is tried: the 'online' event starts the next pass.
    if (!isOnline()) return;
    const drafts = await options.store.listHeads(options.userId);
    for (const draft of drafts) {
      if (stopped) return;
      const dueNow = draft.nextAttemptAt !== null && draft.nextAttemptAt <= now();
      const due = draft.status === 'queued' && (which === 'all' || dueNow);
      if (!due && draft.status !== 'sending') continue;
      const outcome = await sendDraft(options, options.userId, draft.id);
      options.onOutcome?.(outcome);
    }
    scheduleFrom(await options.store.listHeads(options.userId));
  };

  // A request that arrived during a pass runs once more after it.
  const takeAgain = () => {
    const next = again;
    again = null;
    return next;
  };

  async function run(which: 'due' | 'all'): Promise<void> {
    if (stopped) return;
    if (running) {
      again = again === 'all' || which === 'all' ? 'all' : 'due';
      return running;
    }
    running = pass(which)
      .catch((error: unknown) => {
        logger.error('No se pudieron reintentar las importaciones en cola.', error);
      })
      .finally(() => {
        running = null;
      });
    await running;
    const next = takeAgain();
    if (next !== null) await run(next);
  }

  const onOnline = () => {
    void run('all');
  };
  target?.addEventListener('online', onOnline);
  // A draft queued elsewhere (the review screen, another tab) gets its timer here too. Only the
  // heads are watched: a new import's rows are not decoded on the page by this watch.
  const watch = liveQuery(() => options.store.listHeads(options.userId)).subscribe({
    next: scheduleFrom,
    error: (error: unknown) => {
      logger.warn('No se pudo observar la cola de importaciones.', error);
    },
  });
  void run('all');

  return {
    flush: () => run('all'),
    stop() {
      stopped = true;
      watch.unsubscribe();
      schedule(null);
      target?.removeEventListener('online', onOnline);
    },
  };
}
