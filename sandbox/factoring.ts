import { load, type DisbursementOperation, type InvoiceRow, type Load } from '../contract/schemas';
import type { SandboxUser } from './demo-users';
import type { FactoringData, StoredDisbursement, StoredInvoice, StoredLoad, StoredOperation } from './factoring-data';
import { managuaToday } from '../contract/dates';
import { ApiFailure } from './http-error';
import { messages } from './messages';
import { MAX_LOAD_TOTAL_CENTS } from '../contract/bounds';
import { centsToAmount, centsToDecimal, sumCents } from '../contract/money';
import { buildDisbursement, disbursementSummary } from './seed';
import { canonicalProviderId, invoiceKey } from '../contract/invoice-key';
import type { Company } from './companies';
import { operationDebtorId } from './operation-debtor';
import type { LoadQuery } from './db-factoring';
import { holdingStatuses, type FactoringConflict, type LoadConflict } from '../contract/invoice-conflicts';

/** The factoring rules of the sandbox: who sees what, and how loads and disbursements change. */

/** The contract's view of a load (its schema strips the sandbox-only fields). */
export function toLoad(stored: StoredLoad): Load {
  return load.parse(stored);
}

/**
 * A debtor sees its company's loads; the lender's authoriser sees every load. Newest first, with
 * only those in `status` and at most `limit` when given.
 */
export function visibleLoads(
  data: FactoringData,
  user: SandboxUser,
  { status, limit }: Omit<LoadQuery, 'debtorId'> = {},
): StoredLoad[] {
  const { affiliation } = user;
  if (affiliation.kind === 'lender') return data.loadsWhere({ status, limit });
  if (affiliation.kind === 'debtor') return data.loadsWhere({ debtorId: affiliation.company.id, status, limit });
  return [];
}

export function findVisibleLoad(data: FactoringData, user: SandboxUser, idLoad: number): StoredLoad {
  const found = data.load(idLoad);
  const { affiliation } = user;
  const visible =
    affiliation.kind === 'lender' || (affiliation.kind === 'debtor' && found?.debtorId === affiliation.company.id);
  // Someone else's load answers exactly like a missing one.
  if (!found || !visible) throw new ApiFailure(404, messages.factoringRequestNotFound);
  return found;
}

export function invoicesOfLoad(data: FactoringData, idLoad: number): StoredInvoice[] {
  return data.invoicesOfLoad(idLoad);
}

function rejectRepeatedInvoices(rows: readonly InvoiceRow[]): void {
  const seen = new Set<string>();
  const repeated: { invoiceNumber: string; providerIdentification: string }[] = [];
  for (const row of rows) {
    const key = invoiceKey(row);
    if (seen.has(key))
      repeated.push({ invoiceNumber: row.invoiceNumber, providerIdentification: row.providerIdentification });
    seen.add(key);
  }
  const first = repeated[0];
  if (first)
    throw new ApiFailure(400, messages.duplicateInvoice(first.invoiceNumber, first.providerIdentification), {
      repeated,
    });
}

/**
 * No invoice is financed twice: an invoice (same key) already in a pending or approved load of
 * any debtor refuses the whole request with 409, listing every such invoice with its load. A
 * rejected load does not hold its invoices: sending them again after a rejection is normal.
 */
function rejectAlreadyLoaded(data: FactoringData, rows: readonly InvoiceRow[], debtorId: string): void {
  const conflicts: LoadConflict[] = [];
  for (const row of rows) {
    // The oldest holding load is the one named: it is the one the invoice was financed by first.
    const [holder] = data.holdersOf(invoiceKey(row), holdingStatuses);
    if (!holder || (holder.status !== 'PENDIENTE' && holder.status !== 'APROBADA')) continue;
    const invoice = { providerIdentification: row.providerIdentification, invoiceNumber: row.invoiceNumber };
    conflicts.push(
      holder.debtorId === debtorId
        ? { ...invoice, heldBy: 'own', idLoad: holder.idLoad, status: holder.status }
        : { ...invoice, heldBy: 'other' },
    );
  }
  const first = conflicts[0];
  if (first) {
    const summary = {
      invoiceNumber: first.invoiceNumber,
      provider: first.providerIdentification,
      idLoad: first.heldBy === 'own' ? first.idLoad : undefined,
    };
    throw new ApiFailure(409, messages.invoicesAlreadyLoaded(conflicts.length, summary), { conflicts });
  }
}

