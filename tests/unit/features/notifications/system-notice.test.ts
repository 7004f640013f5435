import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '@/features/notifications/news';
import { listenForNoticeClicks, showSystemNotices } from '@/features/notifications/system-notice';
import { noticeClickMessage } from '../../../../service-worker/notification-click';

const decision: Notice = {
  kind: 'decision',
  id: 'd-518',
  idLoad: 518,
  status: 'APROBADA',
  reason: null,
  totals: { NIO: '1825050', USD: '0' },
};
const disbursement: Notice = {
  kind: 'disbursement',
  id: 'x-7',
  idCreditForm: 7,
  debtor: 'Distribuidora El Sol',
  totals: { NIO: '0', USD: '1350' },
};

/** A browser with the app installed (or not), permission given (or not), and the window hidden or in front. */
interface BrowserSetup {
  readonly installed?: boolean;
  readonly permission?: NotificationPermission;
  readonly visible?: boolean;
  readonly constructorThrows?: boolean;
}

function browser({
  installed = true,
  permission = 'granted',
  visible = false,
  constructorThrows = false,
}: BrowserSetup = {}) {
  const shown: { title: string; options: NotificationOptions; click: () => void }[] = [];
  const byWorker: { title: string; options: NotificationOptions }[] = [];
  class FakeNotification extends EventTarget {
    static permission = permission;
    closed = false;
    constructor(title: string, options: NotificationOptions) {
      super();
      // Android's Chrome: only the service worker may show a notification.
      if (constructorThrows) throw new TypeError('Illegal constructor');
      shown.push({ title, options, click: () => this.dispatchEvent(new Event('click')) });
    }
    close() {
      this.closed = true;
    }
  }
  const messages = new EventTarget();
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: installed && query === '(display-mode: standalone)' }));
  vi.stubGlobal('document', { visibilityState: visible ? 'visible' : 'hidden', hasFocus: () => visible });
  const focus = vi.fn();
  vi.stubGlobal('window', { focus });
  vi.stubGlobal('location', { origin: 'https://portal.example.ni' });
  vi.stubGlobal('navigator', {
    serviceWorker: Object.assign(messages, {
      ready: Promise.resolve({
        showNotification: (title: string, options: NotificationOptions) => {
          byWorker.push({ title, options });
          return Promise.resolve();
        },
      }),
    }),
  });
  return { shown, byWorker, focus, messages };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('system notifications for news the user cannot see', () => {
  it('shows one per notice, with its title, its detail and the path of its screen', () => {
    const { shown } = browser();
    showSystemNotices([decision, disbursement], vi.fn());
    expect(shown.map(({ options }): unknown[] => [options.tag, options.data as unknown])).toEqual([
      ['d-518', { path: '/factoring/historica/detalle/518' }],
      ['x-7', { path: '/factoring/desembolsos/detalle/7' }],
    ]);
    expect(shown.map(({ title, options }) => [title, options.body])).toEqual([
      ['La carga #518 fue aprobada', 'Total: C$18,250.50'],
      ['Nuevo desembolso #7', 'Deudor: Distribuidora El Sol · Total: USD\u00a013.50'],
    ]);
  });

  it("a click brings the window forward at the notice's screen", () => {
    const { shown, focus } = browser();
    const open = vi.fn();
    showSystemNotices([decision], open);
    shown[0]?.click();
    expect(focus).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledWith(decision);
  });

  it.each([
    ['the app is not installed', { installed: false }],
    ['permission was not given', { permission: 'default' } satisfies BrowserSetup],
    ['permission was refused', { permission: 'denied' } satisfies BrowserSetup],
    ['the window is in front: the toast says it', { visible: true }],
  ] satisfies [string, BrowserSetup][])('shows nothing when %s', (_case, setup) => {
    const { shown, byWorker } = browser(setup);
    showSystemNotices([decision], vi.fn());
    expect(shown).toEqual([]);
    expect(byWorker).toEqual([]);
  });

  it('where only the service worker may show one, it does, carrying the path its click opens', async () => {
    const { byWorker } = browser({ constructorThrows: true });
    showSystemNotices([disbursement], vi.fn());
    await vi.waitFor(() => {
      expect(byWorker).toHaveLength(1);
    });
    expect(byWorker[0]?.options.data).toEqual({ path: '/factoring/desembolsos/detalle/7' });
  });
});

describe("a click on the service worker's notification reaches the window", () => {
  const message = (data: unknown) => Object.assign(new Event('message'), { data });

  it('opens the path the service worker sends, checked again, and stops listening when asked', () => {
    const { messages } = browser();
    const go = vi.fn();
    const stop = listenForNoticeClicks(go);
    messages.dispatchEvent(message({ type: noticeClickMessage, path: '/factoring/historica/detalle/518' }));
    messages.dispatchEvent(message({ type: noticeClickMessage, path: '//evil.example/' }));
    messages.dispatchEvent(message({ type: 'SKIP_WAITING' }));
    expect(go.mock.calls).toEqual([['/factoring/historica/detalle/518'], ['/']]);
    stop();
    messages.dispatchEvent(message({ type: noticeClickMessage, path: '/factoring' }));
    expect(go).toHaveBeenCalledTimes(2);
  });
});
