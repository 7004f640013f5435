import type { EventBus } from '@/lib/events';
import { createIdleTracker, type IdleTracker, type IdleTrackerOptions } from './idle-tracker';

export interface SharedIdleClock {
  readonly tracker: IdleTracker;
  /** Starts this tab's clock; opening or reloading a tab is the user's activity, so it is shared. */
  start(): void;
  stop(): void;
}

/**
 * One idle clock for every tab of the session: each tab publishes its user's activity and takes
 * the others', so all tabs share one last activity, and with it one warning time and one deadline.
 */
export function createSharedIdleClock(bus: EventBus, options: Omit<IdleTrackerOptions, 'onActivity'>): SharedIdleClock {
  const tracker = createIdleTracker({
    ...options,
    onActivity: (at) => {
      bus.emit('session:activity', { at });
    },
  });
  let offRemote: (() => void) | null = null;

  return {
    tracker,
    start() {
      tracker.start();
      offRemote ??= bus.on('session:activity', ({ at }, meta) => {
        if (meta.remote) tracker.recordRemoteActivity(at);
      });
      bus.emit('session:activity', { at: tracker.deadline - options.timeoutMs });
    },
    stop() {
      tracker.stop();
      offRemote?.();
      offRemote = null;
    },
  };
}
