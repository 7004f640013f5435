import { loadStatus } from '@contract/schemas';
import { z } from '@contract/zod';
import { config } from '@/config/config';
import { readJson, readStored, remove, writeJson } from '@/lib/storage';
import { markChanged, markOf, newsSince, type Notice, type Observation, type VisitMark } from './news';

const ids = z.array(z.int());
const markSchema = z.object({
  userId: z.int(),
  history: z.optional(z.array(z.tuple([z.int(), loadStatus]))),
  requests: z.optional(ids),
  available: z.optional(ids),
  disbursements: z.optional(ids),
}) satisfies z.ZodMiniType<VisitMark>;

const cents = z.string().check(z.regex(/^-?\d+$/));
const totals = z.object({ NIO: cents, USD: cents });
const noticeSchema = z.union([
  z.object({
    kind: z.literal('decision'),
    id: z.string(),
    idLoad: z.int(),
    status: z.enum(['APROBADA', 'RECHAZADA']),
    reason: z.nullable(z.string()),
    totals,
  }),
  z.object({ kind: z.literal('pending'), id: z.string(), idLoad: z.int(), debtor: z.string(), totals }),
  z.object({
    kind: z.literal('available'),
    id: z.string(),
    idInvoice: z.int(),
    invoiceNumber: z.string(),
    debtor: z.string(),
    totals,
  }),
  z.object({ kind: z.literal('disbursement'), id: z.string(), idCreditForm: z.int(), debtor: z.string(), totals }),
  z.object({
    kind: z.literal('group'),
    id: z.string(),
    of: z.enum(['decision', 'pending', 'available', 'disbursement']),
    count: z.int(),
    approved: z.int(),
    totals,
  }),
]) satisfies z.ZodMiniType<Notice>;

const stateSchema = z.object({
  /** What the lists held when this user last looked on this device; null before their first poll. */
  mark: z.nullable(markSchema),
  notices: z.array(noticeSchema),
  read: z.array(z.string()),
});

export interface NoticeState {
  readonly mark: VisitMark | null;
  readonly notices: readonly Notice[];
  readonly read: readonly string[];
}

const emptyState: NoticeState = { mark: null, notices: [], read: [] };

const keyOf = (userId: number) => `${config.storageKeys.notifications}${userId}`;

export function readNoticeState(userId: number): NoticeState {
  const state = readJson<NoticeState>('local', keyOf(userId), stateSchema);
  // What another user's visit left under this key (copied, or a key reused) is none of this user's.
  return state && (state.mark === null || state.mark.userId === userId) ? state : emptyState;
}

const listeners = new Set<() => void>();

function write(userId: number, state: NoticeState): void {
  writeJson('local', keyOf(userId), state);
  for (const listener of [...listeners]) listener();
}

export interface Recorded {
  /** News not heard of before, newest first. */
  readonly added: readonly Notice[];
  /** Whether the lists differ from the last look: the screens showing them read again. */
  readonly changed: boolean;
}

/**
 * Compares a poll with the mark of the user's last visit on this device, keeps the news and moves
 * the mark. `today` is the lender's day (yyyy-mm-dd), for what a first visit counts as recent.
 */
export function recordObservation(userId: number, observation: Observation, today: string): Recorded {
  const state = readNoticeState(userId);
  const known = new Set(state.notices.map((notice) => notice.id));
  const added = newsSince(userId, state.mark, observation, { today }).filter((notice) => !known.has(notice.id));
  const mark = markOf(userId, observation);
  const notices = [...added, ...state.notices].slice(0, config.notifications.keptNotices);
  const kept = new Set(notices.map((notice) => notice.id));
  write(userId, { mark, notices, read: state.read.filter((id) => kept.has(id)) });
  return { added, changed: markChanged(state.mark, mark) };
}

export function markRead(userId: number, noticeIds: readonly string[]): void {
  const state = readNoticeState(userId);
  const read = new Set([...state.read, ...noticeIds]);
  write(userId, { ...state, read: state.notices.map((notice) => notice.id).filter((id) => read.has(id)) });
}

/** When any tab of this user last polled, shared by the tabs so that one poll serves them all. */
export const polledAtKey = (userId: number) => `${keyOf(userId)}:polled-at`;

/**
 * Forgets the user's notices when the session ends: they name debtors and rejection reasons, which
 * must not stay readable on a shared device after the user has gone. The mark of the visit (ids and
 * statuses only) stays, so the next sign-in still hears of what changed in between; the time of the
 * last poll goes, so that sign-in asks at once instead of waiting for the last session's poll to age.
 */
export function forgetNotices(userId: number): void {
  remove('local', polledAtKey(userId));
  // An entry this version cannot read (an older one's) may still hold names: it goes whole.
  if (readStored('local', keyOf(userId), stateSchema).status === 'invalid') {
    remove('local', keyOf(userId));
    return;
  }
  const state = readNoticeState(userId);
  if (state.notices.length === 0 && state.read.length === 0) return;
  write(userId, { mark: state.mark, notices: [], read: [] });
}

/** Calls `listener` when this tab, or another tab through the storage event, changes the user's news. */
export function subscribeNotices(userId: number, listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === keyOf(userId)) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
