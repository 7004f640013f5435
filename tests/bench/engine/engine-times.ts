import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import type { ImportResult, InvoiceFile } from '../../../workers/import-engine/types';
import { spread } from '../stats';
import type { Spread } from '../stats';
import type { BenchFile } from './bench-files';
import { naiveParseInvoiceFile } from './naive-parse';
import { assertOutcome } from './outcome';

export type EngineImplementation = 'engine' | 'naive';

export const IMPLEMENTATIONS: Record<EngineImplementation, (file: InvoiceFile) => Promise<ImportResult>> = {
  engine: (file) => parseInvoiceFile(file),
  naive: (file) => Promise.resolve(naiveParseInvoiceFile(file)),
};

function collectGarbage(): void {
  const { gc } = globalThis as { gc?: () => void };
  gc?.();
}

/**
 * No forced collection between runs: after a full `gc()` V8 runs the next import several times
 * slower (new-space regrowth), which no debtor ever sees. Alternating the order shares out the
 * garbage one run leaves for the next.
 */
async function timeOnce(implementation: EngineImplementation, file: BenchFile, bytes: Uint8Array): Promise<number> {
  const start = performance.now();
  const result = await IMPLEMENTATIONS[implementation]({ name: file.name, bytes });
  const elapsed = performance.now() - start;
  assertOutcome(file, implementation, result);
  return elapsed;
}

export interface EngineTimes {
  engine: Spread;
  naive: Spread;
}

/** A warm-up slower than this means seconds per run: three rounds are enough for a median. */
const SLOW_RUN_MS = 2000;
const SLOW_CASE_RUNS = 3;
/** Fast cases get more rounds, up to about this much time and this many rounds: noise averages out. */
const FAST_CASE_BUDGET_MS = 8000;
const MAX_ROUNDS = 41;

function roundsFor(runs: number, warmups: readonly number[]): number {
  const slowest = Math.max(...warmups);
  if (slowest > SLOW_RUN_MS) return Math.min(runs, SLOW_CASE_RUNS);
  const affordable = Math.floor(
    FAST_CASE_BUDGET_MS /
      Math.max(
        1,
        warmups.reduce((sum, time) => sum + time, 0),
      ),
  );
  return Math.max(runs, Math.min(MAX_ROUNDS, affordable));
}

/** The spreadsheet both implementations warm up on before a case: the 500-row .xlsx. */
export interface WarmupFile {
  file: BenchFile;
  bytes: Uint8Array;
}

/**
 * The engine and the naive baseline on the same bytes in the same process, warmed up,
 * then rounds that alternate which goes first, so drift on a shared machine hits both. `runs`
 * is the usual count; cases that take milliseconds get more (up to 41), cases that take
 * seconds three, to keep the bench under ten minutes.
 *
 * Both first run the 500-row file (the code is compiled and warm), then the case once. When
 * that run takes seconds, it is the first of the three timed rounds: a second warm-up on a
 * 100,000-row file would only add half a minute of the naive baseline. Otherwise it was the
 * case's own warm-up, and a second one tells how long a warm run takes.
 */
export async function timeEngineCase(
  file: BenchFile,
  bytes: Uint8Array,
  runs: number,
  warmup: WarmupFile,
): Promise<EngineTimes> {
  // What the previous case (or writing the files) left behind is collected before the warm-up,
  // not during this case's rounds.
  collectGarbage();
  await timeOnce('engine', warmup.file, warmup.bytes);
  await timeOnce('naive', warmup.file, warmup.bytes);
  const times: Record<EngineImplementation, number[]> = { engine: [], naive: [] };
  const first = { engine: await timeOnce('engine', file, bytes), naive: await timeOnce('naive', file, bytes) };
  let rounds: number;
  if (Math.max(first.engine, first.naive) > SLOW_RUN_MS) {
    times.engine.push(first.engine);
    times.naive.push(first.naive);
    rounds = Math.min(runs, SLOW_CASE_RUNS) - 1;
  } else {
    rounds = roundsFor(runs, [await timeOnce('engine', file, bytes), await timeOnce('naive', file, bytes)]);
  }
  const done = times.engine.length;
  for (let round = done; round < done + rounds; round += 1) {
    const order: EngineImplementation[] = round % 2 === 0 ? ['engine', 'naive'] : ['naive', 'engine'];
    for (const implementation of order) times[implementation].push(await timeOnce(implementation, file, bytes));
  }
  return { engine: spread(times.engine), naive: spread(times.naive) };
}
