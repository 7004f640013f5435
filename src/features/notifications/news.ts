import { addDays } from '@contract/dates';
import { sumCents } from '@contract/money';
import type { AvailableInvoice, Disbursement, Load, LoadStatus } from '@contract/schemas';

/** What one poll read: only the lists this user's roles may call (absent = not asked). */
export interface Observation {
  /** HistoryLoads, for a debtor: their loads and each decision. */
  readonly history?: readonly Load[];
  /** GetFactoringRequests, for an authoriser: the loads waiting for a decision. */
  readonly requests?: readonly Load[];
  /** GetAvailableInvoicesByProvider, for a provider: the invoices they may ask to be paid early. */
  readonly available?: readonly AvailableInvoice[];
  /** HistoricalDisbursements, for everyone. */
  readonly disbursements?: readonly Disbursement[];
}

/**
 * The mark of a user's last visit on this device: the ids (and the loads' statuses) the lists held,
 * nothing that names anyone. It says whose it is, so that another user's mark is never taken for it.
 */
export interface VisitMark {
  readonly userId: number;
  readonly history?: readonly (readonly [idLoad: number, status: LoadStatus])[];
  readonly requests?: readonly number[];
  readonly available?: readonly number[];
  readonly disbursements?: readonly number[];
}

/** Exact totals per currency, in cents written as digits (JSON holds no bigint). */
export interface NoticeTotals {
  readonly NIO: string;
  readonly USD: string;
}

export type NoticeSubject = 'decision' | 'pending' | 'available' | 'disbursement';

export type Notice =
  | {
      readonly kind: 'decision';
      readonly id: string;
      readonly idLoad: number;
      readonly status: 'APROBADA' | 'RECHAZADA';
      readonly reason: string | null;
      readonly totals: NoticeTotals;
    }
  | {
      readonly kind: 'pending';
      readonly id: string;
      readonly idLoad: number;
      readonly debtor: string;
      readonly totals: NoticeTotals;
    }
  | {
      readonly kind: 'available';
      readonly id: string;
      readonly idInvoice: number;
      readonly invoiceNumber: string;
      readonly debtor: string;
      readonly totals: NoticeTotals;
    }
  | {
      readonly kind: 'disbursement';
      readonly id: string;
      readonly idCreditForm: number;
      readonly debtor: string;
      readonly totals: NoticeTotals;
    }
  | {
      /** Many news of one subject at once: one notice that counts them, never one per item. */
      readonly kind: 'group';
      readonly id: string;
      readonly of: NoticeSubject;
      readonly count: number;
      /** For decisions, how many were approvals (the rest were rejections). */
      readonly approved: number;
      readonly totals: NoticeTotals;
    };

type ItemNotice = Exclude<Notice, { kind: 'group' }>;

/** More news than this of one subject at once become one notice that counts them. */
const groupAbove = 3;

/** On a first visit, decisions and disbursements this many days old or newer are still news. */
const recentDays = 7;

export interface NewsOptions {
  /** Today (yyyy-mm-dd, the lender's day): what a first visit counts as recent. */
  readonly today: string;
}

const totalsOf = (nio: readonly number[], usd: readonly number[]): NoticeTotals => ({
  NIO: sumCents(nio).toString(),
  USD: sumCents(usd).toString(),
});

export function markOf(userId: number, observation: Observation): VisitMark {
  return {
    userId,
    ...(observation.history && {
      history: observation.history.map((load) => [load.idLoad, load.status] as const),
    }),
    ...(observation.requests && { requests: observation.requests.map((load) => load.idLoad) }),
    ...(observation.available && { available: observation.available.map((invoice) => invoice.idInvoice) }),
    ...(observation.disbursements && {
      disbursements: observation.disbursements.map((disbursement) => disbursement.idCreditForm),
    }),
  };
}