/** LoadInvoices: a new PENDIENTE load of the debtor's company. */
export function createLoad(
  data: FactoringData,
  user: SandboxUser,
  rows: readonly InvoiceRow[],
  today: string,
): StoredLoad {
  const { affiliation } = user;
  if (affiliation.kind !== 'debtor') throw new ApiFailure(403, messages.forbidden);
  rejectRepeatedInvoices(rows);
  // The check and the write in one transaction: the rule "one invoice, one financing" holds
  // however requests interleave, as it must in a database other processes write to.
  return data.transaction(() => {
    rejectAlreadyLoaded(data, rows, affiliation.company.id);
    return storeNewLoad(data, user, affiliation.company, rows, today);
  });
}

function storeNewLoad(
  data: FactoringData,
  user: SandboxUser,
  company: Company,
  rows: readonly InvoiceRow[],
  today: string,
): StoredLoad {
  const idLoad = data.nextIds.load++;
  const invoices: StoredInvoice[] = rows.map((row) => ({
    ...row,
    idInvoice: data.nextIds.invoice++,
    idLoad,
    debtorId: company.id,
    debtorName: company.name,
  }));
  const created: StoredLoad = {
    idLoad,
    debtorId: company.id,
    loadDate: today,
    debtor: company.name,
    uploadedBy: user.fullName,
    totalInvoices: invoices.length,
    // The contract keeps a load's totals within MAX_LOAD_TOTAL: exact as numbers.
    totalAmountNIO: centsToAmount(sumCents(invoices.map((invoice) => invoice.amountNIO))),
    totalAmountUSD: centsToAmount(sumCents(invoices.map((invoice) => invoice.amountUSD))),
    status: 'PENDIENTE',
    reason: null,
    decidedAt: null,
  };
  data.addLoad(created, invoices);
  return created;
}

/** UpdateLoadStatus: only a PENDIENTE load may be approved or denied, once. */
export function decideLoad(
  data: FactoringData,
  user: SandboxUser,
  idLoad: number,
  status: 'approve' | 'deny',
  reason: string,
  now: number,
): StoredLoad {
  const decided = findVisibleLoad(data, user, idLoad);
  if (decided.status !== 'PENDIENTE') throw new ApiFailure(409, messages.loadAlreadyDecided(decided.status));
  return data.decideLoad(decided.idLoad, {
    status: status === 'approve' ? 'APROBADA' : 'RECHAZADA',
    reason: reason.trim() === '' ? null : reason.trim(),
    decidedAt: managuaToday(now),
    decidedBy: user.fullName,
    decidedAtTime: new Date(now).toISOString(),
  });
}

/** A provider's invoices in approved loads that are not part of a disbursement yet. */
export function availableInvoices(data: FactoringData, user: SandboxUser): StoredInvoice[] {
  const { affiliation } = user;
  if (affiliation.kind !== 'provider') return [];
  // 'J-0310000123456' in a debtor's file is this provider's invoice as much as 'J0310000123456'.
  return data
    .availableInvoicesOf(canonicalProviderId(affiliation.company.id))
    .sort((a, b) => (a.dueDate === b.dueDate ? a.idInvoice - b.idInvoice : a.dueDate < b.dueDate ? -1 : 1));
}

/**
 * An invoice's operations: one in each currency it has an amount in. The contract lets an invoice
 * carry both, and its load counts each amount in its own currency; a single operation in córdobas
 * lost the dollars between the approved load and the disbursement.
 */
function operationsOf(invoice: StoredInvoice, today: string): StoredOperation[] {
  const amounts = [
    ['NIO', invoice.amountNIO],
    ['USD', invoice.amountUSD],
  ] as const;
  return amounts
    .filter(([, amount]) => amount > 0)
    .map(([currency, amount]) => ({
      debtorId: invoice.debtorId,
      debtor: invoice.debtorName,
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: invoice.invoiceDate,
      fechaOperacion: today,
      fechaVencimiento: invoice.dueDate,
      currency,
      initialBalance: amount,
      actualBalance: amount,
      estadoOperacion: 'Registrado',
    }));
}

/**
 * An invoice (same key) already in a disbursement whose operation is not annulled is in an open
 * factoring request: another copy of it, from another load, is refused with 409.
 */
function rejectAlreadyFactored(data: FactoringData, invoices: readonly StoredInvoice[]): void {
  if (new Set(invoices.map(invoiceKey)).size !== invoices.length)
    throw new ApiFailure(400, messages.repeatedInvoiceKeys);
  const conflicts: FactoringConflict[] = [];
  for (const invoice of invoices) {
    const idCreditForm = data.openDisbursementOf(invoiceKey(invoice));
    if (idCreditForm === undefined) continue;
    const { idInvoice, providerIdentification, invoiceNumber } = invoice;
    conflicts.push({ idInvoice, providerIdentification, invoiceNumber, idCreditForm });
  }
  const first = conflicts[0];
  if (first) throw new ApiFailure(409, messages.invoicesAlreadyFactored(conflicts.length, first), { conflicts });
}

