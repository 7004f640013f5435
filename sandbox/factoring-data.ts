import type { Disbursement, DisbursementOperation, Load, LoadInvoice } from '../src/api/schemas';

/** A load plus whose it is (the debtor company's id). */
export type StoredLoad = Load & { readonly debtorId: string };

/** An invoice of a load plus its debtor, so providers can see what they may factor. */
export type StoredInvoice = LoadInvoice & { readonly debtorId: string; readonly debtorName: string };

export interface StoredDisbursement {
  readonly disbursement: Disbursement;
  readonly providerId: string;
  readonly debtorIds: readonly string[];
  readonly operations: readonly DisbursementOperation[];
}

export interface FactoringData {
  readonly loads: StoredLoad[];
  readonly invoices: StoredInvoice[];
  readonly disbursements: StoredDisbursement[];
  /** Invoices already part of a disbursement: no longer available to factor. */
  readonly factoredInvoiceIds: Set<number>;
  readonly nextIds: { load: number; invoice: number; creditForm: number };
  /** Last number used per provider, so new demo invoice numbers never collide. */
  readonly invoiceCounters: Map<string, number>;
}

/** Every estadoOperacion the backend sends, plus one that falls to the grey badge. */
export const operationStatuses = ['Autorizada', 'Activa', 'Anulado', 'Registrado', 'Vencida'] as const;
