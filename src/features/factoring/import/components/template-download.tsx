import { useState } from 'react';
import { downloadFile } from '@/lib/download';
import { importBridge } from '@/lib/import-bridge';
import { logger } from '@/lib/logger';
import { importMessages } from '@/features/factoring/import/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

const t = importMessages.template;

/** 'Descargar plantilla': the .xlsx is written in the import worker, then saved. */
export function TemplateDownload() {
  const [state, setState] = useState<'idle' | 'preparing' | 'failed'>('idle');

  const download = async () => {
    setState('preparing');
    try {
      downloadFile(await importBridge().writeTemplate(), t.fileName);
      setState('idle');
    } catch (error) {
      logger.error('No se pudo generar la plantilla.', error);
      setState('failed');
    }
  };

  return (
    <div className="template-download">
      <p className="muted">{t.intro}</p>
      <Button onClick={() => void download()} disabled={state === 'preparing'} aria-busy={state === 'preparing'}>
        {state === 'preparing' ? t.preparing : t.download}
      </Button>
      {state === 'failed' && <Alert tone="error">{t.failed}</Alert>}
    </div>
  );
}
