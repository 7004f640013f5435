import { describe, expect, it } from 'vitest';
import type { Load } from '../../../../src/api/schemas';
import {
  forgetNotices,
  markRead,
  readNoticeState,
  recordObservation,
} from '../../../../src/features/notifications/notice-store';
import { withFreshStorages } from '../../lib/memory-storage';

withFreshStorages();

const pending = (idLoad: number): Load => ({
  idLoad,
  loadDate: '2026-11-20',
  debtor: 'Comercial Masaya',
  uploadedBy: 'deudor@demo.ni',
  totalInvoices: 1,
  totalAmountNIO: 100,
  totalAmountUSD: 0,
  status: 'PENDIENTE',
  reason: null,
  decidedAt: null,
});

describe('the notices kept per user on this device', () => {
  it('takes the first poll as the baseline, then keeps what is new, once', () => {
    expect(recordObservation(7, { requests: [pending(1)] })).toEqual({ added: [], changed: false });
    const second = recordObservation(7, { requests: [pending(2), pending(1)] });
    expect(second.added.map((notice) => notice.id)).toEqual(['pending:2']);
    expect(second.changed).toBe(true);
    expect(recordObservation(7, { requests: [pending(2), pending(1)] })).toEqual({ added: [], changed: false });
    expect(readNoticeState(7).notices.map((notice) => notice.id)).toEqual(['pending:2']);
  });

  it('keeps each user apart: another user on the same device starts from their own baseline', () => {
    recordObservation(7, { requests: [] });
    recordObservation(7, { requests: [pending(3)] });
    expect(recordObservation(8, { requests: [pending(3), pending(4)] }).added).toEqual([]);
    expect(readNoticeState(8).notices).toEqual([]);
    expect(readNoticeState(7).notices).toHaveLength(1);
  });

  it('remembers what was read, and forgets notices past the newest thirty', () => {
    recordObservation(7, { requests: [] });
    recordObservation(7, { requests: [pending(1), pending(2)] });
    markRead(7, ['pending:1']);
    expect(readNoticeState(7).read).toEqual(['pending:1']);
    const many = Array.from({ length: 40 }, (_, index) => pending(100 + index));
    recordObservation(7, { requests: many });
    const state = readNoticeState(7);
    expect(state.notices).toHaveLength(30);
    expect(state.read).toEqual([]);
  });

  it('forgets the notices when the session ends, but keeps the last look so later news is still heard', () => {
    recordObservation(7, { requests: [] });
    recordObservation(7, { requests: [pending(1)] });
    markRead(7, ['pending:1']);
    recordObservation(8, { requests: [] });
    recordObservation(8, { requests: [pending(5)] });
    forgetNotices(7);
    expect(readNoticeState(7)).toMatchObject({ notices: [], read: [] });
    expect(JSON.stringify(readNoticeState(7))).not.toContain('Comercial Masaya');
    // Another user's notices on the device are theirs to keep.
    expect(readNoticeState(8).notices).toHaveLength(1);
    // What was there before the logout is not news again; what came after is.
    expect(recordObservation(7, { requests: [pending(1)] }).added).toEqual([]);
    expect(recordObservation(7, { requests: [pending(2), pending(1)] }).added.map((notice) => notice.id)).toEqual([
      'pending:2',
    ]);
  });
});
