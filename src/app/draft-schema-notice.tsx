import { useSyncExternalStore } from 'react';
import { draftSchema } from '@/features/factoring/import/drafts/schema-status';
import { appUpdate } from './app-update';
import './draft-schema-notice.css';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export const draftSchemaMessages = {
  outdated: 'El portal se actualizó en otra pestaña.',
  outdatedDetail:
    'Recargue esta página para seguir trabajando: sus importaciones guardadas están a salvo, pero esta pestaña ya no puede leerlas ni guardarlas.',
  blocked: 'Otra pestaña con una versión anterior del portal tiene abiertas sus importaciones guardadas.',
  blockedDetail: 'Recargue o cierre esa pestaña para continuar.',
  reload: 'Recargar página',
} as const;

const t = draftSchemaMessages;

/** Tells a tab whose drafts database was taken over by a newer version to reload, and lets it. */
export function DraftSchemaNotice() {
  const status = useSyncExternalStore(draftSchema.subscribe, draftSchema.status, () => 'current' as const);
  if (status === 'current') return null;
  const outdated = status === 'outdated';
  return (
    <Alert tone="error" as="div" className="draft-schema-notice">
      <p>
        <strong>{outdated ? t.outdated : t.blocked}</strong> {outdated ? t.outdatedDetail : t.blockedDetail}
      </p>
      {outdated ? (
        <Button variant="primary" onClick={() => void appUpdate.apply()}>
          {t.reload}
        </Button>
      ) : null}
    </Alert>
  );
}
