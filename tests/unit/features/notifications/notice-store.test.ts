import { describe, expect, it, vi } from 'vitest';
import type { Load } from '@contract/schemas';
import {
  forgetNotices,
  markRead,
  polledAtKey,
  readNoticeState,
  recordObservation,
  subscribeNotices,
} from '@/features/notifications/notice-store';
import { withFreshStorages } from '../../lib/memory-storage';

const { local } = withFreshStorages();
const today = '2026-11-25';

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

const record = (userId: number, ...idLoads: number[]) =>
  recordObservation(userId, { requests: idLoads.map(pending) }, today);
const noticeIds = (userId: number) => readNoticeState(userId).notices.map((notice) => notice.id);

describe('the notices kept per user on this device', () => {
  it('tells the pending work at the first visit, then only what is new, once', () => {
    expect(record(7, 1)).toEqual({ added: [expect.objectContaining({ id: 'pending:1' })], changed: false });
    const second = record(7, 2, 1);
    expect(second.added.map((notice) => notice.id)).toEqual(['pending:2']);
    expect(second.changed).toBe(true);
    expect(record(7, 2, 1)).toEqual({ added: [], changed: false });
    expect(noticeIds(7)).toEqual(['pending:2', 'pending:1']);
    expect(readNoticeState(7).mark).toEqual({ userId: 7, requests: [2, 1] });
  });

  it('keeps each user apart: another user on the same device has their own first visit', () => {
    record(7);
    record(7, 3);
    expect(record(8, 3, 4).added.map((notice) => notice.id)).toEqual(['pending:3', 'pending:4']);
    expect(noticeIds(7)).toEqual(['pending:3']);
  });

  it('takes a stored mark that is another user’s for none (news from the start, never a change)', () => {
    record(8, 5);
    local.setItem('portal_notifications_7', local.getItem('portal_notifications_8') ?? '');
    const recorded = record(7, 5);
    expect(recorded.added.map((notice) => notice.id)).toEqual(['pending:5']);
    expect(recorded.changed).toBe(false);
  });

  it('remembers what was read, and forgets notices past the newest thirty', () => {
    record(7);
    record(7, 1, 2);
    markRead(7, ['pending:1']);
    expect(readNoticeState(7).read).toEqual(['pending:1']);
    // Three new loads at a time stay three notices; 36 of them pass the thirty kept.
    const seen: number[] = [1, 2];
    for (let batch = 0; batch < 12; batch += 1) {
      seen.unshift(100 + batch * 3, 101 + batch * 3, 102 + batch * 3);
      record(7, ...seen);
    }
    const state = readNoticeState(7);
    expect(state.notices).toHaveLength(30);
    expect(state.read).toEqual([]);
  });

  it('tells its listeners of each change', () => {
    vi.stubGlobal('window', new EventTarget());
    const heard: string[] = [];
    const stop = subscribeNotices(7, () => heard.push('changed'));
    record(7, 1);
    markRead(7, ['pending:1']);
    stop();
    record(7, 2, 1);
    expect(heard).toEqual(['changed', 'changed']);
  });

  it('forgets the notices and the last poll’s time when the session ends, but keeps the mark', () => {
    record(7);
    record(7, 1);
    markRead(7, ['pending:1']);
    record(8);
    record(8, 5);
    local.setItem(polledAtKey(7), '1764000000000');
    forgetNotices(7);
    expect(readNoticeState(7)).toMatchObject({ notices: [], read: [] });
    expect(local.getItem('portal_notifications_7')).not.toContain('Comercial Masaya');
    // The next sign-in asks at once rather than wait for the last session's poll to age.
    expect(local.getItem(polledAtKey(7))).toBeNull();
    // Another user's notices on the device are theirs to keep.
    expect(noticeIds(8)).toHaveLength(1);
    // What was there before the logout is not news again; what came after is.
    expect(record(7, 1).added).toEqual([]);
    expect(record(7, 2, 1).added.map((notice) => notice.id)).toEqual(['pending:2']);
  });
});
