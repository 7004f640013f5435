import { describe, expect, it } from 'vitest';
import type { AvailableInvoice, Disbursement, Load } from '@contract/schemas';
import { markChanged, markOf, newsSince, type Observation } from '@/features/notifications/news';

const today = '2026-11-25';
const me = 7;
const someoneElse = 8;

const load = (
  idLoad: number,
  status: Load['status'],
  { reason = null, decidedAt = '2026-11-24' }: { reason?: string | null; decidedAt?: string } = {},
): Load => ({
  idLoad,
  loadDate: '2026-11-20',
  debtor: 'Distribuidora El Sol',
  uploadedBy: 'deudor@demo.ni',
  totalInvoices: 3,
  totalAmountNIO: 1000.5,
  totalAmountUSD: 27,
  status,
  reason,
  decidedAt: status === 'PENDIENTE' ? null : decidedAt,
});

const disbursement = (idCreditForm: number, factoringDate = '2026-11-24'): Disbursement => ({
  idCreditForm,
  debtor: 'Distribuidora El Sol',
  factoringDate,
  qty: 2,
  amountNIO: 500,
  amountUSD: 13.5,
});

const invoice = (idInvoice: number): AvailableInvoice => ({
  idInvoice,
  debtor: 'Comercial Masaya',
  invoiceNumber: `F-${idInvoice}`,
  invoiceDate: '2026-11-01',
  dueDate: '2027-01-30',
  amountNIO: 0,
  amountUSD: 250.25,
});

/** The news of a visit after the one that saw `before`. */
const newsAfter = (before: Observation, now: Observation) => newsSince(me, markOf(me, before), now, { today });
const ids = (notices: readonly { id: string }[]) => notices.map((notice) => notice.id);

describe('a first visit on this device', () => {
  it('tells the authoriser of every load waiting for a decision, with its debtor and total', () => {
    const news = newsSince(me, null, { requests: [load(5, 'PENDIENTE'), load(4, 'PENDIENTE')] }, { today });
    expect(news).toEqual([
      {
        kind: 'pending',
        id: 'pending:5',
        idLoad: 5,
        debtor: 'Distribuidora El Sol',
        totals: { NIO: '100050', USD: '2700' },
      },
      {
        kind: 'pending',
        id: 'pending:4',
        idLoad: 4,
        debtor: 'Distribuidora El Sol',
        totals: { NIO: '100050', USD: '2700' },
      },
    ]);
  });

  it('tells the provider of the invoices they may ask to be paid early', () => {
    const news = newsSince(me, null, { available: [invoice(31)] }, { today });
    expect(news).toEqual([
      {
        kind: 'available',
        id: 'available:31',
        idInvoice: 31,
        invoiceNumber: 'F-31',
        debtor: 'Comercial Masaya',
        totals: { NIO: '0', USD: '25025' },
      },
    ]);
  });

  it('tells of the last week’s decisions and disbursements, not of older ones', () => {
    const news = newsSince(
      me,
      null,
      {
        history: [
          load(3, 'APROBADA', { decidedAt: '2026-11-18' }),
          load(2, 'RECHAZADA', { decidedAt: '2026-11-17', reason: 'Sin firma' }),
          load(1, 'PENDIENTE'),
        ],
        disbursements: [disbursement(11, '2026-11-25'), disbursement(10, '2026-10-01')],
      },
      { today },
    );
    expect(ids(news)).toEqual(['decision:3', 'disbursement:11']);
  });

  it('groups much pending work into one notice that counts it and adds its total exactly', () => {
    const waiting = Array.from({ length: 8 }, (_, index) => load(100 - index, 'PENDIENTE'));
    const news = newsSince(me, null, { requests: waiting }, { today });
    expect(news).toEqual([
      {
        kind: 'group',
        id: 'group:pending:8:pending:100:pending:93',
        of: 'pending',
        count: 8,
        approved: 0,
        totals: { NIO: '800400', USD: '21600' },
      },
    ]);
  });

  it('takes a mark left by another user on this device for no mark at all', () => {
    const theirs = markOf(someoneElse, { requests: [load(5, 'PENDIENTE')] });
    const news = newsSince(me, theirs, { requests: [load(5, 'PENDIENTE')] }, { today });
    expect(ids(news)).toEqual(['pending:5']);
  });
});

