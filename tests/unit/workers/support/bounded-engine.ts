import { Worker } from 'node:worker_threads';

/**
 * Runs the import engine on many files in a worker thread, one at a time, each within a time
 * bound. A synchronous parse cannot be interrupted in its own thread (a test timeout would never
 * fire), so a case that outlives its bound gets its thread terminated and is reported as hung;
 * the next case starts in a fresh thread. This is what the import bridge does for the page.
 */

export interface EngineCase {
  readonly index: number;
  readonly name: string;
  readonly bytes: Uint8Array;
}

export interface EngineAnswer {
  readonly index: number;
  /** 'accepted', the rejection message, 'threw: …', 'hung' or 'crashed: …'. */
  readonly outcome: string;
  /** Invoices read, when accepted. */
  readonly rows?: number | undefined;
  readonly elapsedMs: number;
  /** Object.prototype properties added, changed or removed after this case (none, ever). */
  readonly prototypeChanges: readonly string[];
}

export interface BoundedRun {
  readonly answers: EngineAnswer[];
  /** Threads started: more than one means a case hung or crashed its thread. */
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
      const failed = (outcome: string): EngineAnswer => ({
        index: engineCase.index,
        outcome,
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
        settle(failed('hung'));
      }, boundMs);
      this.#worker.on('message', onMessage);
      this.#worker.on('error', onError);
      this.#worker.postMessage(engineCase);
    });
  }

  terminate(): Promise<number> {
    return this.#worker.terminate();
  }
}

/**
 * Every case through the real engine, each within `boundMs`; hung threads are terminated.
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
      if (answer.outcome === 'hung' || answer.outcome.startsWith('crashed')) {
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
