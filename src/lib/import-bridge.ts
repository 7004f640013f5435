import { proxy, wrap } from 'comlink';
import type { Endpoint, Remote } from 'comlink';
import { IMPORT_ERRORS, MAX_FILE_BYTES } from '@workers/import-engine/index';
import type {
  ColumnChoice,
  ColumnMap,
  ExportCell,
  ImportResult,
  InvoiceDetailRow,
  ReviewRow,
  Revision,
  RowChange,
} from '@workers/import-engine/index';
import type { ImportWorkerApi } from '@workers/import-worker-api';
import { IMPORT_MARKS, markImport } from './import-marks';
import { logger } from './logger';

export type { ExportCell } from '@workers/import-engine/index';

/** The part of a Worker the bridge uses, so tests can hand it an in-process endpoint. */
export type WorkerLike = Endpoint & { terminate(): void };

export type ImportBridgeErrorKind = 'timeout' | 'crashed' | 'aborted';

export const importBridgeMessages = {
  timeout:
    'El procesamiento tardó demasiado y se detuvo. Inténtelo de nuevo; si el problema continúa, revise el archivo.',
  crashed: 'El procesador de archivos se detuvo inesperadamente. Recargue la página e inténtelo de nuevo.',
  aborted: 'Se canceló el procesamiento del archivo.',
} as const satisfies Record<ImportBridgeErrorKind, string>;

/** A call the bridge gave up on: it took too long, the worker died, or the caller cancelled. */
export class ImportBridgeError extends Error {
  override readonly name = 'ImportBridgeError';
  constructor(readonly kind: ImportBridgeErrorKind) {
    super(importBridgeMessages[kind]);
  }
}

export interface ImportBridgeOptions {
  readonly createWorker?: () => WorkerLike;
  /** A parse that takes longer is stopped and its worker terminated. */
  readonly parseTimeoutMs?: number;
  readonly exportTimeoutMs?: number;
  /** The worker is terminated after this long without a call. */
  readonly idleMs?: number;
}

/** The chosen or dropped file: a `File`, or any Blob with a name. */
export type ParseRequest = Blob & { readonly name: string };

export interface CallOptions {
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
  /** The debtor's earlier choices of columns, by the signature of the headers they were made for. */
  readonly remembered?: Readonly<Record<string, ColumnChoice>>;
  /** The sheet to read, by name, when the debtor chose one (SPEC reads the first). */
  readonly sheet?: string;
}

export interface ImportBridge {
  /**
   * Reads an invoice spreadsheet in the worker, which reads the file itself: the page never holds
   * its bytes. A parse that outlives the timeout ends as 'Error al procesar el archivo', its worker
   * terminated.
   */
  parseInvoiceFile(file: ParseRequest, options?: CallOptions): Promise<ImportResult>;
  /** Writes rows to a one-sheet .xlsx in the worker (text as text cells, never formulas). */
  writeWorkbook(
    rows: ExportCell[][],
    sheetName: string,
    options?: Pick<CallOptions, 'signal'>,
  ): Promise<Uint8Array<ArrayBuffer>>;
  /** Writes 'Descargar plantilla', the .xlsx a debtor fills in, in the worker. */
  writeTemplate(options?: Pick<CallOptions, 'signal'>): Promise<Uint8Array<ArrayBuffer>>;
  /** Applies edits to a draft's rows in the worker: revalidated and totalled by the engine itself. */
  reviseRows(
    rows: ReviewRow[],
    changes: RowChange[],
    options?: Pick<CallOptions, 'signal'> & { readonly columns?: ColumnMap | undefined },
  ): Promise<Revision>;
  /**
   * Starts the worker before the first call (the import page is open or the pointer is on its
   * drop zone), so that choosing a file does not wait for the worker and SheetJS to load and
   * compile. A warm worker nobody calls is stopped after `idleMs`, like any idle one.
   */
  warm(): void;
  /** True while a worker is running. */
  isRunning(): boolean;
  terminate(): void;
}

interface WorkerSession {
  readonly worker: WorkerLike;
  readonly remote: Remote<ImportWorkerApi>;
  /** Rejects when the worker reports an error it cannot recover from. */
  readonly crashed: Promise<never>;
  active: number;
}

const defaultParseTimeoutMs = 60_000;
const defaultExportTimeoutMs = 30_000;
const defaultIdleMs = 30_000;
/** Revising 500 rows takes milliseconds; a worker that takes this long is stuck. */
const reviseTimeoutMs = 15_000;

// Vite sees this literal `new Worker(new URL(...))` and builds the worker, SheetJS included, as its own chunk.
function startImportWorker(): WorkerLike {
  return new Worker(new URL('../../workers/import.worker.ts', import.meta.url), { type: 'module', name: 'importador' });
}

const isSpreadsheetName = (name: string) => /\.xlsx?$/i.test(name.trim());

/**
 * The import's first two checks (extension and size), before the file is even read into memory: a 2 GB video
 * dropped by mistake is refused without copying it. The worker repeats every check.
 */
export function precheckFile(file: Pick<ParseRequest, 'name' | 'size'>): ImportResult | null {
  if (!isSpreadsheetName(file.name)) return { ok: false, error: IMPORT_ERRORS.unsupportedFormat };
  if (file.size > MAX_FILE_BYTES) return { ok: false, error: IMPORT_ERRORS.tooLarge };
  return null;
}

