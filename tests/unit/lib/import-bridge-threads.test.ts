import { afterEach, describe, expect, it, vi } from 'vitest';
import { createImportBridge, type ImportBridge } from '@/lib/import-bridge';
import { HOSTILE_CORPUS } from '../../fixtures/hostile-corpus';
import { SPEC_MESSAGES } from '../../fixtures/import-expectations';
import { byteFlipMutants } from '../../fixtures/mutants';
import { invoiceRows, invoiceXls, invoiceXlsx } from '../../fixtures/spreadsheets';
import { ThreadWorker } from './support/thread-worker';

const engineThread = new URL('./support/import-worker-thread.mjs', import.meta.url);
const stuckThread = new URL('./support/stuck-import-worker.mjs', import.meta.url);

/**
 * The corpus files that are quick to build and read (the bombs, the 100,000 rows and the 20,000
 * rows of 'dos-libros.xlsx' take seconds each).
 */
const SLICE = new Set([
  'poc.xlsx',
  'redos.xlsx',
  'redos-libro.xlsx',
  'bomba-3gb.xlsx',
  'entradas.xlsx',
  'dimension.xls',
  'pagina.xlsx',
  'vacio.xlsx',
  'cortado.xls',
  'clave.xlsx',
  'clave.xls',
  'formula-corta.xls',
  'matriz-vacia.xls',
  'formulas.xls',
]);

const fileOf = (name: string, bytes: Uint8Array) => new File([bytes.slice()], name);

let bridge: ImportBridge | null = null;
const threads: ThreadWorker[] = [];

function threadOf(entry: URL): ThreadWorker {
  const worker = new ThreadWorker(entry);
  threads.push(worker);
  return worker;
}

afterEach(async () => {
  bridge?.terminate();
  bridge = null;
  await Promise.all(threads.splice(0).map((worker) => worker.thread.terminate()));
});

describe('hostile files through the import bridge and a real worker thread', () => {
  it(
    'answers a slice of the corpus and 200 mutants as the engine does, a new thread only after SheetJS loops',
    { timeout: 120_000 },
    async () => {
      const quiet = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      // Every file here is read in milliseconds; the two that SheetJS loops on are stopped at this limit.
      // The limit also covers a new thread's start (it loads the engine and SheetJS), which takes
      // seconds on a busy two-core machine: 2.5 s stopped the first file after a loop there.
      bridge = createImportBridge({ parseTimeoutMs: 6_000, createWorker: () => threadOf(engineThread) });
      const corpus = HOSTILE_CORPUS.filter((hostile) => SLICE.has(hostile.name));
      expect(corpus).toHaveLength(SLICE.size);
      for (const hostile of corpus) {
        const fractions: number[] = [];
        const result = await bridge.parseInvoiceFile(fileOf(hostile.name, hostile.build()), {
          onProgress: (fraction) => fractions.push(fraction),
        });
        const expected =
          'accepted' in hostile.expected
            ? { ok: true, rows: hostile.expected.accepted }
            : { ok: false, error: hostile.expected.rejected };
        // The engine's own tests check the hint shown under a file that is not a workbook.
        const answer = result.ok
          ? { ok: true, rows: result.summary.totalInvoices }
          : { ok: false, error: result.error, ...(result.fault ? { fault: result.fault } : {}) };
        expect(answer, hostile.label).toEqual(expected);
        // A worker stopped mid-read reports no more progress: the page shows the error instead.
        if (hostile.loopsSheetJs) continue;
        await vi.waitFor(() => {
          expect(fractions.at(-1), `${hostile.label}: progress ends at 1`).toBe(1);
        });
      }
      const answers = new Set<string>(['accepted', ...Object.values(SPEC_MESSAGES)]);
      for (const [extension, build] of [
        ['xlsx', invoiceXlsx],
        ['xls', invoiceXls],
      ] as const) {
        for (const mutant of byteFlipMutants(build(invoiceRows(40)), 100)) {
          const result = await bridge.parseInvoiceFile(fileOf(`f.${extension}`, mutant.bytes));
          expect(answers.has(result.ok ? 'accepted' : result.error), `${extension} mutant ${mutant.index}`).toBe(true);
        }
      }
      expect(threads).toHaveLength(1 + corpus.filter((hostile) => hostile.loopsSheetJs).length);
      expect(bridge.isRunning()).toBe(true);
      quiet.mockRestore();
    },
  );

  it(
    'terminates a thread stuck in a parse, answers with the processing error, and reads the next file in a fresh thread',
    { timeout: 30_000 },
    async () => {
      const quiet = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      bridge = createImportBridge({ parseTimeoutMs: 1_500, createWorker: () => threadOf(stuckThread) });
      const started = performance.now();
      expect(await bridge.parseInvoiceFile(fileOf('atascado.xlsx', new Uint8Array(8)))).toEqual({
        ok: false,
        error: SPEC_MESSAGES.processing,
      });
      expect(performance.now() - started).toBeLessThan(10_000);
      const [stuck] = threads;
      // The thread is really gone, not merely forgotten: terminate() ended it mid-loop.
      expect(await stuck?.exited).toBe(1);
      expect(bridge.isRunning()).toBe(false);
      expect(await bridge.parseInvoiceFile(fileOf('otro.xlsx', new Uint8Array(8)))).toEqual({
        ok: false,
        error: SPEC_MESSAGES.conversion,
      });
      expect(threads).toHaveLength(2);
      quiet.mockRestore();
    },
  );
});
