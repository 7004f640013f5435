import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { BenchRow } from '../report';
import { ratioOf } from '../report';
import { spread } from '../stats';
import { buildBaselinePage } from './baseline-build';
import { ENGINE_WARM_MARK } from '../../../workers/engine-warm-up';
import { IMPORT_PHASES, importPhases, STORE_PHASE } from './import-phases';
import type { ImportPhaseId } from './import-phases';
import { benchCellEdits } from './edit-bench';
import { benchReviewOpen } from './review-open-bench';
import { addProbes, readProbes, waitForReading } from './page-probes';
import type { ProbeReadings } from './page-probes';
import type { RunningServer } from './servers';
import { startSandbox, startStaticServer } from './servers';

export interface BrowserBenchSettings {
  runs: number;
  /** The sandbox listens here, the baseline page on the next port. */
  port: number;
  /** The 500-row .xlsx and the near-10 MB one, written by the engine part. */
  files: { rows500: string; longText: string };
  directory: string;
  /** Only the imports (500 rows and ~10 MB, their ratios and phases) and the stored drafts' reviews, for iterating on them. */
  importOnly: boolean;
  log: (line: string) => void;
}

/** Tasks that start this long after the summary is painted still belong to the import. */
const SETTLE_MS = 1000;
const IMPORT_TIMEOUT_MS = 120_000;

function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(
      `Chromium no está instalado en ${path}. Instálelo con: sudo apt-get update && sudo apt-get install -y chromium`,
    );
  }
  return path;
}

async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'es-NI',
    timezoneId: 'America/Managua',
  });
}

async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error('no active service worker');
  });
}

async function signInAsDebtor(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Correo electrónico').fill('deudor@demo.ni');
  await page.getByLabel('Contraseña', { exact: true }).fill('Portal2025!');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('heading', { name: /¡Bienvenido/ }).waitFor();
}

interface ImportReading {
  /** From the input's change event to the painted summary. */
  elapsedMs: number;
  /** The longest task from the change event to SETTLE_MS after the summary (0: none of 50 ms). */
  longestTaskMs: number;
  /** The scripts of the animation frame that held the longest task, when Chromium says. */
  longestTaskScripts: string[];
  /** When the longest task started, in milliseconds after the file was chosen. */
  longestTaskAt: number;
  /** The app only: milliseconds of each phase, from its performance marks. */
  phases?: Record<ImportPhaseId, number>;
}

function importReading(readings: ProbeReadings, renderedAt: number): ImportReading {
  const { chosenAt } = readings;
  if (chosenAt === null) throw new Error('the file input never fired change');
  const during = readings.longTasks.filter(
    (task) => task.startTime + task.duration >= chosenAt && task.startTime <= renderedAt + SETTLE_MS,
  );
  const longest = during.reduce<(typeof during)[number] | undefined>(
    (found, task) => (found && found.duration >= task.duration ? found : task),
    undefined,
  );
  const frame =
    longest &&
    readings.longFrames.find(
      (candidate) =>
        candidate.startTime <= longest.startTime + 1 &&
        candidate.startTime + candidate.duration >= longest.startTime + longest.duration - 1,
    );
  return {
    elapsedMs: renderedAt - chosenAt,
    longestTaskMs: longest?.duration ?? 0,
    longestTaskScripts: frame?.scripts ?? [],
    longestTaskAt: longest ? longest.startTime - chosenAt : 0,
  };
}

async function chooseAndWait(page: Page, path: string, withPhases = false): Promise<ImportReading> {
  // Playwright evaluates its own polling script in the page the first time it waits on a
  // function there: about 20 ms on the main thread, which landed inside the measured import.
  await page.waitForFunction(() => true);
  await page.getByLabel('Archivo de Excel con facturas').setInputFiles(path);
  const renderedAt = await waitForReading(page, 'renderedAt', IMPORT_TIMEOUT_MS);
  await page.waitForTimeout(SETTLE_MS);
  const reading = importReading(await readProbes(page), renderedAt);
  if (!withPhases) return reading;
  return { ...reading, phases: await importPhases(page, renderedAt - reading.elapsedMs, renderedAt) };
}

const WARM_TIMEOUT_MS = 30_000;

