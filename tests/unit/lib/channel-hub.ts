import type { ChannelFactory, EventChannel } from '@/lib/events';

/**
 * BroadcastChannels of one origin's tabs, in memory: a message reaches every other open channel
 * of the same name after `latencyMs` (setTimeout, so fake timers control it), never its sender.
 */
export function channelHub(latencyMs = 1) {
  const open = new Set<HubChannel>();
  const posted: unknown[] = [];
  let latency = latencyMs;

  class HubChannel implements EventChannel {
    readonly #listeners = new Set<(event: MessageEvent) => void>();
    constructor(readonly name: string) {
      open.add(this);
    }
    postMessage(message: unknown): void {
      posted.push(message);
      const data = structuredClone(message);
      for (const other of open) {
        if (other === this || other.name !== this.name) continue;
        setTimeout(() => {
          if (open.has(other)) other.receive(data);
        }, latency);
      }
    }
    receive(data: unknown): void {
      this.#listeners.forEach((listener) => {
        listener(new MessageEvent('message', { data }));
      });
    }
    addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
      this.#listeners.add(listener);
    }
    close(): void {
      open.delete(this);
    }
  }

  const factory: ChannelFactory = (name) => new HubChannel(name);
  return {
    factory,
    posted,
    /** Hands `data` to every open channel at once, as if a tab this hub does not model sent it. */
    inject(data: unknown) {
      open.forEach((channel) => {
        channel.receive(data);
      });
    },
    setLatency(ms: number) {
      latency = ms;
    },
  };
}
