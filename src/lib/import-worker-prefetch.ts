// Vite builds the worker once and gives its URL here without starting it (`?worker&url`).
import importWorkerUrl from '@workers/import.worker.ts?worker&url';

let requested = false;

/**
 * Asks the browser, at low priority and once per page, for the import worker's script (SheetJS
 * inside, the largest file of the app) so that choosing a file does not wait on the network.
 * Called when the import page is near: its route's loader runs on link hover (preload) and on
 * navigation. Under the service worker the request is answered from the precache.
 */
export function prefetchImportWorker(): void {
  if (requested || typeof document === 'undefined') return;
  requested = true;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = importWorkerUrl;
  document.head.append(link);
}

/** The worker script's URL, for tests and the bench. */
export { importWorkerUrl };
