import { holdingStatuses } from '@contract/invoice-conflicts';
import { canonicalIdentifier, invoiceKey, type InvoiceIdentity } from '@contract/invoice-key';
import type { Load, LoadInvoice, LoadStatus } from '@contract/schemas';
import { loadStatusBadge } from './status-tone';

/** Where an invoice already is: one of the loads the server holds. */
export interface InvoicePlacement {
  readonly idLoad: number;
  readonly status: LoadStatus;
}

/** What the loads say about one invoice: the load that holds it, or the rejected one it was in. */
export type InvoiceOverlap =
  | { readonly kind: 'held'; readonly placement: InvoicePlacement }
  | { readonly kind: 'rejected'; readonly placement: InvoicePlacement };

/** The texts of a repeated invoice, the same on the debtor's review and the authoriser's detail. */
export const overlapMessages = {
  held: (invoice: InvoiceIdentity, placement: InvoicePlacement) =>
    `La factura ${invoice.invoiceNumber.trim()} del proveedor ${invoice.providerIdentification.trim()} ya está en la carga n.º ${placement.idLoad} (${loadStatusBadge(placement.status).label}).`,
  heldElsewhere: (invoice: InvoiceIdentity) =>
    `La factura ${invoice.invoiceNumber.trim()} del proveedor ${invoice.providerIdentification.trim()} ya está en una carga pendiente o aprobada de otra empresa. Una factura no se financia dos veces: confirme con su proveedor.`,
  rejected: (invoice: InvoiceIdentity, placement: InvoicePlacement) =>
    `La factura ${invoice.invoiceNumber.trim()} del proveedor ${invoice.providerIdentification.trim()} estuvo en la carga n.º ${placement.idLoad}, que fue rechazada; puede enviarse de nuevo.`,
  heldMaybeOwn: (invoice: InvoiceIdentity, placement: InvoicePlacement) =>
    `La factura ${invoice.invoiceNumber.trim()} del proveedor ${invoice.providerIdentification.trim()} ya está en la carga n.º ${placement.idLoad} (${loadStatusBadge(placement.status).label}); si esa carga es el envío anterior de este borrador, al reintentar el servidor lo confirmará sin crear otra.`,
  alsoIn: (invoice: InvoiceIdentity, placement: InvoicePlacement) =>
    `La factura ${invoice.invoiceNumber.trim()} del proveedor ${invoice.providerIdentification.trim()} también está en la carga n.º ${placement.idLoad} (${loadStatusBadge(placement.status).label}).`,
  openLoad: (idLoad: number) => `Ver carga n.º ${idLoad}`,
} as const;

const isHolding = (status: LoadStatus) => holdingStatuses.includes(status);

/**
 * The load that matters for an invoice found in these loads (oldest first): the oldest pending or
 * approved one, which it would be financed by; otherwise the newest rejected one it was in.
 */
export function overlapIn(placements: readonly InvoicePlacement[] | undefined): InvoiceOverlap | null {
  const held = placements?.find((placement) => isHolding(placement.status));
  if (held) return { kind: 'held', placement: held };
  const rejected = placements?.at(-1);
  return rejected ? { kind: 'rejected', placement: rejected } : null;
}

/** The pending or approved loads among these. */
export const holdingOnly = (placements: readonly InvoicePlacement[] | undefined): readonly InvoicePlacement[] =>
  (placements ?? []).filter((placement) => isHolding(placement.status));

interface LoadedLoad {
  readonly placement: InvoicePlacement;
  readonly invoices: readonly LoadInvoice[];
}

/**
 * The invoices of the debtor's loads, asked about a few invoices at a time (a draft, a load).
 * Each question scans the loaded invoices once, comparing the invoice number's canonical form
 * first and building a whole key only on a match: 500 rows against 100,000 loaded invoices stays
 * in milliseconds, with no index to build or keep up to date.
 */
export class LoadedInvoices {
  readonly #loads: readonly LoadedLoad[];

  constructor(loads: readonly Load[], invoicesOf: (idLoad: number) => readonly LoadInvoice[] | undefined) {
    this.#loads = [...loads]
      .sort((a, b) => a.idLoad - b.idLoad)
      .map((load) => ({
        placement: { idLoad: load.idLoad, status: load.status },
        invoices: invoicesOf(load.idLoad) ?? [],
      }));
  }

  /** For each wanted invoice found in a load (other than `exceptLoad`), by its key: every such load, oldest first. */
  placementsOf(
    wanted: readonly InvoiceIdentity[],
    exceptLoad?: number,
  ): ReadonlyMap<string, readonly InvoicePlacement[]> {
    const keys = new Set(wanted.map(invoiceKey));
    const numbers = new Set(wanted.map((invoice) => canonicalIdentifier(invoice.invoiceNumber)));
    const found = new Map<string, InvoicePlacement[]>();
    for (const { placement, invoices } of this.#loads) {
      if (placement.idLoad === exceptLoad) continue;
      for (const invoice of invoices) {
        if (!numbers.has(canonicalIdentifier(invoice.invoiceNumber))) continue;
        const key = invoiceKey(invoice);
        if (!keys.has(key)) continue;
        const placements = found.get(key);
        if (!placements) found.set(key, [placement]);
        else if (placements.at(-1) !== placement) placements.push(placement);
      }
    }
    return found;
  }
}
