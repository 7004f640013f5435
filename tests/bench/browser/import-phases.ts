import type { Page } from '@playwright/test';
import { IMPORT_MARKS } from '../../../src/lib/import-marks';
import { READ_MARKS } from '../../../workers/import-engine/read-invoices';
import { ENGINE_MARKS } from '../../../workers/import-worker-api';

/**
 * Where the app's import time goes, from the chosen file to the painted summary: each phase
 * runs from one performance mark to the next. The engine's marks are in the worker's own
 * timeline; its `timeOrigin` puts them on the page's. The draft's write to IndexedDB begins once
 * the review's first frame is painted, so it is measured apart (`STORE_PHASE`).
 */
export const IMPORT_PHASES = [
  { id: 'to-worker', label: 'llegar al worker (mensaje con el archivo)', until: ENGINE_MARKS.received },
  { id: 'file-read', label: 'leer el archivo en el worker (Blob.arrayBuffer)', until: ENGINE_MARKS.start },
  { id: 'check', label: 'motor: comprobar el contenedor (y contar filas seguras)', until: READ_MARKS.checked },
  { id: 'sheetjs', label: 'motor: SheetJS lee la primera hoja', until: READ_MARKS.sheetRead },
  { id: 'map', label: 'motor: filas, validación y resumen', until: ENGINE_MARKS.end },
  { id: 'rows-back', label: 'filas de vuelta al hilo principal', until: IMPORT_MARKS.parsed },
  { id: 'hand-over', label: 'huella del contenido y comprobación de repetidos', until: IMPORT_MARKS.handOver },
  { id: 'navigation', label: 'navegar a la revisión y montarla', until: IMPORT_MARKS.reviewData },
  { id: 'paint', label: 'pintar el resumen', until: 'painted' },
] as const;

/** From the hand-over to the stored draft: not on the way to the summary, which does not wait for it. */
export const STORE_PHASE = {
  id: 'store',
  label: 'escribir el borrador en IndexedDB (empieza tras pintar la revisión)',
  from: IMPORT_MARKS.handOver,
  until: IMPORT_MARKS.draftSaved,
} as const;

export type ImportPhaseId = (typeof IMPORT_PHASES)[number]['id'] | typeof STORE_PHASE.id;

type Marks = Record<string, number>;

/** The last mark of each name after `since`, in the page's timeline. */
async function pageMarks(page: Page, since: number): Promise<Marks> {
  return page.evaluate((from) => {
    const found: Record<string, number> = {};
    for (const entry of performance.getEntriesByType('mark'))
      if (entry.startTime >= from) found[entry.name] = entry.startTime;
    return found;
  }, since);
}

async function workerMarks(page: Page): Promise<Marks> {
  const worker = page.workers().find((candidate) => candidate.url().includes('import.worker'));
  if (!worker) throw new Error('the import worker is not running');
  const [origin, marks] = await worker.evaluate(() => {
    const found: Record<string, number> = {};
    for (const entry of performance.getEntriesByType('mark')) found[entry.name] = entry.startTime;
    return [performance.timeOrigin, found] as const;
  });
  const pageOrigin = await page.evaluate(() => performance.timeOrigin);
  return Object.fromEntries(Object.entries(marks).map(([name, at]) => [name, at + origin - pageOrigin]));
}

/** Milliseconds of each phase of one import; a phase whose mark is missing makes the bench fail. */
export async function importPhases(
  page: Page,
  chosenAt: number,
  paintedAt: number,
): Promise<Record<ImportPhaseId, number>> {
  const marks: Marks = { ...(await pageMarks(page, chosenAt)), ...(await workerMarks(page)), painted: paintedAt };
  let previous = chosenAt;
  const phases = {} as Record<ImportPhaseId, number>;
  for (const phase of IMPORT_PHASES) {
    const at = marks[phase.until];
    if (at === undefined || at < previous - 1) throw new Error(`import mark ${phase.until} is missing or out of order`);
    phases[phase.id] = at - previous;
    previous = at;
  }
  const [from, until] = [marks[STORE_PHASE.from], marks[STORE_PHASE.until]];
  if (from === undefined || until === undefined || until < from) throw new Error('the draft write marks are missing');
  phases[STORE_PHASE.id] = until - from;
  return phases;
}