async function engineWarm(page: Page): Promise<void> {
  const until = Date.now() + WARM_TIMEOUT_MS;
  for (;;) {
    const worker = page.workers().find((candidate) => candidate.url().includes('import.worker'));
    const warm = await worker?.evaluate((mark) => performance.getEntriesByName(mark).length > 0, ENGINE_WARM_MARK);
    if (warm) return;
    if (Date.now() > until) throw new Error('the import worker never finished warming up');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * What a debtor takes at least to pick a file in the browser's dialog. The load event comes
 * before the browser has finished with a page: the baseline page read a file chosen at once up
 * to twice as slowly as one chosen a second later, which flattered the app. Both pages wait
 * this long before the pick.
 */
const PICK_MS = 1000;

/** The app: a debtor signed in, on the import page with the service worker installed, chooses the file. */
async function appImport(browser: Browser, sandbox: RunningServer, path: string): Promise<ImportReading> {
  const context = await newContext(browser, sandbox.url);
  try {
    const page = await context.newPage();
    await addProbes(page);
    await signInAsDebtor(page);
    await serviceWorkerReady(page);
    await page.goto('/factoring/importar');
    await page.getByRole('heading', { name: 'Cargar archivo de facturas' }).waitFor();
    // The page started the worker, which compiles the engine on a sample: let it finish, as it
    // does while a debtor picks a file.
    await engineWarm(page);
    await page.waitForTimeout(PICK_MS);
    return await chooseAndWait(page, path, true);
  } finally {
    await context.close();
  }
}

/** The baseline page: SheetJS on the main thread, same file, same way of choosing it. */
async function baselineImport(browser: Browser, baseline: RunningServer, path: string): Promise<ImportReading> {
  const context = await newContext(browser, baseline.url);
  try {
    const page = await context.newPage();
    await addProbes(page);
    await page.goto('/');
    await page.waitForTimeout(PICK_MS);
    return await chooseAndWait(page, path);
  } finally {
    await context.close();
  }
}

/** A new context with a debtor signed in (no probes: each measurement installs its own). */
async function signedInPage(
  browser: Browser,
  sandbox: RunningServer,
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await newContext(browser, sandbox.url);
  const page = await context.newPage();
  await signInAsDebtor(page);
  return { page, context };
}

/** A closed page's renderer is still winding down: let the machine settle before measuring. */
const SETTLE_BETWEEN_RUNS_MS = 1500;

async function settled<T>(run: () => Promise<T>): Promise<T> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_BETWEEN_RUNS_MS));
  return run();
}

/** Warm-up rounds first, then `runs` rounds alternating app and baseline. */
async function alternate<T>(
  runs: number,
  first: () => Promise<T>,
  second: () => Promise<T>,
): Promise<{ first: T[]; second: T[] }> {
  await first();
  await second();
  const results = { first: [] as T[], second: [] as T[] };
  for (let round = 0; round < runs; round += 1) {
    if (round % 2 === 0) {
      results.first.push(await settled(first));
      results.second.push(await settled(second));
    } else {
      results.second.push(await settled(second));
      results.first.push(await settled(first));
    }
  }
  return results;
}

interface VisitReading {
  firstMs: number;
  repeatMs: number;
}

/**
 * How the page reaches the server. `localhost` is this machine with nothing in between, which
 * makes a first visit unrealistically cheap; `slow-4g` is Lighthouse's default mobile throttling
 * (150 ms round trip, 1,638.4 kbit/s down, 675 kbit/s up; no CPU slowdown), closer to a
 * debtor on a poor connection.
 * It applies to the page's own requests; what the service worker answers from its cache never
 * touches the network.
 */
export type NetworkProfile = 'localhost' | 'slow-4g';

async function useNetwork(page: Page, network: NetworkProfile): Promise<void> {
  if (network === 'localhost') return;
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1638.4 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
}

