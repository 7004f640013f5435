/**
 * Runs `work` while holding the send lock of one draft, or tells it the lock is taken (`held`
 * false) without waiting. Web Locks span every tab of the origin, so two tabs never send the
 * same draft at once; where the API is missing, a lock within this page is the fallback.
 */
export type DraftLock = <T>(draftId: string, work: (held: boolean) => Promise<T>) => Promise<T>;

const lockName = (draftId: string) => `portal-import-draft-send:${draftId}`;

interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

function webLocks(): LockManagerLike | null {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/** A lock held only within this JavaScript realm (tests, or browsers without Web Locks). */
export function createLocalDraftLock(): DraftLock {
  const held = new Set<string>();
  return async (draftId, work) => {
    if (held.has(draftId)) return work(false);
    held.add(draftId);
    try {
      return await work(true);
    } finally {
      held.delete(draftId);
    }
  };
}

export function createDraftLock(): DraftLock {
  const locks = webLocks();
  if (!locks) return createLocalDraftLock();
  return (draftId, work) => locks.request(lockName(draftId), { ifAvailable: true }, (lock) => work(lock !== null));
}
