import { useEffect, useState, useSyncExternalStore } from 'react';
import { appUpdate, startAppUpdates } from './app-update';
import './update-prompt.css';
import { Button } from '@/components/ui/button';

export const updateMessages = {
  available: 'Hay una nueva versión disponible',
  detail: 'Sus importaciones guardadas en este dispositivo se conservan al actualizar.',
  later: 'Más tarde',
  update: 'Actualizar',
  updating: 'Actualizando…',
} as const;

const t = updateMessages;

/**
 * registerType 'prompt': a new version waits until the user chooses to update. The live region is
 * always there, so a screen reader hears the offer when it appears; it never takes the focus from
 * someone typing.
 */
export function UpdatePrompt() {
  const offered = useSyncExternalStore(appUpdate.subscribe, appUpdate.offered, () => false);
  const [updating, setUpdating] = useState(false);
  useEffect(() => {
    startAppUpdates();
  }, []);

  return (
    <div className="update-prompt-region" role="status" aria-live="polite">
      {offered ? (
        <div className="update-prompt">
          <p className="update-prompt__text">
            <strong>{t.available}</strong>
            <span>{t.detail}</span>
          </p>
          <div className="update-prompt__actions">
            <Button onClick={() => appUpdate.dismiss()} disabled={updating}>
              {t.later}
            </Button>
            <Button
              variant="primary"
              onClick={() => {
                setUpdating(true);
                void appUpdate.apply();
              }}
              disabled={updating}
            >
              {updating ? t.updating : t.update}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
