import { utils } from 'xlsx';
import { INVOICE_FIELDS } from '../contract/invoice-fields';
import { workbookBytes, writeWorkbook } from './import-engine/export-rows';
import type { ExportCell } from './import-engine/export-rows';
import { parseInvoiceFile } from './import-engine/read-invoices';
import type { ImportResult } from './import-engine/types';

/** The mark the worker sets once it is warm; `npm run bench` waits for it as a debtor's pick would. */
export const ENGINE_WARM_MARK = 'engine:warm';

const HEADER = INVOICE_FIELDS.map((field) => field.label);
const SMALL_SAMPLE = [
  HEADER,
  ['J0310000000001', 'Proveedor de muestra', 45658, 45688, 'F-1', 1500.5, 40.75, 'muestra'],
];

/** Invoices in the larger sample, and how many times it is read: see `warmUpEngine`. */
export const WARM_ROWS = 400;
export const WARM_PASSES = 3;

/** Rows shaped like a debtor's: a few providers, date and amount cells, some notes, some blanks. */
function largeSample(): ExportCell[][] {
  const rows: ExportCell[][] = [HEADER];
  for (let index = 0; index < WARM_ROWS; index += 1) {
    const provider = index % 7;
    rows.push([
      `J03100000000${String(provider).padStart(2, '0')}`,
      `Proveedor de muestra ${provider}`,
      { date: `2025-01-${String(1 + (index % 28)).padStart(2, '0')}` },
      { date: `2025-03-${String(1 + (index % 28)).padStart(2, '0')}` },
      `F-${String(index + 1).padStart(5, '0')}`,
      { amount: 1000.25 + index },
      index % 3 === 0 ? null : { amount: (index + 1) / 10 },
      index % 2 === 0 ? `Nota ${index + 1}` : null,
    ]);
  }
  return rows;
}

/** The warm-up running now: a debtor's call stops it, so a chosen file never waits for it. */
let running: AbortController | null = null;

/** A real call has reached the worker: the warm-up reads no further sample. */
export function interruptWarmUp(): void {
  running?.abort();
}

/** Each sample is read in its own task, so a call that arrives meanwhile is taken between two reads. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A new worker has only parsed SheetJS and the engine: the first file would pay for compiling
 * every function it calls. One small .xlsx and one small .xls compile them; that alone left the
 * engine at about 60 ms for 500 invoices in Chromium, because V8 optimises a function only
 * after many calls. Reading a 400-invoice .xlsx three times more gets the row loops optimised,
 * and the same 500-invoice import then takes about half of that. All of it runs in the
 * worker while the debtor is still choosing the file; a call that arrives first interrupts it.
 * What it reads is only returned for tests.
 */
export async function warmUpEngine(): Promise<ImportResult[]> {
  const controller = new AbortController();
  running = controller;
  const results: ImportResult[] = [];
  const read = async (name: string, bytes: () => Uint8Array): Promise<void> => {
    await nextTask();
    if (controller.signal.aborted) return;
    results.push(await parseInvoiceFile({ name, bytes: bytes() }));
  };
  await read('muestra.xlsx', () => writeWorkbook(SMALL_SAMPLE, 'Facturas'));
  await read('muestra.xls', () => {
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet(SMALL_SAMPLE), 'Facturas');
    return workbookBytes(book, 'biff8');
  });
  let large: Uint8Array | undefined;
  for (let pass = 0; pass < WARM_PASSES; pass += 1)
    await read('muestra-grande.xlsx', () => (large ??= writeWorkbook(largeSample(), 'Facturas')));
  if (running === controller) running = null;
  performance.mark(ENGINE_WARM_MARK);
  return results;
}
