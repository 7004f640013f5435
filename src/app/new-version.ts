/** The part of a ServiceWorkerRegistration that tells whether a new version is waiting. */
export interface WorkerSlots {
  readonly active: object | null;
  readonly waiting: object | null;
}

/**
 * A new version exists only when a worker waits behind an active one. workbox-window also reports
 * a first install as "external" (an `updatefound` more than 60 s after register(), which a fake
 * clock or a slow first precache causes, or a worker briefly waiting when a second tab registers);
 * there is nothing to update then, and no prompt must show.
 */
export function newVersionWaiting(slots: WorkerSlots | undefined): boolean {
  return Boolean(slots?.active && slots.waiting);
}
