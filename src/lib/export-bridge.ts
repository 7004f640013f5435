import { releaseProxy, wrap } from 'comlink';
import type { ExportCell } from '../../workers/import-engine/export-rows';
import type { ImportWorkerApi } from '../../workers/import.worker';

export type { ExportCell };

/** Writes rows (the first one the header) to a one-sheet .xlsx. */
export type RowExporter = (rows: ExportCell[][], sheetName: string) => Promise<Uint8Array<ArrayBuffer>>;

export const exportTimeoutMs = 30_000;

export const exportMessages = {
  timeout: 'La exportación tardó demasiado. Por favor, inténtelo de nuevo.',
  failed: 'No se pudo generar el archivo de Excel. Por favor, inténtelo de nuevo.',
} as const;

/**
 * The .xlsx is written in the import worker, so SheetJS never loads on the main thread. The
 * worker starts on the first export and is terminated after each one (exports are rare); a
 * worker that fails to start or never answers ends in a Spanish error, never a hung button.
 * Meant to fold into src/lib/import-bridge.ts once that lands (same worker, same wrapper).
 */
export const exportRows: RowExporter = async (rows, sheetName) => {
  const worker = new Worker(new URL('../../workers/import.worker.ts', import.meta.url), { type: 'module', name: 'exportar-excel' });
  const remote = wrap<ImportWorkerApi>(worker);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const failure = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(exportMessages.timeout));
    }, exportTimeoutMs);
    worker.addEventListener('error', () => {
      reject(new Error(exportMessages.failed));
    });
  });
  try {
    return await Promise.race([remote.writeWorkbook(rows, sheetName), failure]);
  } finally {
    clearTimeout(timer);
    remote[releaseProxy]();
    worker.terminate();
  }
};