/** Login page interactive: first visit (empty profile), then a repeat visit the service worker serves. */
async function loginVisits(browser: Browser, sandbox: RunningServer, network: NetworkProfile): Promise<VisitReading> {
  const context = await newContext(browser, sandbox.url);
  try {
    const first = await context.newPage();
    await addProbes(first);
    await useNetwork(first, network);
    const firstResponse = await first.goto('/auth/login');
    if (firstResponse?.fromServiceWorker()) throw new Error('a first visit cannot come from the service worker');
    const firstMs = await waitForReading(first, 'interactiveAt', 60_000);
    await serviceWorkerReady(first);
    await first.close();

    const repeat = await context.newPage();
    await addProbes(repeat);
    await useNetwork(repeat, network);
    const repeatResponse = await repeat.goto('/auth/login');
    if (!repeatResponse?.fromServiceWorker()) throw new Error('the repeat visit was not served by the service worker');
    const repeatMs = await waitForReading(repeat, 'interactiveAt', 60_000);
    return { firstMs, repeatMs };
  } finally {
    await context.close();
  }
}

function visitRow(network: NetworkProfile, visits: readonly VisitReading[], withTarget: boolean): BenchRow {
  const repeat = spread(visits.map((visit) => visit.repeatMs));
  const first = spread(visits.map((visit) => visit.firstMs));
  const ratio = ratioOf(repeat, first);
  return {
    id: `browser-login-repeat-visit-${network}`,
    section: 'Navegador (Chromium)',
    label: `Inicio de sesión interactivo: visita repetida (service worker), ${network === 'slow-4g' ? 'red móvil lenta simulada' : 'localhost sin red simulada'}`,
    unit: 'ms',
    measured: repeat,
    baseline: { label: 'primera visita', measured: first },
    ratio,
    ...(withTarget
      ? { target: { text: '≥ 2× más rápida que la primera', met: ratio !== undefined && ratio >= 2 } }
      : {}),
  };
}

/** One row per phase of the app's 500-row import: where its time goes. */
function phaseRows(readings: readonly ImportReading[]): BenchRow[] {
  return [...IMPORT_PHASES, STORE_PHASE].map((phase) => ({
    id: `browser-500-rows-phase-${phase.id}`,
    section: 'Navegador (Chromium)',
    label: `500 filas, fase: ${phase.label}`,
    unit: 'ms',
    measured: spread(readings.map((reading) => reading.phases?.[phase.id] ?? Number.NaN)),
  }));
}

