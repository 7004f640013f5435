import { z } from './zod';
import type { LoadStatus } from './schemas';

/**
 * The bodies of the 409 answers that refuse to finance an invoice twice. Both keep the usual
 * `message` (what the client shows when it knows nothing more) and list every conflict, so the
 * client can put each one on the row it belongs to.
 */

const conflictingInvoice = {
  providerIdentification: z.string(),
  invoiceNumber: z.string(),
};

/**
 * One invoice of a LoadInvoices request that already sits in a pending or approved load. The load
 * is named only when it is the debtor's own: another company's load id and status are not this
 * debtor's to read (a direct read of that load answers 404), so the conflict only says it exists.
 */
export const loadConflict = z.discriminatedUnion('heldBy', [
  z.object({
    ...conflictingInvoice,
    heldBy: z.literal('own'),
    idLoad: z.int().check(z.positive()),
    status: z.enum(['PENDIENTE', 'APROBADA']),
  }),
  z.object({ ...conflictingInvoice, heldBy: z.literal('other') }),
]);

export const loadConflictBody = z.object({
  message: z.string(),
  conflicts: z.array(loadConflict).check(z.minLength(1)),
});

/** One invoice of an AddNewFactoringForm request already in an open disbursement. */
export const factoringConflict = z.object({
  idInvoice: z.int().check(z.positive()),
  providerIdentification: z.string(),
  invoiceNumber: z.string(),
  idCreditForm: z.int().check(z.positive()),
});

/**
 * AddNewFactoringForm's 409: invoices already in an open disbursement (`conflicts`), or invoices
 * the provider can no longer choose at all (`unavailable`: sold, annulled or not its own).
 */
export const factoringConflictBody = z.union([
  z.object({ message: z.string(), conflicts: z.array(factoringConflict).check(z.minLength(1)) }),
  z.object({ message: z.string(), unavailable: z.array(z.int().check(z.positive())).check(z.minLength(1)) }),
]);

/** The statuses that hold an invoice: a rejected load frees its invoices to be sent again. */
export const holdingStatuses: readonly LoadStatus[] = ['PENDIENTE', 'APROBADA'];

export type LoadConflict = z.infer<typeof loadConflict>;
export type FactoringConflict = z.infer<typeof factoringConflict>;
