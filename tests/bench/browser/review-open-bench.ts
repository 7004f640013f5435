import type { BrowserContext, Page } from '@playwright/test';
import type { BenchRow } from '../report';
import { spread } from '../stats';

const OPEN_TIMEOUT_MS = 120_000;

interface OpenProbe {
  openedAt: number | null;
  paintedAt: number | null;
}

declare global {
  interface Window {
    __openBench?: OpenProbe;
  }
}

/**
 * Serialised into the page before its scripts (no named inner functions: see page-probes.ts).
 * The clock starts at the click on a draft's «Revisar» link (the event's own time stamp) and
 * stops at the paint of the frame that first shows the review's total of invoices (Element
 * Timing's renderTime, as the import's probe does).
 */
function installOpenProbe(): void {
  const probe: OpenProbe = { openedAt: null, paintedAt: null };
  window.__openBench = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!('identifier' in entry) || entry.identifier !== 'review-open' || probe.paintedAt !== -1) continue;
      const renderTime = 'renderTime' in entry && typeof entry.renderTime === 'number' ? entry.renderTime : 0;
      probe.paintedAt = renderTime || entry.startTime;
    }
  }).observe({ type: 'element', buffered: true });
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href*="/factoring/importar/resumen"]')) {
        probe.openedAt = event.timeStamp;
        probe.paintedAt = null;
      }
    },
    true,
  );
  new MutationObserver(() => {
    if (probe.openedAt === null || probe.paintedAt !== null) return;
    const total = document.querySelector('[data-testid="total-invoices"]');
    if (!total) return;
    probe.paintedAt = -1;
    total.setAttribute('elementtiming', 'review-open');
  }).observe(document, { subtree: true, childList: true });
}

/** Clicks the draft's «Revisar» in the list of drafts and waits for the painted review. */
async function openFromList(page: Page, fileName: string): Promise<number> {
  // Playwright's own polling script runs in the page the first time it waits on a function there.
  await page.waitForFunction(() => true);
  await page.getByRole('link', { name: `Revisar la importación ${fileName}` }).click();
  const handle = await page.waitForFunction(
    () => {
      const probe = window.__openBench;
      return probe && probe.openedAt !== null && probe.paintedAt !== null && probe.paintedAt >= 0
        ? probe.paintedAt - probe.openedAt
        : null;
    },
    undefined,
    { timeout: OPEN_TIMEOUT_MS, polling: 50 },
  );
  const elapsed: unknown = await handle.jsonValue();
  if (typeof elapsed !== 'number') throw new Error('no review-open reading');
  return elapsed;
}

interface OpenRound {
  /** Back to the list and the draft opened again, in the same page: what this tab still holds. */
  samePageMs: number;
  /** The page reloaded first: the draft comes from IndexedDB alone. */
  reloadedMs: number;
}

/** Settles the page after the review or the list appears, as a debtor's next click would. */
const SETTLE_MS = 1000;

async function openRound(
  newPage: () => Promise<{ page: Page; context: BrowserContext }>,
  importFile: (page: Page, path: string) => Promise<void>,
  path: string,
  fileName: string,
): Promise<OpenRound> {
  const { page, context } = await newPage();
  try {
    await page.addInitScript(installOpenProbe);
    await importFile(page, path);
    await page.waitForTimeout(SETTLE_MS);
    await page.goBack();
    await page.getByRole('link', { name: `Revisar la importación ${fileName}` }).waitFor();
    await page.waitForTimeout(SETTLE_MS);
    const samePageMs = await openFromList(page, fileName);
    await page.goBack();
    await page.reload();
    await page.getByRole('link', { name: `Revisar la importación ${fileName}` }).waitFor();
    await page.waitForTimeout(SETTLE_MS);
    const reloadedMs = await openFromList(page, fileName);
    return { samePageMs, reloadedMs };
  } finally {
    await context.close();
  }
}

export interface ReviewOpenFile {
  /** Names the rows: '500 filas' or '~10 MB'. */
  readonly label: string;
  readonly id: string;
  readonly path: string;
}

/**
 * A stored draft reaching the screen: from the click on «Revisar» in the list of drafts to the
 * painted summary of its review, in the tab that imported it and after a reload (from IndexedDB
 * alone). One warm-up round per file, then `runs` rounds.
 */
export async function benchReviewOpen(
  runs: number,
  files: readonly ReviewOpenFile[],
  newPage: () => Promise<{ page: Page; context: BrowserContext }>,
  importFile: (page: Page, path: string) => Promise<void>,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const file of files) {
    const fileName = file.path.split('/').pop() ?? file.path;
    await openRound(newPage, importFile, file.path, fileName);
    const rounds: OpenRound[] = [];
    for (let round = 0; round < runs; round += 1) {
      const reading = await openRound(newPage, importFile, file.path, fileName);
      log(
        `  ${file.label}: misma pestaña ${reading.samePageMs.toFixed(1)} ms, tras recargar ${reading.reloadedMs.toFixed(1)} ms`,
      );
      rounds.push(reading);
    }
    rows.push(
      {
        id: `browser-${file.id}-stored-draft-to-summary`,
        section: 'Navegador (Chromium)',
        label: `${file.label}: borrador guardado, de «Revisar» en la lista al resumen en pantalla (misma pestaña)`,
        unit: 'ms',
        measured: spread(rounds.map((round) => round.samePageMs)),
      },
      {
        id: `browser-${file.id}-stored-draft-to-summary-reloaded`,
        section: 'Navegador (Chromium)',
        label: `${file.label}: borrador guardado, de «Revisar» en la lista al resumen en pantalla (tras recargar)`,
        unit: 'ms',
        measured: spread(rounds.map((round) => round.reloadedMs)),
      },
    );
  }
  return rows;
}
