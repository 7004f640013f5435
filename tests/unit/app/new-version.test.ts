import { describe, expect, it } from 'vitest';
import { newVersionWaiting } from '@/app/new-version';

const worker = () => ({});

describe('whether a new version is waiting', () => {
  it('is offered when a worker waits behind the active one', () => {
    expect(newVersionWaiting({ active: worker(), waiting: worker() })).toBe(true);
  });

  it('is not offered on the first install, even when workbox-window calls it external', () => {
    // What a fake clock (or a first precache slower than 60 s) makes workbox-window report.
    expect(newVersionWaiting({ active: null, waiting: worker() })).toBe(false);
  });

  it('is not offered when nothing waits, or without a registration', () => {
    expect(newVersionWaiting({ active: worker(), waiting: null })).toBe(false);
    expect(newVersionWaiting(undefined)).toBe(false);
  });
});
