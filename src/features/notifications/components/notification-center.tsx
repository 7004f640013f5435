import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Access } from '@/lib/access';
import { events } from '@/lib/events';
import { notificationMessages as t, noticeDetail, noticeTitle } from '@/features/notifications/messages';
import { markChanged, type Notice } from '@/features/notifications/news';
import { markRead, readNoticeState, subscribeNotices, type NoticeState } from '@/features/notifications/notice-store';
import { pollPlanOf, pollsAnything } from '@/features/notifications/observe';
import { useNewsPoller } from '@/features/notifications/use-news-poller';
import { NewsToasts, type NewsToast } from './news-toasts';
import { noticePath } from './notice-link';
import { listenForNoticeClicks } from '@/features/notifications/system-notice';
import { NotificationBell } from './notification-bell';
import { useToastRoom } from './use-toast-room';
import '@/features/notifications/notifications.css';

/** The bell and the toasts of a signed-in user, fed by one poll shared by every tab. */
export function NotificationCenter({ access }: { readonly access: Access }) {
  const plan = pollPlanOf(access);
  const userId = access.user?.userId;
  if (userId === undefined || !pollsAnything(plan)) return null;
  return <Notifications userId={userId} access={access} />;
}

/** One toast for what came together: the notice itself, or how many there are (never one per item). */
function toastOf(fresh: readonly Notice[]): NewsToast | null {
  const [first] = fresh;
  if (!first) return null;
  if (fresh.length === 1) return { id: first.id, title: noticeTitle(first), detail: noticeDetail(first) };
  return { id: `several:${first.id}`, title: t.severalNews(fresh.length), detail: t.severalNewsDetail };
}

function Notifications({ userId, access }: { readonly userId: number; readonly access: Access }) {
  const router = useRouter();
  const [state, setState] = useState(() => readNoticeState(userId));
  const [toasts, setToasts] = useState<readonly NewsToast[]>([]);
  const seen = useRef<NoticeState>(state);
  const center = useRef<HTMLDivElement>(null);
  useToastRoom(center);

  // Every change of the store, this tab's poll or another tab's: new notices become a toast, and a
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
        const toast = toastOf(fresh);
        // One toast at a time, the newest: it fits beside the bell, and the rest are in the bell.
        if (toast) setToasts([toast]);
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
  const plan = pollPlanOf(access);
  useNewsPoller(userId, plan, open);

  const read = useMemo(() => new Set(state.read), [state.read]);
  return (
    <div className="notification-center" ref={center}>
      <NewsToasts
        toasts={toasts}
        onDismiss={(toastId) => {
          setToasts((shown) => shown.filter((toast) => toast.id !== toastId));
        }}
      />
      <NotificationBell
        notices={state.notices}
        read={read}
        onRead={(noticeIds) => {
          markRead(userId, noticeIds);
        }}
        // The toast's news is in the open bell: it would only repeat it.
        onOpen={() => {
          setToasts([]);
        }}
      />
    </div>
  );
}
