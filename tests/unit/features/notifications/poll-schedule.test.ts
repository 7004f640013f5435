import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPollClaim, type PollLocks, type PollRecord } from '@/features/notifications/poll-claim';
import { createPollSchedule, nextDelay } from '@/features/notifications/poll-schedule';

const minute = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-27T14:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

/** The origin's lock manager, shared by its tabs: a held lock is refused to `ifAvailable` requests. */
function fakeLocks(): PollLocks {
  const held = new Set<string>();
  return {
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

/** The shared "last polled at", as local storage holds it for every tab. */
function sharedRecord(): PollRecord {
  let at: number | null = null;
  return {
    read: () => at,
    write: (value) => {
      at = value;
    },
  };
}

describe('the polling schedule', () => {
  it('polls at once, then every interval while the tab is visible', async () => {
    const poll = vi.fn(() => Promise.resolve());
    createPollSchedule({ intervalMs: minute, maxDelayMs: 15 * minute, poll, isVisible: () => true }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(minute - 1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3 * minute);
    expect(poll).toHaveBeenCalledTimes(5);
  });

  it('backs off on failures, doubling the wait up to the maximum, and returns to the interval after a success', async () => {
    const times: number[] = [];
    let failing = true;
    const poll = vi.fn(() => {
      times.push(Date.now());
      return failing ? Promise.reject(new Error('503')) : Promise.resolve();
    });
    createPollSchedule({ intervalMs: minute, maxDelayMs: 5 * minute, poll, isVisible: () => true }).start();
    await vi.advanceTimersByTimeAsync(0);
    // Failures at 0, then after 2, 4, 5 (the maximum) and 5 minutes.
    await vi.advanceTimersByTimeAsync(16 * minute);
    const start = times[0] ?? 0;
    expect(times.map((at) => (at - start) / minute)).toEqual([0, 2, 6, 11, 16]);
    failing = false;
    await vi.advanceTimersByTimeAsync(5 * minute);
    await vi.advanceTimersByTimeAsync(minute);
    expect(times.map((at) => (at - start) / minute).slice(5)).toEqual([21, 22]);
  });

  it('computes the back-off as interval × 2^failures, capped', () => {
    expect([0, 1, 2, 3, 4, 50].map((failures) => nextDelay(minute, 10 * minute, failures))).toEqual([
      minute,
      2 * minute,
      4 * minute,
      8 * minute,
      10 * minute,
      10 * minute,
    ]);
  });

  it('stops while the tab is hidden and polls when it is visible again and the poll is due', async () => {
    let visible = true;
    const poll = vi.fn(() => Promise.resolve());
    const schedule = createPollSchedule({
      intervalMs: minute,
      maxDelayMs: 15 * minute,
      poll,
      isVisible: () => visible,
    });
    schedule.start();
    await vi.advanceTimersByTimeAsync(0);
    visible = false;
    schedule.visibilityChanged();
    await vi.advanceTimersByTimeAsync(10 * minute);
    expect(poll).toHaveBeenCalledTimes(1);
    visible = true;
    schedule.visibilityChanged();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('does not poll in a tab opened hidden until it is shown, nor after it stops', async () => {
    let visible = false;
    const poll = vi.fn(() => Promise.resolve());
    const schedule = createPollSchedule({
      intervalMs: minute,
      maxDelayMs: 15 * minute,
      poll,
      isVisible: () => visible,
    });
    schedule.start();
    await vi.advanceTimersByTimeAsync(5 * minute);
    expect(poll).not.toHaveBeenCalled();
    visible = true;
    schedule.visibilityChanged();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    schedule.stop();
    await vi.advanceTimersByTimeAsync(5 * minute);
    expect(poll).toHaveBeenCalledTimes(1);
  });
});

describe('one poll for all tabs', () => {
  it('two visible tabs poll the server once per interval between them', async () => {
    const locks = fakeLocks();
    const record = sharedRecord();
    const calls: string[] = [];
    const openTab = (tab: string) => {
      const claim = createPollClaim({ name: 'news', locks, record, freshForMs: 0.9 * minute });
      return createPollSchedule({
        intervalMs: minute,
        maxDelayMs: 15 * minute,
        isVisible: () => true,
        poll: async () => {
          await claim(() => {
            calls.push(tab);
            return Promise.resolve();
          });
        },
      });
    };
    openTab('A').start();
    await vi.advanceTimersByTimeAsync(20_000);
    openTab('B').start();
    await vi.advanceTimersByTimeAsync(10 * minute - 20_000);
    // Eleven minutes' polls (0 to 10), not twenty-one.
    expect(calls).toHaveLength(11);
    expect(calls.every((tab) => tab === 'A')).toBe(true);
  });

  it('a tab takes over when the polling tab is closed', async () => {
    const locks = fakeLocks();
    const record = sharedRecord();
    const calls: string[] = [];
    const openTab = (tab: string) => {
      const claim = createPollClaim({ name: 'news', locks, record, freshForMs: 0.9 * minute });
      const schedule = createPollSchedule({
        intervalMs: minute,
        maxDelayMs: 15 * minute,
        isVisible: () => true,
        poll: async () => {
          await claim(() => {
            calls.push(tab);
            return Promise.resolve();
          });
        },
      });
      schedule.start();
      return schedule;
    };
    const first = openTab('A');
    await vi.advanceTimersByTimeAsync(20_000);
    openTab('B');
    await vi.advanceTimersByTimeAsync(minute);
    first.stop();
    await vi.advanceTimersByTimeAsync(2 * minute);
    expect(calls).toEqual(['A', 'A', 'B', 'B']);
  });

  it('a tab skips while another holds the lock (its poll still in flight)', async () => {
    const locks = fakeLocks();
    const record = sharedRecord();
    const claimA = createPollClaim({ name: 'news', locks, record, freshForMs: minute });
    const claimB = createPollClaim({ name: 'news', locks, record, freshForMs: minute });
    let finish: () => void = () => undefined;
    const slow = claimA(() => new Promise<void>((resolve) => (finish = resolve)));
    const polledByB = vi.fn(() => Promise.resolve());
    await expect(claimB(polledByB)).resolves.toBe('skipped');
    finish();
    await expect(slow).resolves.toBe('polled');
    expect(polledByB).not.toHaveBeenCalled();
  });

  it('without Web Locks, the shared record alone keeps a second tab from polling again', async () => {
    const record = sharedRecord();
    const claimA = createPollClaim({ name: 'news', locks: null, record, freshForMs: minute });
    const claimB = createPollClaim({ name: 'news', locks: null, record, freshForMs: minute });
    await expect(claimA(() => Promise.resolve())).resolves.toBe('polled');
    await expect(claimB(() => Promise.resolve())).resolves.toBe('skipped');
    vi.setSystemTime(Date.now() + minute);
    await expect(claimB(() => Promise.resolve())).resolves.toBe('polled');
  });

  it('a failed poll leaves the record alone, so another tab tries at its turn', async () => {
    const record = sharedRecord();
    const claim = createPollClaim({ name: 'news', locks: fakeLocks(), record, freshForMs: minute });
    await expect(claim(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(record.read()).toBeNull();
  });
});
