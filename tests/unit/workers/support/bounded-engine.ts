import { Worker } from 'node:worker_threads';

import { IMPORT_ERRORS } from '../../../../workers/import-engine/index';

/**
 * Runs the import engine on many files in a worker thread, one at a time, each within a time
 * bound. A synchronous parse cannot be interrupted in its own thread (a test timeout would never
 * fire), so a case that outlives its bound gets its thread terminated and ends as the import
 * bridge ends it for the page: 'Error al procesar el archivo', marked `timedOut`. The next case
 * starts in a fresh thread.
 */

export interface EngineCase {
  readonly index: number;
  readonly name: string;
  readonly bytes: Uint8Array;
  /** This case's own bound, in place of the run's (a case known to loop need not wait long). */
  readonly boundMs?: number;
}

export interface EngineAnswer {
  readonly index: number;
  /** 'accepted', the rejection message, 'threw: …' or 'crashed: …'. */
  readonly outcome: string;
  /** The bound passed first: the thread was terminated, as the bridge terminates the worker. */
  readonly timedOut?: boolean;
  /** Invoices read, when accepted. */
  readonly rows?: number | undefined;
  readonly elapsedMs: number;
  /** Object.prototype properties added, changed or removed after this case (none, ever). */
  readonly prototypeChanges: readonly string[];
}

export interface BoundedRun {
  readonly answers: EngineAnswer[];
  /** Threads started: one more for each case that timed out or crashed its thread. */
  readonly threads: number;
}

const THREAD_ENTRY = new URL('./engine-thread.mjs', import.meta.url);
const STARTUP_MS = 60_000;

class EngineThread {
  readonly #worker: Worker;
  readonly ready: Promise<void>;

  constructor(entry: URL) {
    this.#worker = new Worker(entry);
    this.ready = new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error('the engine thread did not start'));
      }, STARTUP_MS);
      this.#worker.once('message', () => {
        clearTimeout(timer);
        resolve();
      });
      this.#worker.once('error', reject);
    });
  }

  /** The case's answer, or `null` when the bound passed first (the thread is then terminated). */
  run(engineCase: EngineCase, boundMs: number): Promise<EngineAnswer> {
    return new Promise((resolve) => {
      const started = performance.now();
      const settle = (answer: EngineAnswer) => {
        clearTimeout(timer);
        this.#worker.off('message', onMessage);
        this.#worker.off('error', onError);
        resolve(answer);
      };
      const failed = (outcome: string, timedOut = false): EngineAnswer => ({
        index: engineCase.index,
        outcome,
        ...(timedOut ? { timedOut } : {}),
        elapsedMs: performance.now() - started,
        prototypeChanges: [],
      });
      const onMessage = (answer: EngineAnswer) => {
        settle(answer);
      };
      const onError = (error: unknown) => {
        settle(failed(`crashed: ${String(error)}`));
      };
      const timer = setTimeout(() => {
        settle(failed(IMPORT_ERRORS.processing, true));
      }, engineCase.boundMs ?? boundMs);
      this.#worker.on('message', onMessage);
      this.#worker.on('error', onError);
      const { index, name, bytes } = engineCase;
      this.#worker.postMessage({ index, name, bytes });
    });
  }

  terminate(): Promise<number> {
    return this.#worker.terminate();
  }
}

/**
 * Every case through the real engine, each within its bound; threads past it are terminated.
 * `entry` replaces the engine thread (to prove a thread that never answers is caught).
 */
export async function runBounded(
  cases: readonly EngineCase[],
  boundMs: number,
  entry = THREAD_ENTRY,
): Promise<BoundedRun> {
  const answers: EngineAnswer[] = [];
  let threads = 1;
  let thread = new EngineThread(entry);
  await thread.ready;
  try {
    for (const engineCase of cases) {
      const answer = await thread.run(engineCase, boundMs);
      answers.push(answer);
      if (answer.timedOut === true || answer.outcome.startsWith('crashed')) {
        await thread.terminate();
        thread = new EngineThread(entry);
        threads += 1;
        await thread.ready;
      }
    }
  } finally {
    await thread.terminate();
  }
  return { answers, threads };
}
