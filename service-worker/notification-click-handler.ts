/**
 * Imported by the generated service worker (Workbox `importScripts`): a click on a notification the
 * service worker showed brings a portal window forward at the notice's screen, or opens one there.
 */
import { noticeClickMessage, notificationTarget, windowToUse, type NoticeClick } from './notification-click';

declare const self: ServiceWorkerGlobalScope;

async function openAt(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windowToUse(windows, self.location.origin);
  if (!open) {
    await self.clients.openWindow(path);
    return;
  }
  const focused = await open.focus();
  // The window moves inside the app (its router), keeping what it holds in memory.
  focused.postMessage({ type: noticeClickMessage, path } satisfies NoticeClick);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openAt(notificationTarget(event.notification.data, self.location.origin)));
});
