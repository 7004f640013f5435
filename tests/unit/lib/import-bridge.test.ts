import { expose } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { utils, read } from 'xlsx';
import { createImportBridge, ImportBridgeError, type ImportBridge, type WorkerLike } from '@/lib/import-bridge';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import { importWorkerApi } from '../../../workers/import-worker-api';
import { invoiceRows, invoiceXlsx } from '../../fixtures/spreadsheets';

/** A stand-in for the Worker: the real worker API served on a MessagePort in this process. */
class PortWorker implements WorkerLike {
  readonly port: MessagePort;
  terminated = false;
  readonly #errorListeners = new Set<(event: unknown) => void>();

  constructor(api: object) {
    const channel = new MessageChannel();
    expose(api, channel.port1);
    this.port = channel.port2;
    this.#other = channel.port1;
  }

  readonly #other: MessagePort;

  postMessage(message: unknown, transfer?: Transferable[]): void {
    this.port.postMessage(message, transfer ?? []);
  }

  addEventListener(type: string, listener: EventListenerOrEventListenerObject): void {
    if (type === 'error') {
      this.#errorListeners.add(listener as (event: unknown) => void);
      return;
    }
    this.port.addEventListener(type, listener);
    this.port.start();
  }

  removeEventListener(type: string, listener: EventListenerOrEventListenerObject): void {
    this.port.removeEventListener(type, listener);
  }