/** One notice per item, or one for all of them when there are more than `groupAbove`. */
function grouped(of: NoticeSubject, items: readonly ItemNotice[]): Notice[] {
  if (items.length <= groupAbove) return [...items];
  const ids = items.map((item) => item.id);
  const sum = (currency: keyof NoticeTotals) =>
    items.reduce((total, item) => total + BigInt(item.totals[currency]), 0n).toString();
  return [
    {
      kind: 'group',
      id: `group:${of}:${items.length}:${ids[0] ?? ''}:${ids.at(-1) ?? ''}`,
      of,
      count: items.length,
      approved: items.filter((item) => item.kind === 'decision' && item.status === 'APROBADA').length,
      totals: { NIO: sum('NIO'), USD: sum('USD') },
    },
  ];
}

const decisionNotice = (load: Load, status: 'APROBADA' | 'RECHAZADA'): ItemNotice => ({
  kind: 'decision',
  id: `decision:${load.idLoad}`,
  idLoad: load.idLoad,
  status,
  reason: load.reason,
  totals: totalsOf([load.totalAmountNIO], [load.totalAmountUSD]),
});

/**
 * What is news for `userId` in `observation`, given the mark of their last visit on this device.
 * With a mark of theirs, a list tells what changed since: the debtor a load decided (also one they
 * never saw pending), the authoriser a load newly waiting, the provider a newly available invoice,
 * everyone a new disbursement. Without one (a first visit, a new role's list, or a mark that is
 * another user's), the list's pending work is the news (the loads to decide, the invoices to ask
 * for) and so are the last `recentDays` days' decisions and disbursements. Newest first, as the
 * lists show them; many of one subject are grouped.
 */
export function newsSince(
  userId: number,
  mark: VisitMark | null,
  observation: Observation,
  { today }: NewsOptions,
): Notice[] {
  const own = mark?.userId === userId ? mark : null;
  const since = addDays(today, -recentDays);
  const notices: Notice[] = [];

  if (observation.history) {
    const before = own?.history ? new Map(own.history) : null;
    const decided = observation.history.flatMap((load) => {
      if (load.status === 'PENDIENTE') return [];
      const isNews = before
        ? before.get(load.idLoad) !== load.status
        : load.decidedAt !== null && load.decidedAt >= since;
      return isNews ? [decisionNotice(load, load.status)] : [];
    });
    notices.push(...grouped('decision', decided));
  }
  if (observation.requests) {
    const before = own?.requests ? new Set(own.requests) : null;
    const waiting = observation.requests
      .filter((load) => !before?.has(load.idLoad))
      .map((load): ItemNotice => ({
        kind: 'pending',
        id: `pending:${load.idLoad}`,
        idLoad: load.idLoad,
        debtor: load.debtor,
        totals: totalsOf([load.totalAmountNIO], [load.totalAmountUSD]),
      }));
    notices.push(...grouped('pending', waiting));
  }
  if (observation.available) {
    const before = own?.available ? new Set(own.available) : null;
    const offered = observation.available
      .filter((invoice) => !before?.has(invoice.idInvoice))
      .map((invoice): ItemNotice => ({
        kind: 'available',
        id: `available:${invoice.idInvoice}`,
        idInvoice: invoice.idInvoice,
        invoiceNumber: invoice.invoiceNumber,
        debtor: invoice.debtor,
        totals: totalsOf([invoice.amountNIO], [invoice.amountUSD]),
      }));
    notices.push(...grouped('available', offered));
  }
  if (observation.disbursements) {
    const before = own?.disbursements ? new Set(own.disbursements) : null;
    const paid = observation.disbursements
      .filter((disbursement) => (before ? !before.has(disbursement.idCreditForm) : disbursement.factoringDate >= since))
      .map((disbursement): ItemNotice => ({
        kind: 'disbursement',
        id: `disbursement:${disbursement.idCreditForm}`,
        idCreditForm: disbursement.idCreditForm,
        debtor: disbursement.debtor,
        totals: totalsOf([disbursement.amountNIO], [disbursement.amountUSD]),
      }));
    notices.push(...grouped('disbursement', paid));
  }
  return notices;
}

/** Whether the lists changed since the user's own last look (a load decided elsewhere, one withdrawn): the screens read again. */
export function markChanged(previous: VisitMark | null, next: VisitMark): boolean {
  return previous?.userId === next.userId && JSON.stringify(previous) !== JSON.stringify(next);
}