/**
 * The one owner of the import worker (Squoosh's worker bridge): started on the first call,
 * terminated after `idleMs` without calls, and terminated at once when a call times out or is
 * cancelled, so a hung parse never hangs the page. The next call starts a fresh worker.
 */
export function createImportBridge(options: ImportBridgeOptions = {}): ImportBridge {
  const createWorker = options.createWorker ?? startImportWorker;
  const parseTimeoutMs = options.parseTimeoutMs ?? defaultParseTimeoutMs;
  const exportTimeoutMs = options.exportTimeoutMs ?? defaultExportTimeoutMs;
  const idleMs = options.idleMs ?? defaultIdleMs;
  let session: WorkerSession | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  const clearIdle = () => {
    if (idleTimer !== null) clearTimeout(idleTimer);
    idleTimer = null;
  };

  const stop = (target: WorkerSession | null) => {
    if (!target) return;
    target.worker.terminate();
    if (session === target) {
      session = null;
      clearIdle();
    }
  };

  const start = (): WorkerSession => {
    if (session) return session;
    const worker = createWorker();
    let fail: (error: ImportBridgeError) => void = () => undefined;
    const crashed = new Promise<never>((_, reject) => {
      fail = reject;
    });
    crashed.catch(() => undefined);
    const current: WorkerSession = { worker, remote: wrap<ImportWorkerApi>(worker), crashed, active: 0 };
    worker.addEventListener('error', (event) => {
      logger.error('El worker de importación falló.', event);
      fail(new ImportBridgeError('crashed'));
      stop(current);
    });
    session = current;
    return current;
  };

  async function run<T>(
    timeoutMs: number,
    signal: AbortSignal | undefined,
    call: (remote: Remote<ImportWorkerApi>) => Promise<T>,
  ): Promise<T> {
    if (signal?.aborted) throw new ImportBridgeError('aborted');
    clearIdle();
    const current = start();
    current.active += 1;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onAbort: (() => void) | undefined;
    try {
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new ImportBridgeError('timeout'));
        }, timeoutMs);
        onAbort = () => {
          reject(new ImportBridgeError('aborted'));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
      });
      return await Promise.race([call(current.remote), expired, current.crashed]);
    } catch (error) {
      // A worker that timed out or was abandoned may still be busy: only a new one is safe.
      if (error instanceof ImportBridgeError) stop(current);
      throw error;
    } finally {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener('abort', onAbort);
      current.active -= 1;
      if (session === current && current.active === 0) {
        idleTimer = setTimeout(() => {
          stop(current);
        }, idleMs);
      }
    }
  }

  return {
    async parseInvoiceFile(file, callOptions = {}) {
      const refused = precheckFile(file);
      if (refused) return refused;
      const progress = callOptions.onProgress;
      try {
        return await run(parseTimeoutMs, callOptions.signal, async (remote): Promise<ImportResult> => {
          const onProgress = progress
            ? proxy((fraction: number) => {
                progress(fraction);
              })
            : undefined;
          // The rows arrive in batches, one message each, so no single task decodes a 10 MB result.
          const rows: InvoiceDetailRow[] = [];
          const onRows = proxy((batch: InvoiceDetailRow[]) => {
            rows.push(...batch);
          });
          // The worker reads the file itself: a Blob is a handle, so the message is small, and the
          // read does not wait behind the page's own tasks (the frame that follows the pick).
          // Comlink's Remote splits the result union into a union of promises; awaiting joins it again.
          const { remembered, sheet } = callOptions;
          const result: ImportResult = await remote.parseInvoiceFile(
            { name: file.name, blob: file, ...(remembered ? { remembered } : {}), ...(sheet ? { sheet } : {}) },
            onRows,
            onProgress,
          );
          if (!result.ok && result.fault) {
            // A bug in the engine, not a bad file: the debtor sees SPEC's message, the log the stack.
            logger.error('El motor de importación falló de forma inesperada.', result.fault);
          }
          markImport(IMPORT_MARKS.parsed);
          return result.ok ? { ...result, summary: { ...result.summary, invoiceDetails: rows } } : result;
        });
      } catch (error) {
        if (!(error instanceof ImportBridgeError && error.kind === 'timeout')) throw error;
        // A file the engine could not finish with (its worker is already terminated) is a processing failure.
        logger.warn(`La lectura de un archivo superó ${parseTimeoutMs} ms; se detuvo el worker.`);
        return { ok: false, error: IMPORT_ERRORS.processing };
      }
    },
    reviseRows(rows, changes, callOptions = {}) {
      return run(reviseTimeoutMs, callOptions.signal, (remote) =>
        remote.reviseRows(rows, changes, callOptions.columns),
      );
    },
    writeWorkbook(rows, sheetName, callOptions = {}) {
      return run(exportTimeoutMs, callOptions.signal, (remote) => remote.writeWorkbook(rows, sheetName));
    },
    writeTemplate(callOptions = {}) {
      return run(exportTimeoutMs, callOptions.signal, (remote) => remote.writeTemplate());
    },
    warm() {
      if (session) return;
      const current = start();
      idleTimer = setTimeout(() => {
        stop(current);
      }, idleMs);
    },
    isRunning: () => session !== null,
    terminate() {
      stop(session);
    },
  };
}

let shared: ImportBridge | null = null;

/** The app's bridge, created on first use. */
export function importBridge(): ImportBridge {
  shared ??= createImportBridge();
  return shared;
}