/** The browser rows: the 500-row import, the longest task of the near-10 MB one, first and repeat visit. */
export async function benchBrowser(settings: BrowserBenchSettings): Promise<BenchRow[]> {
  const { runs, log } = settings;
  log('Navegador: compilando la página de línea base (SheetJS en el hilo principal)…');
  const baselineDirectory = join(settings.directory, 'baseline-page');
  await buildBaselinePage(baselineDirectory);
  const sandbox = await startSandbox(settings.port);
  const baseline = await startStaticServer(baselineDirectory, settings.port + 1);
  const browser = await launch();
  try {
    log(`Navegador: 500 filas, del archivo elegido al resumen (${runs} rondas)…`);
    const small = await alternate(
      runs,
      () => appImport(browser, sandbox, settings.files.rows500),
      () => baselineImport(browser, baseline, settings.files.rows500),
    );
    const smallApp = spread(small.first.map((reading) => reading.elapsedMs));
    const smallBaseline = spread(small.second.map((reading) => reading.elapsedMs));
    const smallRatio = ratioOf(smallApp, smallBaseline);
    const importRows: BenchRow[] = [
      {
        id: 'browser-500-rows-to-summary',
        section: 'Navegador (Chromium)',
        label: '500 filas: del archivo elegido al resumen en pantalla',
        unit: 'ms',
        measured: smallApp,
        baseline: { label: 'SheetJS en el hilo principal', measured: smallBaseline },
        ratio: smallRatio,
        target: { text: '≥ 1.5× más rápida que la base', met: (smallRatio ?? 0) >= 1.5 },
      },
      ...phaseRows(small.first),
    ];
    log(`Navegador: ~10 MB, del archivo elegido al resumen y tarea más larga del hilo principal (${runs} rondas)…`);
    const large = await alternate(
      runs,
      () => appImport(browser, sandbox, settings.files.longText),
      () => baselineImport(browser, baseline, settings.files.longText),
    );
    for (const reading of large.first) {
      const phases = Object.entries(reading.phases ?? {}).map(([phase, ms]) => `${phase} ${String(Math.round(ms))}`);
      log(`  app: ${String(Math.round(reading.elapsedMs))} ms (${phases.join(', ')})`);
      log(
        `  app: tarea más larga ${String(Math.round(reading.longestTaskMs))} ms, a los ${String(Math.round(reading.longestTaskAt))} ms: ${reading.longestTaskScripts.join('; ')}`,
      );
    }
    if (large.second.every((reading) => reading.longestTaskMs === 0)) {
      throw new Error('the baseline page showed no long task: the longtask observer is not working');
    }
    const longestApp = spread(large.first.map((reading) => reading.longestTaskMs));
    const longestBaseline = spread(large.second.map((reading) => reading.longestTaskMs));
    const largeApp = spread(large.first.map((reading) => reading.elapsedMs));
    const largeBaseline = spread(large.second.map((reading) => reading.elapsedMs));
    const largeRatio = ratioOf(largeApp, largeBaseline);
    const largeRows: BenchRow[] = [
      {
        id: 'browser-near-10mb-to-summary',
        section: 'Navegador (Chromium)',
        label: '~10 MB: del archivo elegido al resumen en pantalla',
        unit: 'ms',
        measured: largeApp,
        baseline: { label: 'SheetJS en el hilo principal', measured: largeBaseline },
        ratio: largeRatio,
        target: { text: 'no más lenta que la base (≥ 1×)', met: (largeRatio ?? 0) >= 1 },
      },
      {
        id: 'browser-longest-task-near-10mb',
        section: 'Navegador (Chromium)',
        label: '~10 MB: tarea más larga del hilo principal',
        note: '0 = ninguna de 50 ms o más',
        unit: 'ms',
        measured: longestApp,
        baseline: { label: 'SheetJS en el hilo principal', measured: longestBaseline },
        ratio: ratioOf(longestApp, longestBaseline),
        target: { text: '< 50 ms (mediana)', met: longestApp.median < 50 },
      },
    ];
    log(`Navegador: un borrador guardado, de «Revisar» en la lista al resumen (${runs} rondas por archivo)…`);
    const reviewRows = await benchReviewOpen(
      runs,
      [
        { label: '500 filas', id: '500-rows', path: settings.files.rows500 },
        { label: '~10 MB', id: 'near-10mb', path: settings.files.longText },
      ],
      () => signedInPage(browser, sandbox),
      async (page, path) => {
        await page.goto('/factoring/importar');
        await page.getByLabel('Archivo de Excel con facturas').setInputFiles(path);
        await page.getByTestId('total-invoices').waitFor({ timeout: IMPORT_TIMEOUT_MS });
      },
      log,
    );
    if (settings.importOnly) return [...importRows, ...largeRows, ...reviewRows];
    log(`Navegador: inicio de sesión, primera visita y visita repetida, con y sin red simulada (${runs} rondas)…`);
    await loginVisits(browser, sandbox, 'localhost');
    await loginVisits(browser, sandbox, 'slow-4g');
    const visits: Record<NetworkProfile, VisitReading[]> = { localhost: [], 'slow-4g': [] };
    for (let round = 0; round < runs; round += 1) {
      visits['slow-4g'].push(await loginVisits(browser, sandbox, 'slow-4g'));
      visits.localhost.push(await loginVisits(browser, sandbox, 'localhost'));
    }

    log(`Navegador: edición de celdas en un borrador de 500 filas (${String(runs)} rondas)…`);
    const edits = await benchCellEdits(
      runs,
      () => signedInPage(browser, sandbox),
      async (page) => {
        await page.goto('/factoring/importar');
        await page.getByLabel('Archivo de Excel con facturas').setInputFiles(settings.files.rows500);
        await page.getByTestId('total-invoices').waitFor({ timeout: IMPORT_TIMEOUT_MS });
      },
      log,
    );
    return [
      ...importRows,
      ...largeRows,
      ...reviewRows,
      visitRow('slow-4g', visits['slow-4g'], true),
      visitRow('localhost', visits.localhost, false),
      edits,
    ];
  } finally {
    await browser.close();
    await baseline.stop();
    await sandbox.stop();
  }
}
