import type { ImportResult } from '../../../workers/import-engine/types';
import type { BenchFile } from './bench-files';

/** What a run ended in, in a line of the report: '500 facturas' or the rejection message. */
export function describeOutcome(result: ImportResult): string {
  return result.ok ? `${result.summary.totalInvoices} facturas` : result.error;
}

/** A bench that times the wrong path measures nothing: every run must reach the expected outcome. */
export function assertOutcome(file: BenchFile, who: 'engine' | 'naive', result: ImportResult): void {
  const expect = who === 'naive' ? (file.naiveExpect ?? file.expect) : file.expect;
  const matches = expect.ok
    ? result.ok && result.summary.totalInvoices === expect.invoices
    : !result.ok && result.error === expect.error;
  if (!matches) {
    const wanted = expect.ok ? `${expect.invoices} facturas` : expect.error;
    throw new Error(`${who} on ${file.id}: expected «${wanted}», got «${describeOutcome(result)}»`);
  }
}
