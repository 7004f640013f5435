import { useRegisterSW } from 'virtual:pwa-register/react';
import { logger } from '../lib/logger';

/** registerType 'prompt': a new version waits until the user chooses to update. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error: unknown) => {
      logger.warn('No se pudo registrar el service worker.', error);
    },
  });

  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="alertdialog" aria-labelledby="update-prompt-text">
      <p id="update-prompt-text">Hay una nueva versión disponible</p>
      <div className="update-prompt__actions">
        <button type="button" className="button button--ghost" onClick={() => setNeedRefresh(false)}>
          Más tarde
        </button>
        <button type="button" className="button button--primary" onClick={() => void updateServiceWorker(true)}>
          Actualizar
        </button>
      </div>
    </div>
  );
}
