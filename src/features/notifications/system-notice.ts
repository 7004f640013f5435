import { noticeClickOf } from '@service-worker/notification-click';
import { logger } from '@/lib/logger';
import { noticePath } from './components/notice-link';
import type { Notice } from './news';
import { noticeDetail, noticeTitle } from './messages';

type SystemPermission = NotificationPermission | 'unsupported';

export function systemPermission(): SystemPermission {
  return typeof Notification === 'function' ? Notification.permission : 'unsupported';
}

/** The installed app (its own window), where system notifications belong. */
export function isInstalledApp(): boolean {
  return ['standalone', 'window-controls-overlay', 'minimal-ui'].some(
    (mode) => typeof matchMedia === 'function' && matchMedia(`(display-mode: ${mode})`).matches,
  );
}

/** Asked only from the user's click: browsers ignore, or punish, a request nobody asked for. */
export async function askSystemPermission(): Promise<SystemPermission> {
  if (typeof Notification !== 'function') return 'unsupported';
  return Notification.requestPermission();
}

/**
 * A system notification for news the user cannot see: the app installed, permission given, and
 * the window hidden or behind another one. A click brings the window forward at the notice's screen.
 */
export function showSystemNotices(notices: readonly Notice[], open: (notice: Notice) => void): void {
  if (notices.length === 0 || systemPermission() !== 'granted' || !isInstalledApp()) return;
  if (document.visibilityState === 'visible' && document.hasFocus()) return;
  for (const notice of notices) {
    // The path travels with the notification: one the service worker shows is clicked there.
    const options = {
      body: noticeDetail(notice),
      tag: notice.id,
      icon: '/icons/icon-192.png',
      data: { path: noticePath(notice) },
    };
    try {
      const notification = new Notification(noticeTitle(notice), options);
      notification.addEventListener('click', () => {
        window.focus();
        open(notice);
        notification.close();
      });
    } catch {
      // Android allows notifications only through the service worker.
      navigator.serviceWorker.ready
        .then((registration) => registration.showNotification(noticeTitle(notice), options))
        .catch((error: unknown) => {
          logger.warn('No se pudo mostrar un aviso del sistema.', error);
        });
    }
  }
}

/**
 * A click on a notification the service worker showed reaches this window as a message: `go`
 * opens its path (an app path, checked again here). Returns what stops listening.
 */
export function listenForNoticeClicks(go: (path: string) => void): () => void {
  const container = typeof navigator === 'object' ? navigator.serviceWorker : undefined;
  if (!container) return () => undefined;
  const listener = (event: MessageEvent<unknown>) => {
    const click = noticeClickOf(event.data, location.origin);
    if (click) go(click.path);
  };
  container.addEventListener('message', listener);
  return () => {
    container.removeEventListener('message', listener);
  };
}
