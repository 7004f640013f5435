import type { Disbursement, Load } from '../../api/schemas';

/** What one poll read: only the lists this user's roles may call (absent = not asked). */
export interface Observation {
  /** HistoryLoads, for a debtor: their loads and each decision. */
  readonly history?: readonly Load[];
  /** GetFactoringRequests, for an authoriser: the loads waiting for a decision. */
  readonly requests?: readonly Load[];
  /** HistoricalDisbursements, for everyone. */
  readonly disbursements?: readonly Disbursement[];
}

/** The little the next poll compares with: ids and statuses, kept per user on this device. */
export interface Snapshot {
  readonly history?: readonly (readonly [idLoad: number, status: Load['status']])[];
  readonly requests?: readonly number[];
  readonly disbursements?: readonly number[];
}

export type Notice =
  | {
      readonly kind: 'decision';
      readonly id: string;
      readonly idLoad: number;
      readonly status: 'APROBADA' | 'RECHAZADA';
      readonly reason: string | null;
    }
  | { readonly kind: 'pending'; readonly id: string; readonly idLoad: number; readonly debtor: string }
  | { readonly kind: 'disbursement'; readonly id: string; readonly idCreditForm: number; readonly debtor: string };

export function snapshotOf(observation: Observation): Snapshot {
  return {
    ...(observation.history && {
      history: observation.history.map((load) => [load.idLoad, load.status] as const),
    }),
    ...(observation.requests && { requests: observation.requests.map((load) => load.idLoad) }),
    ...(observation.disbursements && {
      disbursements: observation.disbursements.map((disbursement) => disbursement.idCreditForm),
    }),
  };
}

/**
 * What is new in `next` since `previous`, per list: a list seen for the first time (no previous
 * snapshot of it) only sets the baseline. The debtor hears of a load decided since they last looked
 * (also one they never saw pending), the authoriser of loads newly waiting, everyone of new
 * disbursements. Newest first, as the lists show them.
 */
export function newsSince(previous: Snapshot | null, next: Observation): Notice[] {
  const notices: Notice[] = [];
  if (previous?.history && next.history) {
    const before = new Map(previous.history);
    for (const load of next.history) {
      if (load.status === 'PENDIENTE' || before.get(load.idLoad) === load.status) continue;
      notices.push({
        kind: 'decision',
        id: `decision:${load.idLoad}`,
        idLoad: load.idLoad,
        status: load.status,
        reason: load.reason,
      });
    }
  }
  if (previous?.requests && next.requests) {
    const before = new Set(previous.requests);
    for (const load of next.requests) {
      if (before.has(load.idLoad)) continue;
      notices.push({ kind: 'pending', id: `pending:${load.idLoad}`, idLoad: load.idLoad, debtor: load.debtor });
    }
  }
  if (previous?.disbursements && next.disbursements) {
    const before = new Set(previous.disbursements);
    for (const disbursement of next.disbursements) {
      if (before.has(disbursement.idCreditForm)) continue;
      notices.push({
        kind: 'disbursement',
        id: `disbursement:${disbursement.idCreditForm}`,
        idCreditForm: disbursement.idCreditForm,
        debtor: disbursement.debtor,
      });
    }
  }
  return notices;
}

/** Whether anything in the lists changed at all (a load decided elsewhere, one withdrawn): the screens read again. */
export function snapshotChanged(previous: Snapshot | null, next: Snapshot): boolean {
  return previous !== null && JSON.stringify(previous) !== JSON.stringify(next);
}
