import type { Load, LoadInvoice } from '../../../contract/schemas';
import { loadOverlapIssues } from '../../../src/features/factoring/import/duplicate-review';
import { LoadedInvoices } from '../../../src/features/factoring/shared/invoice-overlaps';
import type { InvoiceDetailRow } from '../../../workers/import-engine/types';
import type { BenchRow } from '../report';
import { spread } from '../stats';

const LOADS = 200;
const PER_LOAD = 500;
const DRAFT_ROWS = 500;
const TARGET_MS = 50;

function invoice(idLoad: number, index: number): LoadInvoice {
  return {
    idInvoice: idLoad * 1000 + index + 1,
    idLoad,
    providerIdentification: `J03100000${String(index % 40).padStart(5, '0')}`,
    providerName: 'Proveedor de prueba, S.A.',
    invoiceDate: '2026-01-05',
    invoiceDateFormatted: '05/01/2026',
    dueDate: '2026-03-06',
    dueDateFormatted: '06/03/2026',
    invoiceNumber: `F-${idLoad}-${index}`,
    amountNIO: 1000,
    amountUSD: 0,
    amount: 1000,
    taxes: 100,
    opType: 1,
    currency: 'USD',
    deductionsLocalTaxes: true,
    deductionsDGI: true,
  };
}

/**
 * The review's check against the server's loads, once their invoices are read: 500 rows against
 * 200 loads of 500 invoices each (every other row already loaded), from the lookup's answer to
 * the row issues.
 */
export function benchDuplicateCheck(runs: number): BenchRow {
  const loads: Load[] = Array.from({ length: LOADS }, (_, index) => ({
    idLoad: 1000 + index,
    loadDate: '2026-01-10',
    debtor: 'Distribuidora Xolotlán, S.A.',
    uploadedBy: 'María José Pérez Lacayo',
    totalInvoices: PER_LOAD,
    totalAmountNIO: PER_LOAD * 1000,
    totalAmountUSD: 0,
    status: index % 3 === 0 ? 'RECHAZADA' : 'PENDIENTE',
    reason: null,
    decidedAt: null,
  }));
  const invoices = new Map(
    loads.map((load) => [load.idLoad, Array.from({ length: PER_LOAD }, (_, index) => invoice(load.idLoad, index))]),
  );
  const rows: InvoiceDetailRow[] = Array.from({ length: DRAFT_ROWS }, (_, index) => {
    const loaded = invoice(1000 + (index % LOADS), index);
    const invoiceNumber = index % 2 === 0 ? loaded.invoiceNumber : `N-${index}`;
    return {
      rowNumber: index + 2,
      providerIdentification: loaded.providerIdentification,
      providerName: loaded.providerName,
      invoiceDate: loaded.invoiceDate,
      invoiceDateFormatted: loaded.invoiceDateFormatted,
      dueDate: loaded.dueDate,
      dueDateFormatted: loaded.dueDateFormatted,
      invoiceNumber,
      amountNIO: loaded.amountNIO,
      amountUSD: loaded.amountUSD,
      amount: loaded.amount,
      taxes: 100,
      opType: 1,
      currency: 'USD',
      deductionsLocalTaxes: true,
      deductionsDGI: true,
    };
  });
  const once = () => {
    const started = performance.now();
    const issues = loadOverlapIssues(rows, new LoadedInvoices(loads, (idLoad) => invoices.get(idLoad)));
    const elapsed = performance.now() - started;
    if (issues.length !== DRAFT_ROWS / 2)
      throw new Error(`se esperaban ${DRAFT_ROWS / 2} filas repetidas, no ${issues.length}`);
    return elapsed;
  };
  once();
  const measured = spread(Array.from({ length: runs }, once));
  return {
    id: 'duplicate-check-500-vs-200x500',
    section: 'Motor (Node)',
    label: `Comprobación de repetidas: ${DRAFT_ROWS} facturas contra ${LOADS} cargas de ${PER_LOAD}`,
    unit: 'ms',
    measured,
    target: { text: `≤ ${TARGET_MS} ms`, met: measured.median <= TARGET_MS },
  };
}
