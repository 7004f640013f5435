import type { AvailableInvoice } from '../../contract/schemas';
import type { ContractRouter } from '../contract-route';
import { managuaToday } from '../../contract/dates';
import {
  availableInvoices,
  createDisbursement,
  createLoad,
  decideLoad,
  findVisibleDisbursement,
  findVisibleLoad,
  invoicesOfLoad,
  toLoad,
  visibleDisbursements,
  visibleLoads,
} from '../factoring';
import type { StoredInvoice } from '../factoring-data';
import { ApiFailure } from '../http-error';
import { messages } from '../messages';
import type { SandboxState } from '../state';

const recentImportsCount = 5;

function positiveId(value: string | undefined): number {
  const id = Number(value);
  if (!/^\d{1,9}$/.test(value ?? '') || id <= 0) throw new ApiFailure(400, messages.invalidId);
  return id;
}

function toAvailable(invoice: StoredInvoice): AvailableInvoice {
  return {
    idInvoice: invoice.idInvoice,
    debtor: invoice.debtorName,
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    amountNIO: invoice.amountNIO,
    amountUSD: invoice.amountUSD,
  };
}

/** operations/Factoring/*: loads, approvals, available invoices, disbursements. */
export function registerFactoringRoutes(router: ContractRouter, state: SandboxState): void {
  // The lender's day, the one the seed counts from: a load sent at 20:00 in Managua is dated that day.
  const today = () => managuaToday(state.clock.now());

  // Lists hand over the stored records: the router sends each through the contract on its own, which
  // leaves out the sandbox's own fields, so one record the contract refuses cannot fail the list.
  router.user('recentImports', ({ user }) => ({
    data: visibleLoads(state.factoring, user, { limit: recentImportsCount }),
  }));

  router.user('historyLoads', ({ user }) => ({ data: visibleLoads(state.factoring, user) }));

  router.user('loadInvoices', ({ user, body }) => ({
    status: 201,
    data: toLoad(createLoad(state.factoring, user, body.Invoices, today())),
  }));

  router.user('factoringRequests', ({ user }) => ({
    data: visibleLoads(state.factoring, user, { status: 'PENDIENTE' }),
  }));

  router.user('factoringInvoicesByLoad', ({ user, params }) => {
    const load = findVisibleLoad(state.factoring, user, positiveId(params.idLoad));
    return { data: invoicesOfLoad(state.factoring, load.idLoad) };
  });

  router.user('updateLoadStatus', ({ user, body }) => ({
    data: toLoad(decideLoad(state.factoring, user, body.IdLoad, body.Status, body.Reason, state.clock.now())),
  }));

  router.user('addNewFactoringForm', ({ user, body }) => ({
    status: 201,
    data: createDisbursement(state.factoring, user, body.invoices, today()).disbursement,
  }));

  router.user('availableInvoicesByProvider', ({ user }) => ({
    data: availableInvoices(state.factoring, user).map(toAvailable),
  }));

  router.user('historicalDisbursements', ({ user }) => ({
    data: visibleDisbursements(state.factoring, user).map((stored) => stored.disbursement),
  }));

  router.user('historicalDisbursementDetail', ({ user, params }) => ({
    data: [...findVisibleDisbursement(state.factoring, user, positiveId(params.idCreditForm)).operations],
  }));
}
