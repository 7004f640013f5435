export interface PollScheduleOptions {
  readonly intervalMs: number;
  /** The longest wait after repeated failures. */
  readonly maxDelayMs: number;
  /** One poll; a rejection counts as a failure and makes the next wait longer. */
  readonly poll: () => Promise<void>;
  readonly isVisible: () => boolean;
  readonly now?: () => number;
}

export interface PollSchedule {
  /** Polls at once when the tab is visible, then every interval. */
  start(): void;
  /** To call on `visibilitychange`: a hidden tab stops polling, a visible one resumes when due. */
  visibilityChanged(): void;
  stop(): void;
}

/** The wait before the next poll: the interval, doubled after each failure in a row, up to the maximum. */
export function nextDelay(intervalMs: number, maxDelayMs: number, failures: number): number {
  return Math.min(maxDelayMs, intervalMs * 2 ** Math.min(failures, 30));
}

/** Polls while the tab is visible, one poll at a time, backing off on failures. */
export function createPollSchedule(options: PollScheduleOptions): PollSchedule {
  const now = options.now ?? Date.now;
  let failures = 0;
  let dueAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let stopped = true;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const arm = () => {
    clear();
    if (stopped || running || !options.isVisible()) return;
    timer = setTimeout(() => void run(), Math.max(0, dueAt - now()));
  };

  const run = async () => {
    clear();
    running = true;
    try {
      await options.poll();
      failures = 0;
    } catch {
      failures += 1;
    } finally {
      running = false;
      dueAt = now() + nextDelay(options.intervalMs, options.maxDelayMs, failures);
      arm();
    }
  };

  return {
    start() {
      stopped = false;
      dueAt = now();
      arm();
    },
    visibilityChanged() {
      if (options.isVisible()) arm();
      else clear();
    },
    stop() {
      stopped = true;
      clear();
    },
  };
}
