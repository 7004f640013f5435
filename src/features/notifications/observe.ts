import type { Access } from '@/lib/access';
import { hasAnyRole, hasRole } from '@/lib/access';
import { callApi } from '@/lib/http/client';
import type { Observation } from './news';

/** Which of the calls the user already has a poll reads, by the roles each call allows (contract/contract.ts). */
export interface PollPlan {
  readonly history: boolean;
  readonly requests: boolean;
  readonly available: boolean;
  readonly disbursements: boolean;
}

export function pollPlanOf(access: Access): PollPlan {
  return {
    history: hasRole(access, 'DEUDOR'),
    requests: hasRole(access, 'AUTORIZADOR'),
    available: hasRole(access, 'PROVEEDOR'),
    disbursements: hasAnyRole(access, ['DEUDOR', 'PROVEEDOR', 'AUTORIZADOR']),
  };
}

export const pollsAnything = (plan: PollPlan) => plan.history || plan.requests || plan.available || plan.disbursements;

/** Reads the plan's lists together; any failure fails the poll (the next one waits longer). */
export async function observe(plan: PollPlan, signal: AbortSignal): Promise<Observation> {
  const [history, requests, available, disbursements] = await Promise.all([
    plan.history ? callApi('historyLoads', { signal }) : undefined,
    plan.requests ? callApi('factoringRequests', { signal }) : undefined,
    plan.available ? callApi('availableInvoicesByProvider', { signal }) : undefined,
    plan.disbursements ? callApi('historicalDisbursements', { signal }) : undefined,
  ]);
  return {
    ...(history && { history }),
    ...(requests && { requests }),
    ...(available && { available }),
    ...(disbursements && { disbursements }),
  };
}
