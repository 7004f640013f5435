import { Worker } from 'node:worker_threads';
import type { Endpoint } from 'comlink';
import type { WorkerLike } from '@/lib/import-bridge';
import { portEndpoint } from './port-endpoint';

/** A Node worker thread shaped like the browser Worker the import bridge drives. */
export class ThreadWorker implements WorkerLike {
  readonly thread: Worker;
  /** Resolves with the exit code once the thread has really stopped. */
  readonly exited: Promise<number>;
  readonly #endpoint: Endpoint;

  constructor(entry: URL) {
    this.thread = new Worker(entry);
    this.#endpoint = portEndpoint(this.thread);
    this.exited = new Promise((resolve) => {
      this.thread.once('exit', resolve);
    });
  }

  postMessage(message: unknown, transfer?: Transferable[]): void {
    this.#endpoint.postMessage(message, transfer);
  }

  addEventListener(type: string, listener: EventListenerOrEventListenerObject): void {
    // The port carries messages; the bridge also listens for the thread's 'error'.
    if (type === 'error') {
      this.thread.on('error', () => {
        if (typeof listener === 'function') listener(new Event('error'));
        else listener.handleEvent(new Event('error'));
      });
      return;
    }
    this.#endpoint.addEventListener(type, listener);
  }

  removeEventListener(type: string, listener: EventListenerOrEventListenerObject): void {
    this.#endpoint.removeEventListener(type, listener);
  }

  terminate(): void {
    void this.thread.terminate();
  }
}
