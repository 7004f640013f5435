import type { Page } from '@playwright/test';

/**
 * In-page probes, installed before any script of the page runs. Times are performance.now()
 * of the page, so they need no clock shared with Node:
 *   - chosenAt: the file input's `change` (the browser dispatches it; the bench sets a path);
 *   - renderedAt: the paint of the frame that first shows `[data-testid="total-invoices"]`
 *     (Element Timing's renderTime; the probe marks the element for it as soon as it is inserted);
 *   - interactiveAt: the login form is in the DOM and a task queued then has run;
 *   - longTasks: every PerformanceObserver 'longtask' entry (50 ms or more).
 */
export interface ProbeReadings {
  chosenAt: number | null;
  renderedAt: number | null;
  interactiveAt: number | null;
  longTasks: { startTime: number; duration: number }[];
  /** Long animation frames (50 ms or more) with the scripts that ran in them: what a long task was. */
  longFrames: { startTime: number; duration: number; scripts: string[] }[];
}

declare global {
  interface Window {
    __bench?: ProbeReadings;
  }
}

/**
 * Serialised into the page: no named inner functions (tsx wraps them in a `__name` helper the
 * page does not have).
 */
function installProbes(): void {
  const readings: ProbeReadings = {
    chosenAt: null,
    renderedAt: null,
    interactiveAt: null,
    longTasks: [],
    longFrames: [],
  };
  window.__bench = readings;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      readings.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const scripts =
          'scripts' in entry && Array.isArray(entry.scripts)
            ? (entry.scripts as {
                invoker?: string;
                sourceURL?: string;
                sourceFunctionName?: string;
                sourceCharPosition?: number;
                duration?: number;
              }[])
            : [];
        readings.longFrames.push({
          startTime: entry.startTime,
          duration: entry.duration,
          scripts: scripts.map(
            (script) =>
              `${script.invoker ?? '?'} ${(script.sourceURL ?? '').split('/').pop() ?? ''}:${String(script.sourceCharPosition ?? '')} ${script.sourceFunctionName ?? ''} ${String(Math.round(script.duration ?? 0))} ms`,
          ),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const renderTime = 'renderTime' in entry && typeof entry.renderTime === 'number' ? entry.renderTime : 0;
      if (entry.name !== 'text-paint' || readings.renderedAt !== -1) continue;
      if ('identifier' in entry && entry.identifier === 'total-invoices')
        readings.renderedAt = renderTime || entry.startTime;
    }
  }).observe({ type: 'element', buffered: true });
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'file') {
        readings.chosenAt = event.timeStamp;
        readings.renderedAt = null;
      }
    },
    true,
  );
  new MutationObserver(() => {
    if (readings.interactiveAt === null && document.querySelector('input[type="password"]')) {
      readings.interactiveAt = -1;
      setTimeout(() => {
        readings.interactiveAt = performance.now();
      }, 0);
    }
    if (
      readings.chosenAt !== null &&
      readings.renderedAt === null &&
      document.querySelector('[data-testid="total-invoices"]')
    ) {
      readings.renderedAt = -1;
      // Element Timing reports when the frame that shows the element was painted. The older way
      // (a task queued from the next frame's callback) also counted whatever work was queued
      // before that task: on the app's page, the rendering that follows the summary.
      const total = document.querySelector('[data-testid="total-invoices"]');
      total?.setAttribute('elementtiming', 'total-invoices');
    }
  }).observe(document, { subtree: true, childList: true });
}

export async function addProbes(page: Page): Promise<void> {
  await page.addInitScript(installProbes);
}

export async function readProbes(page: Page): Promise<ProbeReadings> {
  const readings = await page.evaluate(() => window.__bench);
  if (!readings) throw new Error('the bench probes are not installed on this page');
  return readings;
}

/** Waits until the probe has a value (the page's own clock decided it, not this poll). */
export async function waitForReading(
  page: Page,
  key: 'renderedAt' | 'interactiveAt',
  timeoutMs: number,
): Promise<number> {
  const handle = await page.waitForFunction(
    (name) => {
      const value = window.__bench?.[name];
      return typeof value === 'number' && value >= 0 ? value : null;
    },
    key,
    { timeout: timeoutMs, polling: 50 },
  );
  const value: unknown = await handle.jsonValue();
  if (typeof value !== 'number') throw new Error(`no ${key} reading`);
  return value;
}
