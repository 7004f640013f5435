import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { OfflineIcon } from '@/components/icons';
import './offline-banner.css';

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

/** The CSS variable the sticky sidebar reads to sit below the banner instead of under it. */
const HEIGHT_VARIABLE = '--offline-banner-height';

/**
 * Keeps `--offline-banner-height` equal to the banner's height (0 while hidden), so that other
 * sticky parts of the page (the sidebar and its toggle) are never covered by it when scrolling.
 */
function useBannerHeight(banner: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(HEIGHT_VARIABLE);
    };
  }, [banner]);
}

/** Tells the user, politely, that calls will fail until the connection returns. */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const banner = useRef<HTMLDivElement>(null);
  useBannerHeight(banner);
  return (
    <div ref={banner} className="offline-banner" role="status" aria-live="polite" hidden={online}>
      {online ? null : (
        <>
          <OfflineIcon />
          <strong>Sin conexión</strong>
          <span>
            Puede consultar lo que ya está en pantalla y sus importaciones guardadas en este dispositivo; las
            importaciones en cola se enviarán al volver la conexión.
          </span>
        </>
      )}
    </div>
  );
}