/** AddNewFactoringForm: the chosen invoices become one disbursement and stop being available. */
export function createDisbursement(
  data: FactoringData,
  user: SandboxUser,
  invoiceIds: readonly number[],
  today: string,
): StoredDisbursement {
  const { affiliation } = user;
  if (affiliation.kind !== 'provider') throw new ApiFailure(403, messages.forbidden);
  if (new Set(invoiceIds).size !== invoiceIds.length) throw new ApiFailure(400, messages.repeatedInvoiceIds);
  // As for loads: what is checked and what is stored are one transaction.
  return data.transaction(() => storeNewDisbursement(data, user, affiliation.company.id, invoiceIds, today));
}

function storeNewDisbursement(
  data: FactoringData,
  user: SandboxUser,
  providerId: string,
  invoiceIds: readonly number[],
  today: string,
): StoredDisbursement {
  const available = new Map(availableInvoices(data, user).map((invoice) => [invoice.idInvoice, invoice]));
  const unavailable = invoiceIds.filter((id) => !available.has(id));
  if (unavailable.length > 0) throw new ApiFailure(409, messages.invoiceUnavailable(unavailable), { unavailable });
  const invoices = invoiceIds.map((id) => available.get(id)).filter((invoice) => invoice !== undefined);
  rejectAlreadyFactored(data, invoices);
  const operations = invoices.flatMap((invoice) => operationsOf(invoice, today));
  rejectTooLarge(operations);
  const debtorIds = [...new Set(invoices.map((invoice) => invoice.debtorId))];
  const debtorNames = [...new Set(invoices.map((invoice) => invoice.debtorName))];
  const stored = buildDisbursement(
    data.nextIds.creditForm++,
    providerId,
    debtorIds,
    debtorNames.length === 1 ? (debtorNames[0] ?? '') : messages.severalDebtors,
    today,
    operations,
  );
  data.addDisbursement(
    stored,
    invoices.map((invoice) => invoice.idInvoice),
  );
  return stored;
}

/** A disbursement's operations in each currency stay within what a number holds to the cent. */
function rejectTooLarge(operations: readonly DisbursementOperation[]): void {
  for (const currency of ['NIO', 'USD'] as const) {
    const total = sumCents(
      operations.filter((operation) => operation.currency === currency).map((operation) => operation.initialBalance),
    );
    if (total > MAX_LOAD_TOTAL_CENTS)
      throw new ApiFailure(400, messages.disbursementTooLarge(currency, centsToDecimal(MAX_LOAD_TOTAL_CENTS)));
  }
}

/**
 * A disbursement as `user` may read it. The provider that asked for it, and the lender, read it
 * whole. A debtor reads only the operations over its own invoices, and a summary made of those
 * alone: another company's invoice numbers, amounts and count never reach it, even when one
 * provider put invoices of several debtors into one disbursement. Undefined: not the user's.
 */
function disbursementSeenBy(stored: StoredDisbursement, user: SandboxUser): StoredDisbursement | undefined {
  const { affiliation } = user;
  if (affiliation.kind === 'lender') return stored;
  if (affiliation.kind === 'provider') return stored.providerId === affiliation.company.id ? stored : undefined;
  const own = stored.operations.filter((operation) => operationDebtorId(stored, operation) === affiliation.company.id);
  if (own.length === 0) return undefined;
  if (own.length === stored.operations.length) return stored;
  const { idCreditForm, factoringDate } = stored.disbursement;
  return {
    ...stored,
    debtorIds: [affiliation.company.id],
    operations: own,
    disbursement: disbursementSummary({ idCreditForm, debtor: affiliation.company.name, factoringDate }, own),
  };
}

/** A provider sees its own disbursements, a debtor its part of those over its invoices, the lender all. */
export function visibleDisbursements(data: FactoringData, user: SandboxUser): StoredDisbursement[] {
  const { affiliation } = user;
  const candidates =
    affiliation.kind === 'lender'
      ? data.disbursementsWhere({})
      : affiliation.kind === 'provider'
        ? data.disbursementsWhere({ providerId: affiliation.company.id })
        : data.disbursementsWhere({ debtorId: affiliation.company.id });
  return candidates.flatMap((stored) => disbursementSeenBy(stored, user) ?? []);
}

export function findVisibleDisbursement(
  data: FactoringData,
  user: SandboxUser,
  idCreditForm: number,
): StoredDisbursement {
  const found = data.disbursement(idCreditForm);
  const stored = found && disbursementSeenBy(found, user);
  if (!stored) throw new ApiFailure(404, messages.disbursementNotFound(idCreditForm));
  return stored;
}