describe('a return after changes', () => {
  it('tells the debtor of each load decided since, with its total and reason', () => {
    const news = newsAfter(
      { history: [load(1, 'PENDIENTE'), load(2, 'PENDIENTE'), load(3, 'APROBADA')] },
      {
        history: [
          load(1, 'RECHAZADA', { reason: 'Facturas duplicadas' }),
          load(2, 'APROBADA', { reason: 'Conforme' }),
          load(3, 'APROBADA'),
        ],
      },
    );
    expect(news).toEqual([
      {
        kind: 'decision',
        id: 'decision:1',
        idLoad: 1,
        status: 'RECHAZADA',
        reason: 'Facturas duplicadas',
        totals: { NIO: '100050', USD: '2700' },
      },
      {
        kind: 'decision',
        id: 'decision:2',
        idLoad: 2,
        status: 'APROBADA',
        reason: 'Conforme',
        totals: { NIO: '100050', USD: '2700' },
      },
    ]);
  });

  it('tells the debtor of a load decided before they ever saw it pending, however old the decision', () => {
    const news = newsAfter({ history: [] }, { history: [load(7, 'APROBADA', { decidedAt: '2026-01-02' })] });
    expect(ids(news)).toEqual(['decision:7']);
  });

  it('tells the authoriser only of loads newly waiting, not of one that left the queue', () => {
    const news = newsAfter(
      { requests: [load(4, 'PENDIENTE'), load(3, 'PENDIENTE')] },
      { requests: [load(5, 'PENDIENTE'), load(4, 'PENDIENTE')] },
    );
    expect(ids(news)).toEqual(['pending:5']);
  });

  it('tells the provider of new invoices and disbursements, however old the disbursement’s date', () => {
    const news = newsAfter(
      { available: [invoice(31)], disbursements: [disbursement(10)] },
      { available: [invoice(32), invoice(31)], disbursements: [disbursement(11, '2026-01-05'), disbursement(10)] },
    );
    expect(ids(news)).toEqual(['available:32', 'disbursement:11']);
  });

  it('tells up to three decisions one by one, and groups more, counting the approvals', () => {
    const before = { history: Array.from({ length: 5 }, (_, index) => load(index + 1, 'PENDIENTE')) };
    const three = newsAfter(before, {
      history: [
        load(1, 'APROBADA'),
        load(2, 'APROBADA'),
        load(3, 'RECHAZADA', { reason: 'Sin firma' }),
        load(4, 'PENDIENTE'),
        load(5, 'PENDIENTE'),
      ],
    });
    expect(ids(three)).toEqual(['decision:1', 'decision:2', 'decision:3']);
    const five = newsAfter(before, {
      history: [1, 2, 3, 4, 5].map((id) => load(id, id === 3 ? 'RECHAZADA' : 'APROBADA', { reason: 'x' })),
    });
    expect(five).toEqual([
      {
        kind: 'group',
        id: 'group:decision:5:decision:1:decision:5',
        of: 'decision',
        count: 5,
        approved: 4,
        totals: { NIO: '500250', USD: '13500' },
      },
    ]);
  });

  it('starts a list read for the first time (a new role) as a first visit of that list alone', () => {
    const news = newsAfter(
      { disbursements: [disbursement(3)] },
      { requests: [load(2, 'PENDIENTE')], disbursements: [disbursement(3)] },
    );
    expect(ids(news)).toEqual(['pending:2']);
  });
});

describe('a return with nothing new', () => {
  it('tells nothing, and the lists have not changed', () => {
    const seen: Observation = {
      history: [load(1, 'APROBADA'), load(2, 'PENDIENTE')],
      requests: [load(2, 'PENDIENTE')],
      available: [invoice(31)],
      disbursements: [disbursement(3)],
    };
    expect(newsAfter(seen, seen)).toEqual([]);
    expect(markChanged(markOf(me, seen), markOf(me, seen))).toBe(false);
  });

  it('tells nothing of a load newly sent by the debtor, nor of one withdrawn, but the lists changed', () => {
    const before: Observation = { history: [load(1, 'PENDIENTE')], requests: [load(4, 'PENDIENTE')] };
    const after: Observation = { history: [load(2, 'PENDIENTE'), load(1, 'PENDIENTE')], requests: [] };
    expect(newsAfter(before, after)).toEqual([]);
    expect(markChanged(markOf(me, before), markOf(me, after))).toBe(true);
  });

  it('never counts the lists as changed against no mark, or another user’s', () => {
    const next = markOf(me, { requests: [load(4, 'PENDIENTE')] });
    expect(markChanged(null, next)).toBe(false);
    expect(markChanged(markOf(someoneElse, { requests: [] }), next)).toBe(false);
  });
});
