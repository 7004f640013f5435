import { loadStatus } from '../../api/schemas';
import { z } from '../../api/zod';
import { config } from '../../config/config';
import { readJson, writeJson } from '../../lib/storage';
import { newsSince, snapshotChanged, snapshotOf, type Notice, type Observation, type Snapshot } from './news';

const ids = z.array(z.int());
const snapshotSchema = z.object({
  history: z.optional(z.array(z.tuple([z.int(), loadStatus]))),
  requests: z.optional(ids),
  disbursements: z.optional(ids),
}) satisfies z.ZodMiniType<Snapshot>;

const noticeSchema = z.union([
  z.object({
    kind: z.literal('decision'),
    id: z.string(),
    idLoad: z.int(),
    status: z.enum(['APROBADA', 'RECHAZADA']),
    reason: z.nullable(z.string()),
  }),
  z.object({ kind: z.literal('pending'), id: z.string(), idLoad: z.int(), debtor: z.string() }),
  z.object({ kind: z.literal('disbursement'), id: z.string(), idCreditForm: z.int(), debtor: z.string() }),
]) satisfies z.ZodMiniType<Notice>;

const stateSchema = z.object({
  /** What the lists held when this user last looked on this device; null before the first poll. */
  snapshot: z.nullable(snapshotSchema),
  notices: z.array(noticeSchema),
  read: z.array(z.string()),
});

export interface NoticeState {
  readonly snapshot: Snapshot | null;
  readonly notices: readonly Notice[];
  readonly read: readonly string[];
}

const emptyState: NoticeState = { snapshot: null, notices: [], read: [] };

const keyOf = (userId: number) => `${config.storageKeys.notifications}${userId}`;

export function readNoticeState(userId: number): NoticeState {
  return readJson<NoticeState>('local', keyOf(userId), stateSchema) ?? emptyState;
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

/** Compares a poll with the user's last look on this device, keeps the news and the new look. */
export function recordObservation(userId: number, observation: Observation): Recorded {
  const state = readNoticeState(userId);
  const known = new Set(state.notices.map((notice) => notice.id));
  const added = newsSince(state.snapshot, observation).filter((notice) => !known.has(notice.id));
  const snapshot = snapshotOf(observation);
  const notices = [...added, ...state.notices].slice(0, config.notifications.keptNotices);
  const kept = new Set(notices.map((notice) => notice.id));
  write(userId, { snapshot, notices, read: state.read.filter((id) => kept.has(id)) });
  return { added, changed: snapshotChanged(state.snapshot, snapshot) };
}

export function markRead(userId: number, noticeIds: readonly string[]): void {
  const state = readNoticeState(userId);
  const read = new Set([...state.read, ...noticeIds]);
  write(userId, { ...state, read: state.notices.map((notice) => notice.id).filter((id) => read.has(id)) });
}

/**
 * Forgets the user's notices when the session ends: they name debtors and rejection reasons, which
 * must not stay readable on a shared device after the user has gone. The last look (ids and
 * statuses only) stays, so the next sign-in still hears of what changed in between.
 */
export function forgetNotices(userId: number): void {
  const state = readNoticeState(userId);
  if (state.notices.length === 0 && state.read.length === 0) return;
  write(userId, { snapshot: state.snapshot, notices: [], read: [] });
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
