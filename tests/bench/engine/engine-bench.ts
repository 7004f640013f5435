import { readFileSync } from 'node:fs';
import type { BenchRow } from '../report';
import { megabytes, ratioOf } from '../report';
import { spread } from '../stats';
import type { BenchFileId, WrittenBenchFile } from './bench-files';
import { measureEngineMemory } from './engine-memory';
import { timeEngineCase } from './engine-times';

export interface EngineBenchSettings {
  timeRuns: number;
  memoryRuns: number;
  /** The spreadsheets, written by writeBenchFiles. */
  files: readonly WrittenBenchFile[];
  log: (line: string) => void;
}

/** The engine's speed targets, each the least ratio over the naive parse it replaced. */
const TIME_TARGETS: Partial<Record<BenchFileId, { text: string; minRatio: number }>> = {
  'rows-500-xlsx': { text: 'no más lento que la base (≥ 1×)', minRatio: 1 },
  'rows-500-xls': { text: 'no más lento que la base (≥ 1×)', minRatio: 1 },
  'rows-100k': { text: 'rechazo ≥ 100× más rápido', minRatio: 100 },
};
const MEMORY_TARGETS: Partial<Record<BenchFileId, { text: string; minRatio: number }>> = {
  'rows-100k': { text: 'una décima parte de la memoria de la base (≥ 10×)', minRatio: 10 },
};

function target(goal: { text: string; minRatio: number } | undefined, ratio: number | undefined) {
  if (!goal) return undefined;
  const met = ratio !== undefined && ratio >= goal.minRatio;
  return { text: goal.text, met };
}

function sizeNote(file: WrittenBenchFile): string {
  return `${megabytes(file.bytes).toFixed(2)} MB`;
}

/** Times and peak memory of parseInvoiceFile against the naive SheetJS baseline, per file. */
export async function benchEngine(settings: EngineBenchSettings): Promise<BenchRow[]> {
  const { files } = settings;
  const warmup = files.find((written) => written.file.id === 'rows-500-xlsx');
  if (!warmup) throw new Error('the 500-row file is the warm-up file');
  const warmupFile = { file: warmup.file, bytes: new Uint8Array(readFileSync(warmup.path)) };
  const rows: BenchRow[] = [];
  for (const written of files) {
    const { file } = written;
    settings.log(`Motor: ${file.label}: tiempos (${settings.timeRuns} rondas)…`);
    const bytes = new Uint8Array(readFileSync(written.path));
    const times = await timeEngineCase(file, bytes, settings.timeRuns, warmupFile);
    const timeRatio = ratioOf(times.engine, times.naive);
    rows.push({
      id: `engine-time-${file.id}`,
      section: 'Motor (Node)',
      label: `${file.label}: tiempo de parseInvoiceFile`,
      note: sizeNote(written),
      unit: 'ms',
      measured: times.engine,
      baseline: { label: 'SheetJS ingenuo', measured: times.naive },
      ratio: timeRatio,
      target: target(TIME_TARGETS[file.id], timeRatio),
    });

    settings.log(`Motor: ${file.label}: memoria pico (${settings.memoryRuns} procesos por implementación)…`);
    const memory = await measureEngineMemory(file, written.path, warmup.path, settings.memoryRuns);
    const inMegabytes = (values: number[]) => spread(values.map(megabytes));
    const engineMemory = inMegabytes(memory.engine.runs);
    const naiveMemory = inMegabytes(memory.naive.runs);
    const memoryRatio = ratioOf(engineMemory, naiveMemory);
    rows.push({
      id: `engine-memory-${file.id}`,
      section: 'Motor (Node)',
      label: `${file.label}: memoria pico (RSS sobre la base del proceso)`,
      unit: 'MB',
      measured: engineMemory,
      baseline: { label: 'SheetJS ingenuo', measured: naiveMemory },
      ratio: memoryRatio,
      target: target(MEMORY_TARGETS[file.id], memoryRatio),
    });
  }
  return rows;
}
