import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTracker, type IdlePhase } from '@/lib/session/idle-tracker';

const minute = 60_000;

function setup() {
  const phases: IdlePhase[] = [];
  const published: number[] = [];
  const tracker = createIdleTracker({
    timeoutMs: 15 * minute,
    warningMs: minute,
    throttleMs: 1000,
    onActivity: (at) => published.push(at),
    onPhaseChange: (phase) => phases.push(phase),
  });
  tracker.start();
  return { tracker, phases, published };
}

describe('idle tracker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warns one minute before the end and expires at 15 minutes', () => {
    const { phases } = setup();
    vi.advanceTimersByTime(14 * minute - 1000);
    expect(phases).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(phases).toEqual(['warning']);
    vi.advanceTimersByTime(minute);
    expect(phases).toEqual(['warning', 'expired']);
  });

  it('accepts at most one activity a second and publishes each with its timestamp', () => {
    const { tracker, published } = setup();
    vi.advanceTimersByTime(5000);
    expect(tracker.recordActivity()).toBe(true);
    vi.advanceTimersByTime(400);
    expect(tracker.recordActivity()).toBe(false);
    vi.advanceTimersByTime(600);
    expect(tracker.recordActivity()).toBe(true);
    expect(published).toEqual([Date.parse('2026-11-22T12:00:05Z'), Date.parse('2026-11-22T12:00:06Z')]);
  });

  it('activity during the warning keeps the session alive', () => {
    const { tracker, phases } = setup();
    vi.advanceTimersByTime(14 * minute + 5000);
    expect(tracker.recordActivity()).toBe(true);
    expect(phases).toEqual(['warning', 'active']);
    vi.advanceTimersByTime(14 * minute - 1000);
    expect(phases).toEqual(['warning', 'active']);
  });

  it('expires on the wall clock even when its timers were throttled', () => {
    const { tracker, phases } = setup();
    // A background tab: no timer ran, but 20 minutes of real time went by.
    vi.setSystemTime(Date.parse('2026-11-22T12:20:00Z'));
    tracker.check();
    expect(phases).toEqual(['expired']);
    expect(tracker.recordActivity()).toBe(false);
  });

  it('activity in another tab keeps this tab alive without publishing it again', () => {
    const { tracker, phases, published } = setup();
    vi.advanceTimersByTime(10 * minute);
    tracker.recordRemoteActivity(Date.now());
    vi.advanceTimersByTime(10 * minute);
    expect(phases).toEqual([]);
    expect(published).toEqual([]);
  });
});

describe('idle tracker and other tabs', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ignores activity from another tab that is older than its own', () => {
    const { tracker, phases } = setup();
    const signIn = Date.now();
    vi.advanceTimersByTime(5 * minute);
    tracker.recordActivity();
    tracker.recordRemoteActivity(signIn + minute);
    vi.advanceTimersByTime(14 * minute);
    expect(phases).toEqual(['warning']);
    vi.advanceTimersByTime(minute);
    expect(phases).toEqual(['warning', 'expired']);
  });

  it('never lets a tab with a clock ahead of this one push the deadline past 15 minutes from now', () => {
    const { tracker, phases } = setup();
    tracker.recordRemoteActivity(Date.now() + 60 * minute);
    expect(tracker.deadline).toBe(Date.now() + 15 * minute);
    vi.advanceTimersByTime(15 * minute);
    expect(phases).toEqual(['warning', 'expired']);
  });

  it('ends the warning when another tab reports activity', () => {
    const { tracker, phases } = setup();
    vi.advanceTimersByTime(14 * minute + 10_000);
    tracker.recordRemoteActivity(Date.now());
    expect(phases).toEqual(['warning', 'active']);
    expect(tracker.phase).toBe('active');
  });
});