  crash(): void {
    for (const listener of this.#errorListeners) listener(new Error('boom'));
  }

  terminate(): void {
    this.terminated = true;
    this.port.close();
    this.#other.close();
  }
}

const fileOf = (name: string, bytes: Uint8Array) => new File([bytes.slice()], name);

const hangingApi = {
  parseInvoiceFile: () => new Promise<never>(() => undefined),
  writeWorkbook: () => new Promise<never>(() => undefined),
};

let bridge: ImportBridge | null = null;

afterEach(() => {
  bridge?.terminate();
  bridge = null;
  vi.useRealTimers();
});

describe('the import bridge', () => {
  it('starts no worker until the first call, then parses a real file in it with progress', async () => {
    const workers: PortWorker[] = [];
    bridge = createImportBridge({
      createWorker: () => {
        const worker = new PortWorker(importWorkerApi);
        workers.push(worker);
        return worker;
      },
    });
    expect(workers).toHaveLength(0);
    expect(bridge.isRunning()).toBe(false);

    const fractions: number[] = [];
    const result = await bridge.parseInvoiceFile(fileOf('facturas.xlsx', invoiceXlsx(invoiceRows(20))), {
      onProgress: (fraction) => fractions.push(fraction),
    });
    expect(result.ok && result.summary.totalInvoices).toBe(20);
    // Twenty rows fit one message: they come back with the result, every one of them.
    expect(result.ok && result.summary.invoiceDetails.map((row) => row.invoiceNumber)).toEqual(
      invoiceRows(20).map((row) => row[4]),
    );
    expect(workers).toHaveLength(1);
    await vi.waitFor(() => {
      expect(fractions.at(-1)).toBe(1);
    });
    expect(fractions[0]).toBe(0);

    // A second call reuses the running worker.
    await bridge.parseInvoiceFile(fileOf('facturas.xlsx', invoiceXlsx(invoiceRows(2))));
    expect(workers).toHaveLength(1);
  });

  it(
    'hands back every row of a file whose notes take several messages, and progress in whole percents',
    { timeout: 30_000 },
    async () => {
      bridge = createImportBridge({ createWorker: () => new PortWorker(importWorkerApi) });
      const rows = invoiceRows(120).map((row, index) => {
        const copy = [...row];
        copy[7] = `${String(index)} ${'observación '.repeat(2_500)}`;
        return copy;
      });
      const bytes = invoiceXlsx(rows);
      const fractions: number[] = [];
      const result = await bridge.parseInvoiceFile(fileOf('notas.xlsx', bytes), {
        onProgress: (fraction) => fractions.push(fraction),
      });
      expect(result).toEqual(await parseInvoiceFile({ name: 'notas.xlsx', bytes }));
      expect(result.ok && result.summary.invoiceDetails).toHaveLength(120);
      const percents = fractions.map((fraction) => Math.floor(fraction * 100));
      expect(new Set(percents).size).toBe(percents.length);
      expect(fractions.length).toBeLessThanOrEqual(101);
    },
  );

  it('sends the file itself: the worker reads it, and the page never holds its bytes', async () => {
    bridge = createImportBridge({ createWorker: () => new PortWorker(importWorkerApi) });
    const file = fileOf('f.xlsx', invoiceXlsx(invoiceRows(3)));
    const read = vi.spyOn(file, 'arrayBuffer');
    const result = await bridge.parseInvoiceFile(file);
    expect(result.ok && result.summary.totalInvoices).toBe(3);
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses a wrong name or an oversized file without reading it or starting the worker', async () => {
    const createWorker = vi.fn(() => new PortWorker(importWorkerApi));
    bridge = createImportBridge({ createWorker });
    const video = fileOf('video.mp4', new Uint8Array(10));
    // A 2 GB file, without allocating one: only its size is read.
    const huge = Object.defineProperty(fileOf('GRANDE.XLSX', new Uint8Array(0)), 'size', { value: 2 * 1024 ** 3 });
    const reads = [vi.spyOn(video, 'arrayBuffer'), vi.spyOn(huge, 'arrayBuffer')];
    expect(await bridge.parseInvoiceFile(video)).toEqual({
      ok: false,
      error: 'Formato de archivo no soportado. Por favor use: .xlsx, .xls',
    });
    expect(await bridge.parseInvoiceFile(huge)).toEqual({
      ok: false,
      error: 'El archivo es demasiado grande. Tamaño máximo: 10MB',
    });
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    expect(createWorker).not.toHaveBeenCalled();
  });

  it('terminates a worker whose parse outlives the timeout, answers with the processing error, and starts a fresh one next time', async () => {
    const workers: PortWorker[] = [];
    let api: object = hangingApi;
    bridge = createImportBridge({
      // Long enough for the real parse that follows on a loaded machine; the hung one still ends.
      parseTimeoutMs: 1_000,
      createWorker: () => {
        const worker = new PortWorker(api);
        workers.push(worker);
        return worker;
      },
    });
    const quiet = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hung = await bridge.parseInvoiceFile(fileOf('f.xlsx', invoiceXlsx(invoiceRows(1))));
    expect(hung).toEqual({ ok: false, error: 'Error al procesar el archivo' });
    quiet.mockRestore();
    expect(workers[0]?.terminated).toBe(true);
    expect(bridge.isRunning()).toBe(false);

    api = importWorkerApi;
    const result = await bridge.parseInvoiceFile(fileOf('f.xlsx', invoiceXlsx(invoiceRows(1))));
    expect(result.ok).toBe(true);
    expect(workers).toHaveLength(2);
    expect(workers[1]?.terminated).toBe(false);
  });

  it("logs an error the engine did not expect, with its stack, and shows the debtor SPEC's message", async () => {
    const fault = {
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading 'v')",
      stack: 'TypeError: Cannot read properties of undefined\n    at mapRow (map.ts:30:5)',
    };
    const faultyApi = {
      parseInvoiceFile: () => Promise.resolve({ ok: false, error: 'Error al procesar el archivo', fault }),
      writeWorkbook: hangingApi.writeWorkbook,
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    bridge = createImportBridge({ createWorker: () => new PortWorker(faultyApi) });
    const result = await bridge.parseInvoiceFile(fileOf('f.xlsx', invoiceXlsx(invoiceRows(1))));
    expect(result).toMatchObject({ ok: false, error: 'Error al procesar el archivo' });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toBe('[portal] El motor de importación falló de forma inesperada.');
    expect(logged.mock.calls[0]?.[1]).toEqual(fault);
    logged.mockRestore();
  });

  it('terminates the worker when the caller cancels', async () => {
    const worker = new PortWorker(hangingApi);
    bridge = createImportBridge({ createWorker: () => worker });
    const controller = new AbortController();
    const pending = bridge.parseInvoiceFile(fileOf('f.xlsx', invoiceXlsx(invoiceRows(1))), {
      signal: controller.signal,
    });
    setTimeout(() => {
      controller.abort();
    }, 20);
    await expect(pending).rejects.toBeInstanceOf(ImportBridgeError);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(worker.terminated).toBe(true);
  });

  it('fails the pending call, instead of waiting forever, when the worker crashes', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const worker = new PortWorker(hangingApi);
    bridge = createImportBridge({ createWorker: () => worker });
    const pending = bridge.parseInvoiceFile(fileOf('f.xlsx', invoiceXlsx(invoiceRows(1))));
    setTimeout(() => {
      worker.crash();
    }, 20);
    await expect(pending).rejects.toMatchObject({ kind: 'crashed' });
    expect(worker.terminated).toBe(true);
    expect(quiet).toHaveBeenCalled();
    quiet.mockRestore();
  });

  it('terminates the worker after it has been idle', async () => {
    const worker = new PortWorker(importWorkerApi);
    bridge = createImportBridge({ idleMs: 40, createWorker: () => worker });
    await bridge.parseInvoiceFile(fileOf('f.xlsx', invoiceXlsx(invoiceRows(1))));
    expect(worker.terminated).toBe(false);
    await vi.waitFor(() => {
      expect(worker.terminated).toBe(true);
    });
    expect(bridge.isRunning()).toBe(false);
  });

  it('warms a worker ahead of the first call, which that call then uses, and stops it if nobody calls', async () => {
    const workers: PortWorker[] = [];
    bridge = createImportBridge({
      idleMs: 40,
      createWorker: () => {
        const worker = new PortWorker(importWorkerApi);
        workers.push(worker);
        return worker;
      },
    });
    bridge.warm();
    bridge.warm();
    expect(workers).toHaveLength(1);
    expect(bridge.isRunning()).toBe(true);
    const result = await bridge.parseInvoiceFile(fileOf('f.xlsx', invoiceXlsx(invoiceRows(3))));
    expect(result.ok && result.summary.totalInvoices).toBe(3);
    expect(workers).toHaveLength(1);

    await vi.waitFor(() => {
      expect(workers[0]?.terminated).toBe(true);
    });
    bridge.warm();
    expect(workers).toHaveLength(2);
    await vi.waitFor(() => {
      expect(workers[1]?.terminated).toBe(true);
    });
    expect(bridge.isRunning()).toBe(false);
  });

  it('writes an .xlsx in the worker, with formula-like text kept as text', async () => {
    bridge = createImportBridge({ createWorker: () => new PortWorker(importWorkerApi) });
    const bytes = await bridge.writeWorkbook(
      [
        ['Fila', 'Mensaje'],
        [3, '=HYPERLINK("http://x","y")'],
      ],
      'Errores',
    );
    const workbook = read(bytes, { type: 'array', cellFormula: true });
    expect(workbook.SheetNames).toEqual(['Errores']);
    const sheet = workbook.Sheets.Errores;
    if (!sheet) throw new Error('no sheet');
    expect(utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ['Fila', 'Mensaje'],
      [3, '=HYPERLINK("http://x","y")'],
    ]);
    expect(sheet.B2).not.toHaveProperty('f');
  });
});
