import { transfer } from 'comlink';
import { writeWorkbook } from './import-engine/export-rows';
import type { ExportCell } from './import-engine/export-rows';
import { parseInvoiceFile } from './import-engine/index';
import type { ImportResult, InvoiceFile } from './import-engine/types';

/**
 * The progress callback arrives as a Comlink proxy (pass `proxy(fn)` as the second argument:
 * Comlink proxies only top-level arguments). Its calls return promises; a closed page must not
 * surface as an unhandled rejection here, so they are caught.
 */
function relayProgress(remote: ((fraction: number) => unknown) | undefined) {
  if (!remote) return undefined;
  return (fraction: number): void => {
    const pending = remote(fraction);
    if (pending instanceof Promise) pending.catch(() => undefined);
  };
}

/** What the import worker exposes; kept apart from `expose` so Node tests can serve it on a port. */
export const importWorkerApi = {
  parseInvoiceFile(file: InvoiceFile, onProgress?: (fraction: number) => void): Promise<ImportResult> {
    return parseInvoiceFile(file, { onProgress: relayProgress(onProgress) });
  },
  /** The workbook's buffer is transferred back, not copied. */
  writeWorkbook(rows: ExportCell[][], sheetName: string): Uint8Array<ArrayBuffer> {
    const bytes = writeWorkbook(rows, sheetName);
    return transfer(bytes, [bytes.buffer]);
  },
};

export type ImportWorkerApi = typeof importWorkerApi;
