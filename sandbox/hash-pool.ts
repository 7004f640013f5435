import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** What one scrypt derivation needs. */
export interface ScryptJob {
  readonly secret: string;
  readonly salt: Buffer;
  readonly keyLength: number;
  readonly cost: { readonly N: number; readonly r: number; readonly p: number };
}

interface Queued {
  readonly job: ScryptJob;
  readonly client: string;
  readonly resolve: (key: Buffer) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  readonly worker: Worker;
  busy: Queued | null;
}

// Plain JavaScript, run as given (`eval`): the worker needs no TypeScript loader, under tsx or vitest.
const workerSource = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ secret, salt, keyLength, cost }) => {
  try {
    parentPort.postMessage({ key: scryptSync(secret, Buffer.from(salt), keyLength, { ...cost, maxmem: 64 * 1024 * 1024 }) });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

/**
 * Password hashing in worker threads of its own. Node's scrypt runs on libuv's pool of four
 * threads, the same that reads static files and resolves names: forty wrong sign-ins at once made
 * every static file wait 3–5 s and the owner's sign-in 1–2 s. Here they queue among themselves,
 * and the clients take turns: one that sends forty at once waits behind its own, not another's.
 * Workers start when first needed and keep the process alive only while they hash.
 */
export class HashPool {
  readonly #size: number;
  readonly #slots: Slot[] = [];
  /** Waiting jobs per client, in the order the clients take turns. */
  readonly #queues = new Map<string, Queued[]>();

  constructor(size = Math.max(1, Math.min(2, availableParallelism() - 1))) {
    this.#size = size;
  }

  /** `client`: who asked (an address); jobs of different clients take turns. */
  scrypt(job: ScryptJob, client = ''): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const queue = this.#queues.get(client) ?? [];
      queue.push({ job, client, resolve, reject });
      this.#queues.set(client, queue);
      this.#next();
    });
  }

  /** The next job: the first of the client whose turn it is, who then goes to the back of the line. */
  #take(): Queued | undefined {
    for (const [client, queue] of this.#queues) {
      this.#queues.delete(client);
      const queued = queue.shift();
      if (queue.length > 0) this.#queues.set(client, queue);
      if (queued) return queued;
    }
    return undefined;
  }

  #next(): void {
    for (;;) {
      const slot = this.#slots.find((candidate) => candidate.busy === null) ?? this.#spawn();
      if (!slot) return;
      const queued = this.#take();
      if (!queued) return;
      slot.busy = queued;
      slot.worker.ref();
      slot.worker.postMessage(queued.job);
    }
  }

  #spawn(): Slot | undefined {
    if (this.#slots.length >= this.#size || this.#queues.size === 0) return undefined;
    const worker = new Worker(workerSource, { eval: true });
    const slot: Slot = { worker, busy: null };
    worker.on('message', (answer: { key?: Uint8Array; error?: string }) => {
      const done = slot.busy;
      slot.busy = null;
      worker.unref();
      if (answer.key) done?.resolve(Buffer.from(answer.key));
      else done?.reject(new Error(answer.error ?? 'scrypt falló'));
      this.#next();
    });
    worker.on('error', (error) => {
      this.#slots.splice(this.#slots.indexOf(slot), 1);
      slot.busy?.reject(error);
      this.#next();
    });
    worker.unref();
    this.#slots.push(slot);
    return slot;
  }
}
