/**
 * The bench's baseline page, never part of the product build: the same file parsed the naive
 * way, with SheetJS on the main thread, and a summary like the app's first screen of it.
 */
import type { ImportResult } from '../../../../workers/import-engine/types';
import { naiveParseInvoiceFile } from '../../engine/naive-parse';

const DETAIL_ROWS = 25;

function cell(row: HTMLTableRowElement, text: string): void {
  row.insertCell().textContent = text;
}

function render(target: HTMLElement, result: ImportResult): void {
  target.replaceChildren();
  if (!result.ok) {
    const error = document.createElement('p');
    error.setAttribute('role', 'alert');
    error.dataset.testid = 'import-error';
    error.textContent = result.error;
    target.append(error);
    return;
  }
  const total = document.createElement('p');
  total.dataset.testid = 'total-invoices';
  total.textContent = `${result.summary.totalInvoices} facturas`;
  const providers = document.createElement('table');
  for (const provider of result.summary.summaryByProvider) {
    const row = providers.insertRow();
    for (const text of [
      provider.providerIdentification,
      provider.providerName,
      String(provider.totalInvoices),
      String(provider.totalAmountNIO),
      String(provider.totalAmountUSD),
    ])
      cell(row, text);
  }
  const details = document.createElement('table');
  for (const invoice of result.summary.invoiceDetails.slice(0, DETAIL_ROWS)) {
    const row = details.insertRow();
    for (const text of [
      invoice.providerIdentification,
      invoice.invoiceNumber,
      invoice.invoiceDateFormatted,
      invoice.dueDateFormatted,
      String(invoice.amountNIO),
      invoice.observations ?? '',
    ])
      cell(row, text);
  }
  target.append(total, providers, details);
}

const input = document.querySelector<HTMLInputElement>('#archivo');
const target = document.querySelector<HTMLElement>('#resumen');
if (!input || !target) throw new Error('baseline page markup is missing');

async function onChosen(file: File, into: HTMLElement): Promise<void> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  render(into, naiveParseInvoiceFile({ name: file.name, bytes }));
}

input.addEventListener('change', () => {
  const file = input.files?.[0];
  if (file) void onChosen(file, target);
});
