import { transfer } from 'comlink';
import { interruptWarmUp } from './engine-warm-up';
import { writeWorkbook } from './import-engine/export-rows';
import type { ExportCell } from './import-engine/export-rows';
import { parseInvoiceFile } from './import-engine/read-invoices';
import { IMPORT_ERRORS, IMPORT_HINTS } from './import-engine/messages';
import type { ColumnMap } from './import-engine/columns';
import { reviseRows } from './import-engine/revise';
import type { Revision, RowChange } from './import-engine/revise';
import type { ReviewRow } from './import-engine/review-rows';
import { rowBatches } from './import-engine/row-batches';
import { writeTemplate } from './import-engine/template';
import type { ImportResult, InvoiceDetailRow, ParseOptions } from './import-engine/types';

/** Marks in the worker's own timeline around the engine, read by `npm run bench`. */
export const ENGINE_MARKS = {
  /** The call has reached the worker, which starts reading the file. */
  received: 'engine:received',
  /** The file's bytes are in memory: the engine starts. */
  start: 'engine:start',
  end: 'engine:end',
  rowsSent: 'engine:rows-sent',
} as const;

/** A file as the page sends it: the Blob is a handle, read here rather than on the main thread. */
export interface FileToRead extends Pick<ParseOptions, 'remembered' | 'sheet'> {
  readonly name: string;
  readonly blob: Blob;
}

/** A file the worker wrote, handed to the page by moving its buffer rather than copying it. */
const transferred = (bytes: Uint8Array<ArrayBuffer>) => transfer(bytes, [bytes.buffer]);

/** What the import worker exposes; kept apart from `expose` so Node tests can serve it on a port. */
export const importWorkerApi = {
  /**
   * The rows always come through `onRows` (a Comlink proxy), in batches, each awaited, and the
   * result always comes back with `invoiceDetails` empty for the caller to fill: one way for
   * rows to travel, and no single message that a 10 MB file makes too large to decode at once.
   */
  async parseInvoiceFile(
    file: FileToRead,
    onRows: (rows: InvoiceDetailRow[]) => unknown,
    /** A Comlink proxy: pass `proxy(fn)`, since Comlink proxies only top-level arguments. */
    onProgress?: (fraction: number) => unknown,
  ): Promise<ImportResult> {
    interruptWarmUp();
    performance.mark(ENGINE_MARKS.received);
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.blob.arrayBuffer());
    } catch {
      // The browser could not read the file (moved, deleted or changed since it was chosen):
      // SPEC's read failure, and what to do about it. Not a bug of ours, so nothing is logged.
      return { ok: false, error: IMPORT_ERRORS.conversion, hint: IMPORT_HINTS.chooseAgain };
    }
    performance.mark(ENGINE_MARKS.start);
    const result = await parseInvoiceFile(
      { name: file.name, bytes },
      {
        ...(onProgress ? { onProgress } : {}),
        ...(file.remembered ? { remembered: file.remembered } : {}),
        ...(file.sheet ? { sheet: file.sheet } : {}),
      },
    );
    performance.mark(ENGINE_MARKS.end);
    if (!result.ok) return result;
    for (const batch of rowBatches(result.summary.invoiceDetails)) await onRows(batch);
    performance.mark(ENGINE_MARKS.rowsSent);
    return { ...result, summary: { ...result.summary, invoiceDetails: [] } };
  },
  /** A debtor's edits to a draft, revalidated and totalled by the same steps that read the file. */
  reviseRows(rows: ReviewRow[], changes: RowChange[], columns?: ColumnMap): Revision {
    interruptWarmUp();
    return reviseRows(rows, changes, columns);
  },
  /** The workbook's buffer is transferred back, not copied. */
  writeWorkbook(rows: ExportCell[][], sheetName: string): Uint8Array<ArrayBuffer> {
    interruptWarmUp();
    return transferred(writeWorkbook(rows, sheetName));
  },
  /** 'Descargar plantilla': the header row, formats and instructions; transferred, not copied. */
  writeTemplate(): Uint8Array<ArrayBuffer> {
    interruptWarmUp();
    return transferred(writeTemplate());
  },
};

export type ImportWorkerApi = typeof importWorkerApi;
