import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '@/lib/events';
import type { IdlePhase } from '@/lib/session/idle-tracker';
import { createSharedIdleClock } from '@/lib/session/shared-idle-clock';
import { channelHub } from './channel-hub';

const minute = 60_000;
const start = Date.parse('2026-11-23T14:00:00Z');

function openTab(hub: ReturnType<typeof channelHub>) {
  const phases: { phase: IdlePhase; at: number }[] = [];
  const clock = createSharedIdleClock(createEventBus(hub.factory), {
    timeoutMs: 15 * minute,
    warningMs: minute,
    throttleMs: 1000,
    onPhaseChange: (phase) => phases.push({ phase, at: Date.now() - start }),
  });
  clock.start();
  return { clock, phases };
}

describe('one idle clock for every tab', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: start });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a tab alive past the limit with activity in another, then warns and ends both at one time', async () => {
    const hub = channelHub(5);
    const first = openTab(hub);
    const second = openTab(hub);

    await vi.advanceTimersByTimeAsync(10 * minute);
    expect(second.clock.tracker.recordActivity()).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * minute);
    // Twenty minutes after the first tab opened, ten after the activity in the second.
    expect(first.phases).toEqual([]);
    expect(first.clock.tracker.deadline).toBe(second.clock.tracker.deadline);

    await vi.advanceTimersByTimeAsync(5 * minute);
    const warned = 24 * minute;
    const ended = 25 * minute;
    expect(first.phases).toEqual([
      { phase: 'warning', at: warned },
      { phase: 'expired', at: ended },
    ]);
    expect(second.phases).toEqual(first.phases);
  });

  it('closes the warning in every tab when the user chooses to stay in one', async () => {
    const hub = channelHub(5);
    const first = openTab(hub);
    const second = openTab(hub);
    await vi.advanceTimersByTimeAsync(14 * minute + 1000);
    expect([first.clock.tracker.phase, second.clock.tracker.phase]).toEqual(['warning', 'warning']);

    second.clock.tracker.recordActivity();
    await vi.advanceTimersByTimeAsync(1000);
    expect([first.clock.tracker.phase, second.clock.tracker.phase]).toEqual(['active', 'active']);
    expect(first.clock.tracker.deadline).toBe(start + 29 * minute + 1000);
  });

  it('counts a tab opened later as activity for the tabs already open', async () => {
    const hub = channelHub(5);
    const first = openTab(hub);
    await vi.advanceTimersByTimeAsync(12 * minute);
    const later = openTab(hub);
    await vi.advanceTimersByTimeAsync(5);
    expect(first.clock.tracker.deadline).toBe(start + 27 * minute);
    expect(later.clock.tracker.deadline).toBe(start + 27 * minute);
  });

  it('no longer hears the other tabs once stopped', async () => {
    const hub = channelHub(5);
    const first = openTab(hub);
    const second = openTab(hub);
    first.clock.stop();
    await vi.advanceTimersByTimeAsync(5 * minute);
    second.clock.tracker.recordActivity();
    await vi.advanceTimersByTimeAsync(5);
    expect(first.clock.tracker.deadline).toBe(start + 15 * minute);
  });
});
