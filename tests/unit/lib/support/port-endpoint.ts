import type { Endpoint } from 'comlink';

/** What a Node worker thread and its parentPort share. */
interface NodePort {
  postMessage(message: unknown, transfer?: readonly Transferable[]): void;
  on(type: 'message', listener: (data: unknown) => void): unknown;
  off(type: 'message', listener: (data: unknown) => void): unknown;
}

/** Comlink's Endpoint over a Node port (its own node adapter ships no types for ESM). */
export function portEndpoint(port: NodePort): Endpoint {
  const wrapped = new WeakMap<EventListenerOrEventListenerObject, (data: unknown) => void>();
  return {
    postMessage: (message: unknown, transfer?: Transferable[]) => {
      port.postMessage(message, transfer);
    },
    addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      const onMessage = (data: unknown) => {
        const event = { data } as MessageEvent;
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      };
      wrapped.set(listener, onMessage);
      port.on('message', onMessage);
    },
    removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
      const onMessage = wrapped.get(listener);
      if (onMessage) port.off('message', onMessage);
      wrapped.delete(listener);
    },
  };
}
