import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '@/lib/events';
import { channelHub } from './channel-hub';

/** Delivers every message the hub has in flight between the tabs. */
const flush = () => vi.runAllTimersAsync();

describe('the event bus', () => {
  it('delivers typed payloads to subscribers until they unsubscribe', () => {
    const bus = createEventBus(() => null);
    const handler = vi.fn();
    const off = bus.on('session:activity', handler);
    bus.emit('session:activity', { at: 7 });
    off();
    bus.emit('session:activity', { at: 8 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ at: 7 }, { remote: false });
  });

  it('carries every application event', () => {
    const bus = createEventBus(() => null);
    const seen: string[] = [];
    const names = [
      'auth:login-success',
      'auth:logout',
      'auth:token-expired',
      'auth:user-refresh',
      'auth:user-refresh-complete',
      'session:activity',
      'session:idle-timeout',
      'data:updated',
    ] as const;
    names.forEach((name) => bus.on(name, () => seen.push(name)));
    bus.emit('auth:login-success', { userId: 1 });
    bus.emit('auth:logout', { reason: 'user' });
    bus.emit('auth:token-expired', undefined);
    bus.emit('auth:user-refresh', undefined);
    bus.emit('auth:user-refresh-complete', undefined);
    bus.emit('session:activity', { at: 1 });
    bus.emit('session:idle-timeout', undefined);
    bus.emit('data:updated', { scope: 'factoring' });
    expect(seen).toEqual(names);
  });

  it('keeps delivering when one subscriber throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus = createEventBus(() => null);
    const second = vi.fn();
    bus.on('session:idle-timeout', () => {
      throw new Error('broken subscriber');
    });
    bus.on('session:idle-timeout', second);
    bus.emit('session:idle-timeout', undefined);
    expect(second).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalled();
  });

  it('works without BroadcastChannel (Node, old browsers)', () => {
    const bus = createEventBus();
    const handler = vi.fn();
    bus.on('auth:logout', handler);
    bus.emit('auth:logout', { reason: 'idle' });
    expect(handler).toHaveBeenCalledWith({ reason: 'idle' }, { remote: false });
  });

  it('works when opening the channel fails', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bus = createEventBus(() => {
      throw new Error('blocked');
    });
    const handler = vi.fn();
    bus.on('auth:logout', handler);
    bus.emit('auth:logout', { reason: 'user' });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('across tabs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('relays a logout to the other tab, marked remote', async () => {
    const hub = channelHub();
    const first = createEventBus(hub.factory);
    const second = createEventBus(hub.factory);
    const here = vi.fn();
    const there = vi.fn();
    first.on('auth:logout', here);
    second.on('auth:logout', there);

    first.emit('auth:logout', { reason: 'user' });
    await flush();

    expect(here).toHaveBeenCalledWith({ reason: 'user' }, { remote: false });
    expect(there).toHaveBeenCalledWith({ reason: 'user' }, { remote: true });
  });

  it('relays activity, login success, token expiry and a change of data on the server', async () => {
    const hub = channelHub();
    const first = createEventBus(hub.factory);
    const second = createEventBus(hub.factory);
    const received: unknown[] = [];
    second.on('session:activity', (payload, meta) => received.push(['activity', payload, meta.remote]));
    second.on('auth:login-success', (payload, meta) => received.push(['login', payload, meta.remote]));
    second.on('auth:token-expired', (payload, meta) => received.push(['expired', payload, meta.remote]));
    second.on('data:updated', (payload, meta) => received.push(['updated', payload, meta.remote]));

    first.emit('session:activity', { at: 1_700_000_000_000 });
    first.emit('auth:login-success', { userId: 4 });
    first.emit('auth:token-expired', undefined);
    first.emit('data:updated', { scope: 'factoring' });
    await flush();

    expect(received).toEqual([
      ['activity', { at: 1_700_000_000_000 }, true],
      ['login', { userId: 4 }, true],
      ['expired', undefined, true],
      ['updated', { scope: 'factoring' }, true],
    ]);
  });

  it('keeps the other events in their own tab', async () => {
    const hub = channelHub();
    const first = createEventBus(hub.factory);
    const second = createEventBus(hub.factory);
    const there = vi.fn();
    second.on('session:idle-timeout', there);
    second.on('auth:user-refresh-complete', there);
    first.emit('session:idle-timeout', undefined);
    first.emit('auth:user-refresh-complete', undefined);
    await flush();
    expect(there).not.toHaveBeenCalled();
    expect(hub.posted).toHaveLength(0);
  });

  it('never sends a relayed event back: no echo between tabs', async () => {
    const hub = channelHub();
    const first = createEventBus(hub.factory);
    const second = createEventBus(hub.factory);
    const third = createEventBus(hub.factory);
    const counts = [vi.fn(), vi.fn(), vi.fn()];
    [first, second, third].forEach((bus, index) => bus.on('auth:logout', counts[index] ?? vi.fn()));

    first.emit('auth:logout', { reason: 'user' });
    await flush();
    await flush();

    expect(hub.posted).toHaveLength(1);
    counts.forEach((count) => {
      expect(count).toHaveBeenCalledTimes(1);
    });
  });

  it('ignores malformed or unknown messages from the channel', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hub = channelHub();
    const bus = createEventBus(hub.factory);
    const handler = vi.fn();
    bus.on('auth:logout', handler);
    bus.on('session:idle-timeout', handler);
    hub.inject('garbage');
    hub.inject({ name: 'auth:logout', payload: { reason: 'hacked' } });
    hub.inject({ name: 'session:idle-timeout', payload: undefined });
    hub.inject({ name: 'no:such-event', payload: {} });
    bus.on('data:updated', handler);
    hub.inject({ name: 'data:updated', payload: { scope: 'everything' } });
    await flush();
    expect(handler).not.toHaveBeenCalled();
  });

  it('stops hearing other tabs once closed', async () => {
    const hub = channelHub();
    const first = createEventBus(hub.factory);
    const second = createEventBus(hub.factory);
    const there = vi.fn();
    second.on('auth:logout', there);
    second.close();
    first.emit('auth:logout', { reason: 'user' });
    await flush();
    expect(there).not.toHaveBeenCalled();
  });
});
