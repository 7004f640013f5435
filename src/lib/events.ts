import { z } from '@contract/zod';
import { bridgedEvents, isBridged, type AppEventName, type AppEvents } from './app-events';
import { logger } from './logger';

export interface EventMeta {
  /** true when the event was published in another tab and relayed here. */
  readonly remote: boolean;
}

export type EventHandler<Name extends AppEventName> = (payload: AppEvents[Name], meta: EventMeta) => void;

/** The part of BroadcastChannel the bus uses, so tests can pass a fake. */
export interface EventChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export type ChannelFactory = (name: string) => EventChannel | null;

export interface EventBus {
  /** Returns the function that unsubscribes. */
  on<Name extends AppEventName>(name: Name, handler: EventHandler<Name>): () => void;
  emit<Name extends AppEventName>(name: Name, payload: AppEvents[Name]): void;
  /** Stops listening to other tabs. */
  close(): void;
}

export const channelName = 'portal-events';

const envelope = z.object({ name: z.string(), payload: z.unknown() });

type AnyHandler = (payload: unknown, meta: EventMeta) => void;

/** A typed publish/subscribe bus; the events of `bridgedEvents` also reach the other tabs. */
export function createEventBus(channelFactory: ChannelFactory = browserChannel): EventBus {
  const handlers = new Map<AppEventName, Set<AnyHandler>>();
  const channel = openChannel(channelFactory, channelName, 'No se pudo abrir el canal entre pestañas.');

  const deliver = (name: AppEventName, payload: unknown, meta: EventMeta) => {
    for (const handler of [...(handlers.get(name) ?? [])]) {
      try {
        handler(payload, meta);
      } catch (error) {
        logger.error(`Un suscriptor del evento «${name}» falló.`, error);
      }
    }
  };

  // A relayed message is delivered here only, never broadcast again: no echo between tabs.
  channel?.addEventListener('message', (event) => {
    const message = envelope.safeParse(event.data);
    if (!message.success || !isBridged(message.data.name)) return;
    const { name } = message.data;
    const payload = bridgedEvents[name].safeParse(message.data.payload);
    if (!payload.success) {
      logger.warn(`Se ignoró un evento «${name}» de otra pestaña con datos inválidos.`);
      return;
    }
    deliver(name, payload.data, { remote: true });
  });

  return {
    on(name, handler) {
      const set = handlers.get(name) ?? new Set<AnyHandler>();
      handlers.set(name, set);
      const stored = handler as AnyHandler;
      set.add(stored);
      return () => {
        set.delete(stored);
      };
    },
    emit(name, payload) {
      deliver(name, payload, { remote: false });
      if (!channel || !isBridged(name)) return;
      try {
        channel.postMessage({ name, payload });
      } catch (error) {
        logger.warn(`No se pudo avisar a las otras pestañas del evento «${name}».`, error);
      }
    },
    close() {
      channel?.close();
    },
  };
}

/** Opens a cross-tab channel; a browser that refuses one leaves the tab on its own, with a warning. */
export function openChannel(factory: ChannelFactory, name: string, failure: string): EventChannel | null {
  try {
    return factory(name);
  } catch (error) {
    logger.warn(failure, error);
    return null;
  }
}

/**
 * The real cross-tab channel in browsers. None in unit tests: Node's BroadcastChannel would
 * link test workers running in the same process.
 */
export function browserChannel(name: string): EventChannel | null {
  if (typeof BroadcastChannel !== 'function' || import.meta.env.MODE === 'test') return null;
  return new BroadcastChannel(name);
}

export const events: EventBus = createEventBus();
