import { registerSW } from 'virtual:pwa-register';
import { isOffline } from '@/lib/http/connection';
import { logger } from '@/lib/logger';
import { newVersionWaiting } from './new-version';

/** The browser itself checks on every page load; an open tab also asks at most this often. */
const checkEveryMs = 60 * 60_000;
/** Coming back to the tab, or back online, asks again, but not more than once a minute. */
const minimumGapMs = 60_000;

type Listener = () => void;

let offered = false;
let requestedHere = false;
let started = false;
let applyWaiting: (() => Promise<void>) | null = null;
const listeners = new Set<Listener>();

function setOffered(value: boolean): void {
  if (offered === value) return;
  offered = value;
  listeners.forEach((listener) => {
    listener();
  });
}

async function currentRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  try {
    return await navigator.serviceWorker.getRegistration();
  } catch {
    return undefined;
  }
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  let lastCheck = 0;
  const check = () => {
    const now = Date.now();
    if (isOffline() || registration.installing || now - lastCheck < minimumGapMs) return;
    lastCheck = now;
    registration.update().catch((error: unknown) => {
      logger.debug('No se pudo buscar una nueva versión del portal.', error);
    });
  };
  window.setInterval(check, checkEveryMs);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** Registers the service worker (registerType 'prompt': a new version waits for the user). */
export function startAppUpdates(): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => {
      void currentRegistration().then((registration) => {
        if (newVersionWaiting(registration)) setOffered(true);
      });
    },
    // Another tab chose 'Actualizar' and the new version took over this one: this tab still runs the
    // old code, so it asks too, instead of reloading under the user's hands.
    onNeedReload: () => {
      if (!requestedHere) setOffered(true);
    },
    onRegisteredSW: (_url, registration) => {
      if (registration) watchForUpdates(registration);
    },
    onRegisterError: (error: unknown) => {
      logger.warn('No se pudo registrar el service worker.', error);
    },
  });
  applyWaiting = () => updateServiceWorker(true);
}

export const appUpdate = {
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Whether 'Hay una nueva versión disponible' is to be shown. */
  offered: (): boolean => offered,
  /** 'Más tarde': hidden until the next new version. */
  dismiss(): void {
    setOffered(false);
  },
  /**
   * 'Actualizar': the waiting version takes over and the page reloads into it. Drafts live in
   * IndexedDB, and the URL stays, so an open draft is there again in the new version.
   */
  async apply(): Promise<void> {
    requestedHere = true;
    const registration = await currentRegistration();
    if (!registration?.waiting || !applyWaiting) {
      // Already taken over (by another tab's choice): loading the page again runs the new version.
      window.location.reload();
      return;
    }
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        window.location.reload();
      },
      { once: true },
    );
    await applyWaiting();
  },
};
