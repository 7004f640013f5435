import type { BrowserContext, Page } from '@playwright/test';
import type { BenchRow } from '../report';
import { spread } from '../stats';

/** Edits measured per round, after WARM_UP_EDITS that let the worker and the grid warm up. */
const EDITS_PER_ROUND = 20;
const WARM_UP_EDITS = 3;
const BUDGET_MS = 50;

interface EditProbe {
  committedAt: number | null;
  paintedAt: number | null;
  longTasks: { startTime: number; duration: number }[];
}

declare global {
  interface Window {
    __editBench?: EditProbe;
  }
}

/**
 * Serialised into the page. The clock starts at the Enter that commits a cell's input (the
 * event's own time stamp) and stops after the frame that first shows the changed totals is
 * painted: the row and the totals render from the same draft, in the same commit.
 */
function installEditProbe(): void {
  const probe: EditProbe = { committedAt: null, paintedAt: null, longTasks: [] };
  window.__editBench = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener(
    'keydown',
    (event) => {
      if (
        event.key === 'Enter' &&
        event.target instanceof HTMLInputElement &&
        event.target.matches('.grid-cell__input')
      ) {
        probe.committedAt = event.timeStamp;
        probe.paintedAt = null;
      }
    },
    true,
  );
  new MutationObserver(() => {
    if (probe.committedAt === null || probe.paintedAt !== null) return;
    probe.paintedAt = -1;
    requestAnimationFrame(() => {
      setTimeout(() => {
        probe.paintedAt = performance.now();
      }, 0);
    });
  }).observe(document.querySelector('[data-testid="total-invoices"]')?.closest('section') ?? document.body, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}

interface EditRound {
  /** Commit to painted row and totals, per measured edit. */
  latencies: number[];
  /** Main-thread tasks of 50 ms or more from the first measured commit to the last paint. */
  longTasks: number[];
}

/** The grid opens at 10 rows per page: the edits go round the first page's rows (file rows 2-11). */
const rowOnFirstPage = (edit: number) => 2 + (edit % 10);

async function editOnce(page: Page, row: number, value: string): Promise<number> {
  const cell = page.getByRole('button', { name: new RegExp(`^Monto NIO, fila ${String(row)}:`) });
  await cell.focus();
  await page.keyboard.press('Enter');
  await page.locator('.grid-cell__input').fill(value);
  await page.keyboard.press('Enter');
  const handle = await page.waitForFunction(
    () => {
      const probe = window.__editBench;
      return probe && probe.committedAt !== null && probe.paintedAt !== null && probe.paintedAt >= 0
        ? probe.paintedAt - probe.committedAt
        : null;
    },
    undefined,
    { timeout: 10_000, polling: 20 },
  );
  const elapsed: unknown = await handle.jsonValue();
  if (typeof elapsed !== 'number') throw new Error('no edit reading');
  return elapsed;
}

/** One round: a 500-row draft opened for review, then cell after cell edited by keyboard. */
async function editRound(
  newPage: () => Promise<{ page: Page; context: BrowserContext }>,
  importFile: (page: Page) => Promise<void>,
): Promise<EditRound> {
  const { page, context } = await newPage();
  try {
    await importFile(page);
    await page.evaluate(installEditProbe);
    for (let edit = 0; edit < WARM_UP_EDITS; edit += 1)
      await editOnce(page, rowOnFirstPage(edit), `${String(2000 + edit)}.00`);
    const startedAt = await page.evaluate(() => performance.now());
    const latencies: number[] = [];
    for (let edit = 0; edit < EDITS_PER_ROUND; edit += 1) {
      latencies.push(await editOnce(page, rowOnFirstPage(WARM_UP_EDITS + edit), `${String(3000 + edit)}.50`));
    }
    const probe = await page.evaluate(() => window.__editBench);
    const longTasks = (probe?.longTasks ?? [])
      .filter((task) => task.startTime >= startedAt)
      .map((task) => task.duration);
    return { latencies, longTasks };
  } finally {
    await context.close();
  }
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/** The bench row: p95 from committing a cell edit to the painted row and totals, on a 500-row draft. */
export async function benchCellEdits(
  runs: number,
  newPage: () => Promise<{ page: Page; context: BrowserContext }>,
  importFile: (page: Page) => Promise<void>,
  log: (line: string) => void,
): Promise<BenchRow> {
  const rounds: EditRound[] = [];
  for (let round = 0; round < runs; round += 1) rounds.push(await editRound(newPage, importFile));
  const p95s = rounds.map((round) => percentile(round.latencies, 0.95));
  const longest = Math.max(0, ...rounds.flatMap((round) => round.longTasks));
  for (const [index, round] of rounds.entries())
    log(
      `  edición ${String(index + 1)}: p95 ${p95s[index]?.toFixed(1) ?? '?'} ms, mediana ${spread(round.latencies).median.toFixed(1)} ms, tareas largas [${round.longTasks.map((task) => task.toFixed(0)).join(', ')}]`,
    );
  const measured = spread(p95s);
  return {
    id: 'browser-cell-edit-to-paint-500-rows',
    section: 'Navegador (Chromium)',
    label: `Edición de una celda en un borrador de 500 filas: p95 de ${String(EDITS_PER_ROUND)} ediciones, hasta la fila y los totales en pantalla`,
    unit: 'ms',
    measured,
    note: `tarea más larga del hilo principal: ${longest.toFixed(0)} ms (0 = ninguna de 50 ms o más)`,
    target: {
      text: `p95 ≤ ${String(BUDGET_MS)} ms y ninguna tarea > ${String(BUDGET_MS)} ms`,
      met: measured.max <= BUDGET_MS && longest <= BUDGET_MS,
    },
  };
}
