import { describe, expect, it } from 'vitest';
import type { Disbursement, Load } from '../../../../src/api/schemas';
import { newsSince, snapshotChanged, snapshotOf } from '../../../../src/features/notifications/news';

const load = (idLoad: number, status: Load['status'], reason: string | null = null): Load => ({
  idLoad,
  loadDate: '2026-11-20',
  debtor: 'Distribuidora El Sol',
  uploadedBy: 'deudor@demo.ni',
  totalInvoices: 3,
  totalAmountNIO: 1000,
  totalAmountUSD: 27,
  status,
  reason,
  decidedAt: status === 'PENDIENTE' ? null : '2026-11-21',
});

const disbursement = (idCreditForm: number): Disbursement => ({
  idCreditForm,
  debtor: 'Distribuidora El Sol',
  factoringDate: '2026-11-21',
  qty: 2,
  amountNIO: 500,
  amountUSD: 13.5,
});

describe('the debtor hears of decisions', () => {
  it('tells of a pending load approved or rejected since the last look, with the reason', () => {
    const before = snapshotOf({ history: [load(1, 'PENDIENTE'), load(2, 'PENDIENTE'), load(3, 'APROBADA')] });
    const news = newsSince(before, {
      history: [load(1, 'RECHAZADA', 'Facturas duplicadas'), load(2, 'APROBADA', 'Conforme'), load(3, 'APROBADA')],
    });
    expect(news).toEqual([
      { kind: 'decision', id: 'decision:1', idLoad: 1, status: 'RECHAZADA', reason: 'Facturas duplicadas' },
      { kind: 'decision', id: 'decision:2', idLoad: 2, status: 'APROBADA', reason: 'Conforme' },
    ]);
  });

  it('tells of a load decided before the debtor ever saw it pending', () => {
    const news = newsSince(snapshotOf({ history: [] }), { history: [load(7, 'APROBADA')] });
    expect(news.map((notice) => notice.id)).toEqual(['decision:7']);
  });

  it('says nothing of a load that is still pending, or newly sent', () => {
    const before = snapshotOf({ history: [load(1, 'PENDIENTE')] });
    expect(newsSince(before, { history: [load(1, 'PENDIENTE'), load(2, 'PENDIENTE')] })).toEqual([]);
  });
});

describe('the authoriser hears of new loads pending', () => {
  it('tells of each load waiting that was not waiting before, with its debtor', () => {
    const before = snapshotOf({ requests: [load(4, 'PENDIENTE')] });
    const news = newsSince(before, { requests: [load(5, 'PENDIENTE'), load(4, 'PENDIENTE')] });
    expect(news).toEqual([{ kind: 'pending', id: 'pending:5', idLoad: 5, debtor: 'Distribuidora El Sol' }]);
  });

  it('says nothing when a load leaves the queue (decided by someone)', () => {
    const before = snapshotOf({ requests: [load(4, 'PENDIENTE'), load(5, 'PENDIENTE')] });
    expect(newsSince(before, { requests: [load(5, 'PENDIENTE')] })).toEqual([]);
  });
});

describe('everyone hears of new disbursements', () => {
  it('tells of each disbursement not in the last look', () => {
    const before = snapshotOf({ disbursements: [disbursement(10)] });
    const news = newsSince(before, { disbursements: [disbursement(11), disbursement(10)] });
    expect(news).toEqual([
      { kind: 'disbursement', id: 'disbursement:11', idCreditForm: 11, debtor: 'Distribuidora El Sol' },
    ]);
  });
});

describe('the baseline', () => {
  it('is set by the first poll on this device: nothing is news yet', () => {
    expect(
      newsSince(null, {
        history: [load(1, 'APROBADA')],
        requests: [load(2, 'PENDIENTE')],
        disbursements: [disbursement(3)],
      }),
    ).toEqual([]);
  });

  it('is set per list: a list read for the first time (a new role) only starts its own baseline', () => {
    const before = snapshotOf({ disbursements: [] });
    const news = newsSince(before, { requests: [load(2, 'PENDIENTE')], disbursements: [disbursement(3)] });
    expect(news.map((notice) => notice.id)).toEqual(['disbursement:3']);
  });

  it('tells a change in the lists from none, but not from no previous look', () => {
    const first = snapshotOf({ requests: [load(4, 'PENDIENTE')] });
    expect(snapshotChanged(null, first)).toBe(false);
    expect(snapshotChanged(first, snapshotOf({ requests: [load(4, 'PENDIENTE')] }))).toBe(false);
    expect(snapshotChanged(first, snapshotOf({ requests: [] }))).toBe(true);
  });
});
