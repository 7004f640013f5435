import { Dexie } from 'dexie';
import { afterEach } from 'vitest';
import { DraftDatabase } from '@/features/factoring/import/drafts/draft-database';
import { createDraftStore, type DraftStore } from '@/features/factoring/import/drafts/draft-store';
import type { NewDraft, RowIssue } from '@/features/factoring/import/drafts/draft-types';
import type { InvoiceDetailRow } from '../../../../workers/import-engine/types';

let databases = 0;

/** A fresh database per test (fake-indexeddb), so tests never see each other's drafts. */
export function freshDatabase(): DraftDatabase {
  databases += 1;
  return new DraftDatabase(`drafts-test-${databases}-${Math.random().toString(36).slice(2)}`);
}

export function invoiceRow(index: number): InvoiceDetailRow {
  return {
    rowNumber: index + 2,
    providerIdentification: '0012345',
    providerName: 'Distribuidora Norte',
    invoiceDate: '2024-01-01',
    invoiceDateFormatted: '01/01/2024',
    dueDate: '2024-01-31',
    dueDateFormatted: '31/01/2024',
    invoiceNumber: `F-${String(index + 1).padStart(5, '0')}`,
    amountNIO: 1000,
    amountUSD: 27.5,
    amount: 1000,
    taxes: 100,
    opType: 1,
    currency: 'USD',
    deductionsLocalTaxes: true,
    deductionsDGI: true,
  };
}

export function newDraft(
  userId: number,
  options: { rows?: number; issues?: RowIssue[]; fileName?: string } = {},
): NewDraft {
  const rows = Array.from({ length: options.rows ?? 3 }, (_, index) => invoiceRow(index));
  return {
    userId,
    fileName: options.fileName ?? 'facturas.xlsx',
    fileSize: 12_345,
    rows,
    summary: {
      totalInvoices: rows.length,
      totalAmountNIO: rows.length * 1000,
      totalAmountUSD: rows.length * 27.5,
      summaryByProvider: [
        {
          providerIdentification: '0012345',
          providerName: 'Distribuidora Norte',
          totalInvoices: rows.length,
          totalAmountNIO: rows.length * 1000,
          totalAmountUSD: rows.length * 27.5,
        },
      ],
    },
    issues: options.issues ?? [],
  };
}

const openStores: DraftStore[] = [];

// Every store a test opens here is closed and its database deleted after that test, so the test
// files that use these builders need no cleanup of their own.
afterEach(async () => {
  for (const store of openStores.splice(0)) {
    store.db.close();
    await Dexie.delete(store.db.name);
  }
});

/** A store on a fresh database with a clock the test moves; removed after the test. */
export function storeWithClock(start = Date.UTC(2025, 0, 10, 12)): { store: DraftStore; clock: { now: number } } {
  const clock = { now: start };
  const store = createDraftStore({ db: freshDatabase(), now: () => clock.now });
  openStores.push(store);
  return { store, clock };
}
