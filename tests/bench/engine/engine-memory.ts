import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { z } from 'zod';
import { spread } from '../stats';
import type { Spread } from '../stats';
import type { BenchFile } from './bench-files';
import type { EngineImplementation } from './engine-times';
import type { MemoryProbeResult } from './memory-probe';

const probeReport = z.object({
  baselineBytes: z.number(),
  peakBytes: z.number(),
  peakDeltaBytes: z.number(),
}) satisfies z.ZodType<MemoryProbeResult>;

const run = promisify(execFile);
const probe = fileURLToPath(new URL('./memory-probe.ts', import.meta.url));

async function probeOnce(
  implementation: EngineImplementation,
  file: BenchFile,
  path: string,
  warmupPath: string,
): Promise<number> {
  const { stdout } = await run(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', probe, implementation, file.id, path, warmupPath],
    {
      maxBuffer: 1024 * 1024,
      timeout: 120_000,
    },
  );
  const report = probeReport.parse(JSON.parse(stdout.trim().split('\n').at(-1) ?? ''));
  return report.peakDeltaBytes;
}

export interface EngineMemory {
  engine: Spread;
  naive: Spread;
}

/** Peak memory above a warmed-up baseline, each run in a fresh child process, alternating order. */
export async function measureEngineMemory(
  file: BenchFile,
  path: string,
  warmupPath: string,
  runs: number,
): Promise<EngineMemory> {
  const peaks: Record<EngineImplementation, number[]> = { engine: [], naive: [] };
  for (let round = 0; round < runs; round += 1) {
    const order: EngineImplementation[] = round % 2 === 0 ? ['engine', 'naive'] : ['naive', 'engine'];
    for (const implementation of order)
      peaks[implementation].push(await probeOnce(implementation, file, path, warmupPath));
  }
  return { engine: spread(peaks.engine), naive: spread(peaks.naive) };
}
