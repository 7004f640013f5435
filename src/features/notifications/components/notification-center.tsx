import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Access } from '../../../lib/access';
import { events } from '../../../lib/events';
import { markChanged, type Notice } from '../news';
import { markRead, readNoticeState, subscribeNotices, type NoticeState } from '../notice-store';
import { pollPlanOf, pollsAnything } from '../observe';
import { useNewsPoller } from '../use-news-poller';
import { NewsToasts } from './news-toasts';
import { noticePath } from './notice-link';
import { listenForNoticeClicks } from '../system-notice';
import { NotificationBell } from './notification-bell';
import '../notifications.css';

/** At most this many toasts at once: the rest wait in the bell. */
const maxToasts = 3;

/** The bell and the toasts of a signed-in user, fed by one poll shared by every tab. */
export function NotificationCenter({ access }: { readonly access: Access }) {
  const plan = pollPlanOf(access);
  const userId = access.user?.userId;
  if (userId === undefined || !pollsAnything(plan)) return null;
  return <Notifications userId={userId} access={access} />;
}

function Notifications({ userId, access }: { readonly userId: number; readonly access: Access }) {
  const router = useRouter();
  const [state, setState] = useState(() => readNoticeState(userId));
  const [toasts, setToasts] = useState<readonly Notice[]>([]);
  const seen = useRef<NoticeState>(state);

  // Every change of the store, this tab's poll or another tab's: new notices become toasts, and a
  // change in the lists makes the screens read them again.
  useEffect(
    () =>
      subscribeNotices(userId, () => {
        const next = readNoticeState(userId);
        const before = seen.current;
        seen.current = next;
        setState(next);
        const known = new Set(before.notices.map((notice) => notice.id));
        const fresh = next.notices.filter((notice) => !known.has(notice.id));
        if (fresh.length > 0) setToasts((shown) => [...fresh, ...shown].slice(0, maxToasts));
        const listsChanged = next.mark !== null && markChanged(before.mark, next.mark);
        if (fresh.length > 0 || listsChanged) events.emit('data:stale', { scope: 'factoring' });
      }),
    [userId],
  );

  const open = useCallback(
    (notice: Notice) => {
      markRead(userId, [notice.id]);
      void router.navigate({ href: noticePath(notice) });
    },
    [router, userId],
  );
  // A click on a system notification the service worker showed: this window opens its screen.
  useEffect(() => listenForNoticeClicks((path) => void router.navigate({ href: path })), [router]);
  // A click on a system notification the service worker showed: this window opens its screen.
  useEffect(() => listenForNoticeClicks((path) => void router.navigate({ href: path })), [router]);
  const plan = pollPlanOf(access);
  useNewsPoller(userId, plan, open);

  const read = useMemo(() => new Set(state.read), [state.read]);
  return (
    <>
      <NotificationBell
        notices={state.notices}
        read={read}
        onRead={(noticeIds) => {
          markRead(userId, noticeIds);
        }}
      />
      <NewsToasts
        notices={toasts}
        onDismiss={(noticeId) => {
          setToasts((shown) => shown.filter((notice) => notice.id !== noticeId));
        }}
      />
    </>
  );
}
