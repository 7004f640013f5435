/**
 * Child process of the memory bench: one implementation on one file, once, in a fresh process.
 *
 *   node --expose-gc --import tsx tests/bench/engine/memory-probe.ts <engine|naive> <file-id> <file> <warm-up file>
 *
 * Prints one JSON line: the resident set size before the run and its peak during the run. A
 * worker thread samples RSS every millisecond (the run itself is synchronous and would starve a
 * timer); the kernel's high-water mark (maxRSS) catches any peak between two samples.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { Worker } from 'node:worker_threads';
import { BENCH_FILES } from './bench-files';
import { IMPLEMENTATIONS } from './engine-times';
import type { EngineImplementation } from './engine-times';
import { assertOutcome } from './outcome';

export interface MemoryProbeResult {
  baselineBytes: number;
  peakBytes: number;
  /** Peak above the baseline: what the run itself needed. */
  peakDeltaBytes: number;
}

const SAMPLER = `
const { workerData } = require('node:worker_threads');
const cells = new Float64Array(workerData.shared);
const flag = new Int32Array(workerData.flag);
while (Atomics.load(flag, 0) === 0) {
  const rss = process.memoryUsage.rss();
  if (rss > cells[0]) cells[0] = rss;
  Atomics.wait(flag, 0, 0, 1);
}
`;

function collectGarbage(): void {
  const { gc } = globalThis as { gc?: () => void };
  if (!gc) throw new Error('run the probe with node --expose-gc');
  gc();
  gc();
}

async function main(): Promise<void> {
  const [implementationArg, fileId, path, warmupPath] = process.argv.slice(2);
  if (implementationArg !== 'engine' && implementationArg !== 'naive')
    throw new Error(`unknown implementation ${String(implementationArg)}`);
  const implementation: EngineImplementation = implementationArg;
  const file = BENCH_FILES.find((candidate) => candidate.id === fileId);
  if (!file || !path || !warmupPath)
    throw new Error('usage: memory-probe <engine|naive> <file-id> <file> <warm-up file>');
  const run = IMPLEMENTATIONS[implementation];

  // Warm-up on a small file: modules loaded and code compiled before the baseline is taken.
  await run({ name: basename(warmupPath), bytes: new Uint8Array(readFileSync(warmupPath)) });
  const bytes = new Uint8Array(readFileSync(path));

  const shared = new SharedArrayBuffer(8);
  const flag = new SharedArrayBuffer(4);
  const sampler = new Worker(SAMPLER, { eval: true, workerData: { shared, flag } });
  await new Promise((resolve) => setTimeout(resolve, 50));
  collectGarbage();
  const peak = new Float64Array(shared);
  const baselineBytes = process.memoryUsage.rss();
  peak[0] = baselineBytes;
  const maxRssBefore = process.resourceUsage().maxRSS * 1024;

  const result = await run({ name: file.name, bytes });

  const maxRssAfter = process.resourceUsage().maxRSS * 1024;
  Atomics.store(new Int32Array(flag), 0, 1);
  await sampler.terminate();
  assertOutcome(file, implementation, result);
  // The high-water mark only counts when this run raised it; otherwise it is older than the run.
  const peakBytes = Math.max(peak[0], maxRssAfter > maxRssBefore ? maxRssAfter : 0, process.memoryUsage.rss());
  const report: MemoryProbeResult = { baselineBytes, peakBytes, peakDeltaBytes: peakBytes - baselineBytes };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
