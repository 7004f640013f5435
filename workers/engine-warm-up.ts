import { utils, write } from 'xlsx';
import { writeWorkbook } from './import-engine/export-rows';
import { parseInvoiceFile } from './import-engine/index';
import type { ImportResult } from './import-engine/types';

/** The mark the worker sets once it is warm; `npm run bench` waits for it as a debtor's pick would. */
export const ENGINE_WARM_MARK = 'engine:warm';

const SAMPLE = [
  ['Identificación', 'Proveedor', 'Fecha', 'Vencimiento', 'Factura', 'Monto NIO', 'Monto USD', 'Observaciones'],
  ['J0310000000001', 'Proveedor de muestra', 45658, 45688, 'F-1', 1500.5, 40.75, 'muestra'],
];

/**
 * A new worker has only parsed SheetJS and the engine: the first file would pay for compiling
 * every function it calls (in the bench, about half of a 500-row import). Reading one small
 * .xlsx and one small .xls the same way a debtor's file is read compiles them while the debtor
 * is still choosing the file. What it reads is only returned for tests.
 */
export async function warmUpEngine(): Promise<ImportResult[]> {
  const xlsx = writeWorkbook(SAMPLE, 'Facturas');
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(SAMPLE), 'Facturas');
  const xls: unknown = write(book, { type: 'array', bookType: 'biff8' });
  const results = [await parseInvoiceFile({ name: 'muestra.xlsx', bytes: xlsx })];
  if (xls instanceof ArrayBuffer)
    results.push(await parseInvoiceFile({ name: 'muestra.xls', bytes: new Uint8Array(xls) }));
  performance.mark(ENGINE_WARM_MARK);
  return results;
}
