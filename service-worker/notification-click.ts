/**
 * What a click on a system notification opens, decided without the DOM so it runs in the service
 * worker and in Node's tests alike.
 */

/** The message the service worker sends a portal window: go to `path` inside the app. */
export const noticeClickMessage = 'portal:notice-click';

export interface NoticeClick {
  readonly type: typeof noticeClickMessage;
  readonly path: string;
}

/** The path a notification's data asks for, or the dashboard when it is missing or not ours. */
export function notificationTarget(data: unknown, origin: string): string {
  const path = typeof data === 'object' && data !== null && 'path' in data ? data.path : undefined;
  // Only a path of this app: never another site (`//host`, `https:`), and never the API itself.
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '/';
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A message from the service worker, if it is a notification click with an app path. */
export function noticeClickOf(message: unknown, origin: string): NoticeClick | null {
  if (typeof message !== 'object' || message === null || !('type' in message) || message.type !== noticeClickMessage)
    return null;
  const path = notificationTarget(message, origin);
  return { type: noticeClickMessage, path };
}

export interface PortalWindow {
  readonly url: string;
  readonly focused: boolean;
  readonly visibilityState: DocumentVisibilityState;
}

/** The portal window to bring forward: the focused one, else a visible one, else any of ours. */
export function windowToUse<Window extends PortalWindow>(
  windows: readonly Window[],
  origin: string,
): Window | undefined {
  const ours = windows.filter((candidate) => {
    try {
      return new URL(candidate.url).origin === origin;
    } catch {
      return false;
    }
  });
  return (
    ours.find((candidate) => candidate.focused) ??
    ours.find((candidate) => candidate.visibilityState === 'visible') ??
    ours[0]
  );
}
