import { describe, expect, it } from 'vitest';
import {
  noticeClickMessage,
  noticeClickOf,
  notificationTarget,
  windowToUse,
  type PortalWindow,
} from '../../../service-worker/notification-click';

const origin = 'https://portal.example.ni';

describe("a notification click opens only this app's own screens", () => {
  it('opens the path the notification carries, with its query and hash', () => {
    expect(notificationTarget({ path: '/factoring/historica/detalle/518' }, origin)).toBe(
      '/factoring/historica/detalle/518',
    );
    expect(notificationTarget({ path: '/factoring/aprobar?deudor=Sol#fila' }, origin)).toBe(
      '/factoring/aprobar?deudor=Sol#fila',
    );
    // Dot segments resolve inside the app.
    expect(notificationTarget({ path: '/factoring/../factoring/desembolsos' }, origin)).toBe('/factoring/desembolsos');
  });

  it.each([
    ['another site, absolute', { path: 'https://evil.example/factoring' }],
    ['another site, protocol-relative', { path: '//evil.example/factoring' }],
    ['another site, by a backslash', { path: '/\\evil.example' }],
    ['a script URL', { path: 'javascript:alert(1)' }],
    ['a relative path', { path: 'factoring' }],
    ['the API', { path: '/api/HistoryLoads' }],
    ['the API, by dot segments', { path: '/factoring/../api/auth/logout' }],
    ['no path', {}],
    ['a path that is not text', { path: 42 }],
    ['no data', null],
    ['text for data', '/factoring'],
  ])('opens the dashboard for %s', (_case, data) => {
    expect(notificationTarget(data, origin)).toBe('/');
  });
});

describe('the window a notification click brings forward', () => {
  const portalWindow = (
    url: string,
    focused = false,
    visibilityState: DocumentVisibilityState = 'hidden',
  ): PortalWindow => ({
    url,
    focused,
    visibilityState,
  });

  it('is the focused portal window, else a visible one, else any portal window', () => {
    const hidden = portalWindow(`${origin}/`);
    const visible = portalWindow(`${origin}/factoring`, false, 'visible');
    const focused = portalWindow(`${origin}/zu`, true, 'visible');
    expect(windowToUse([hidden, visible, focused], origin)).toBe(focused);
    expect(windowToUse([hidden, visible], origin)).toBe(visible);
    expect(windowToUse([hidden], origin)).toBe(hidden);
  });

  it("is never another origin's window: with none of ours, a new one opens", () => {
    expect(
      windowToUse([portalWindow('https://other.example/', true, 'visible'), portalWindow('not a url')], origin),
    ).toBe(undefined);
    expect(windowToUse<PortalWindow>([], origin)).toBeUndefined();
  });
});

describe("the service worker's message to a window", () => {
  it('is read as a click with its path checked again', () => {
    expect(noticeClickOf({ type: noticeClickMessage, path: '/factoring/desembolsos/detalle/7' }, origin)).toEqual({
      type: noticeClickMessage,
      path: '/factoring/desembolsos/detalle/7',
    });
    expect(noticeClickOf({ type: noticeClickMessage, path: 'https://evil.example/' }, origin)).toEqual({
      type: noticeClickMessage,
      path: '/',
    });
  });

  it('ignores any other message (the update prompt and Workbox talk to the window too)', () => {
    expect(noticeClickOf({ type: 'SKIP_WAITING' }, origin)).toBeNull();
    expect(noticeClickOf('portal:notice-click', origin)).toBeNull();
    expect(noticeClickOf(null, origin)).toBeNull();
  });
});
