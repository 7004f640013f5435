export type IdlePhase = 'active' | 'warning' | 'expired';

export interface IdleTrackerOptions {
  readonly timeoutMs: number;
  /** How long before the end the warning starts. */
  readonly warningMs: number;
  /** At most one accepted activity per this interval (1000 ms). */
  readonly throttleMs: number;
  readonly now?: () => number;
  /** Called for every accepted local activity, to publish it. */
  readonly onActivity?: (at: number) => void;
  readonly onPhaseChange: (phase: IdlePhase, deadline: number) => void;
  readonly checkIntervalMs?: number;
}

export interface IdleTracker {
  start(): void;
  stop(): void;
  /** A local user action; throttled. Returns whether it was accepted. */
  recordActivity(): boolean;
  /** Activity seen in another tab: keeps this one alive, never re-published. */
  recordRemoteActivity(at: number): void;
  /** Re-reads the wall clock now (timers of background tabs are throttled). */
  check(): void;
  readonly phase: IdlePhase;
  readonly deadline: number;
}

/**
 * Idle time is measured on the wall clock, not by counting timer ticks, so a throttled
 * background tab still expires on time as soon as any of its timers or events runs.
 */
export function createIdleTracker(options: IdleTrackerOptions): IdleTracker {
  const now = options.now ?? Date.now;
  let lastActivity = now();
  let phase: IdlePhase = 'active';
  let interval: ReturnType<typeof setInterval> | undefined;

  const deadline = () => lastActivity + options.timeoutMs;

  const setPhase = (next: IdlePhase) => {
    if (next === phase) return;
    phase = next;
    options.onPhaseChange(phase, deadline());
  };

  const check = () => {
    if (phase === 'expired') return;
    const remaining = deadline() - now();
    if (remaining <= 0) {
      setPhase('expired');
      stop();
    } else {
      setPhase(remaining <= options.warningMs ? 'warning' : 'active');
    }
  };

  const stop = () => {
    if (interval !== undefined) clearInterval(interval);
    interval = undefined;
  };

  return {
    start() {
      stop();
      lastActivity = now();
      phase = 'active';
      interval = setInterval(check, options.checkIntervalMs ?? 1000);
    },
    stop,
    recordActivity() {
      const at = now();
      if (phase === 'expired') return false;
      if (at - lastActivity < options.throttleMs) return false;
      // Activity that arrives after the deadline is too late: the session is already over.
      if (at >= deadline()) {
        check();
        return false;
      }
      lastActivity = at;
      options.onActivity?.(at);
      check();
      return true;
    },
    recordRemoteActivity(at) {
      if (phase === 'expired' || at <= lastActivity) return;
      lastActivity = Math.min(at, now());
      check();
    },
    check,
    get phase() {
      return phase;
    },
    get deadline() {
      return deadline();
    },
  };
}
