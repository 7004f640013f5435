/**
 * `npm run bench`: builds the app, measures it against its baselines, prints one markdown
 * table and writes the same figures as JSON to bench-results/. See docs/performance.md.
 *
 *   BENCH_RUNS            timed runs per measurement after the warm-up (default 5)
 *   BENCH_MEMORY_RUNS     child processes per implementation for peak memory (default 3)
 *   BENCH_BROWSER_RUNS    rounds per browser measurement after the warm-up (default 3)
 *   BENCH_PORT            first of the two ports the browser part uses (default 4600)
 *   BENCH_SECTIONS        comma-separated subset of bundle,engine,browser,first-visit,sandbox-scale,sandbox (default: all)
 *   BENCH_SCALE_LOADS     loads of five invoices the sandbox-scale part sends through the API (default 20000)
 *   BENCH_LIGHTHOUSE_RUNS Lighthouse runs of the first visit, median reported (default 3)
 *   BENCH_SKIP_BUILD=1    measure the existing dist/ instead of building
 *   BENCH_BROWSER_IMPORT_ONLY=1  in the browser part, only the imports (500 rows and ~10 MB), their phases and the stored drafts' reviews
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, platform, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { benchBrowser } from './browser/browser-bench';
import { benchFirstVisit } from './browser/first-visit-bench';
import { benchBundle } from './bundle/bundle-bench';
import type { BenchFileId, WrittenBenchFile } from './engine/bench-files';
import { writeBenchFiles } from './engine/bench-files';
import { benchDuplicateCheck } from './engine/duplicate-bench';
import { benchEngine } from './engine/engine-bench';
import { benchSandboxScale } from './sandbox/scale-bench';
import { benchSignInUnderAttack } from './sandbox/sign-in-bench';
import type { BenchReport, BenchRow } from './report';
import { markdownTable } from './report';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = join(root, 'dist');
const sectionNames = ['bundle', 'engine', 'browser', 'first-visit', 'sandbox-scale', 'sandbox'] as const;
type Section = (typeof sectionNames)[number];

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} debe ser un entero positivo, no «${raw}»`);
  return value;
}

function chosenSections(): Set<Section> {
  const raw = process.env.BENCH_SECTIONS;
  if (!raw) return new Set(sectionNames);
  const chosen = raw.split(',').map((name) => name.trim());
  const unknown = chosen.filter((name) => !(sectionNames as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`BENCH_SECTIONS: sección desconocida «${unknown.join(', ')}»`);
  return new Set(sectionNames.filter((name) => chosen.includes(name)));
}

const log = (line: string) => {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
};

async function build(): Promise<void> {
  log('Compilando la aplicación (vite build)…');
  await promisify(execFile)(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
}

function timestamp(date: Date): string {
  return date.toISOString().replace(/[:]/g, '-').replace(/\..*$/, '');
}

async function main(): Promise<void> {
  const started = new Date();
  const sections = chosenSections();
  const settings = {
    timeRuns: positiveInteger('BENCH_RUNS', 5),
    memoryRuns: positiveInteger('BENCH_MEMORY_RUNS', 3),
    browserRuns: positiveInteger('BENCH_BROWSER_RUNS', 3),
    port: positiveInteger('BENCH_PORT', 4600),
    lighthouseRuns: positiveInteger('BENCH_LIGHTHOUSE_RUNS', 3),
    scaleLoads: positiveInteger('BENCH_SCALE_LOADS', 20_000),
  };
  const work = join(tmpdir(), `portal-bench-${process.pid}`);
  const rows: BenchRow[] = [];
  const skipped: string[] = [];
  try {
    if (
      process.env.BENCH_SKIP_BUILD !== '1' &&
      (sections.has('bundle') || sections.has('browser') || sections.has('first-visit') || sections.has('sandbox'))
    )
      await build();
    if (sections.has('bundle')) rows.push(...benchBundle(dist));
    let files: WrittenBenchFile[] = [];
    if (sections.has('engine') || sections.has('browser')) {
      log('Generando las hojas de cálculo…');
      files = writeBenchFiles(join(work, 'files'));
    }
    const pathOf = (id: BenchFileId) => {
      const found = files.find((written) => written.file.id === id);
      if (!found) throw new Error(`bench file ${id} was not written`);
      return found.path;
    };
    if (sections.has('engine')) {
      rows.push(...(await benchEngine({ timeRuns: settings.timeRuns, memoryRuns: settings.memoryRuns, files, log })));
      log('Motor: comprobación de facturas repetidas…');
      rows.push(benchDuplicateCheck(settings.timeRuns));
    }
    if (sections.has('browser')) {
      const files500 = { rows500: pathOf('rows-500-xlsx'), longText: pathOf('long-text-near-10mb') };
      rows.push(
        ...(await benchBrowser({
          runs: settings.browserRuns,
          port: settings.port,
          files: files500,
          directory: work,
          importOnly: process.env.BENCH_BROWSER_IMPORT_ONLY === '1',
          log,
        })),
      );
    }
    if (sections.has('first-visit')) {
      rows.push(...(await benchFirstVisit({ runs: settings.lighthouseRuns, port: settings.port + 2, log })));
    }
    if (sections.has('sandbox-scale')) {
      rows.push(...(await benchSandboxScale({ loads: settings.scaleLoads, port: settings.port + 4, log })));
    }
    if (sections.has('sandbox')) {
      rows.push(...(await benchSignInUnderAttack({ port: settings.port + 6, log })));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  const report: BenchReport = {
    startedAt: started.toISOString(),
    durationSeconds: Math.round((Date.now() - started.getTime()) / 1000),
    machine: { node: process.version, platform: platform(), cpus: availableParallelism(), loadAverage: loadavg() },
    settings: { ...settings, sections: [...sections].join(',') },
    rows,
    skipped,
  };
  const outputDirectory = join(root, 'bench-results');
  mkdirSync(outputDirectory, { recursive: true });
  const output = join(outputDirectory, `bench-${timestamp(started)}.json`);
  writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(outputDirectory, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);

  const missed = rows.filter((row) => row.target && !row.target.met);
  const lines = [
    markdownTable(rows),
    '',
    ...skipped.map((line) => `Sin medir: ${line}`),
    `Metas cumplidas: ${rows.filter((row) => row.target?.met).length} de ${rows.filter((row) => row.target).length}${missed.length ? ` (no cumplidas: ${missed.map((row) => row.id).join(', ')})` : ''}.`,
    `Duración: ${report.durationSeconds} s. JSON: ${relative(process.cwd(), output)} (y bench-results/latest.json).`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
