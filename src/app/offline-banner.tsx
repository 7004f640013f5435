import { useSyncExternalStore } from 'react';
import { OfflineIcon } from '../components/icons';
import './offline-banner.css';

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

/** Tells the user, politely, that calls will fail until the connection returns. */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  return (
    <div className="offline-banner" role="status" aria-live="polite" hidden={online}>
      {online ? null : (
        <>
          <OfflineIcon />
          <strong>Sin conexión</strong>
          <span>Puede consultar lo que ya está en pantalla y sus importaciones guardadas en este dispositivo; las importaciones en cola se enviarán al volver la conexión.</span>
        </>
      )}
    </div>
  );
}
