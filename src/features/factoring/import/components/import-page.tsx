import { useNavigate, useRouter } from '@tanstack/react-router';
import { memo, useEffect, useState } from 'react';
import { importMessages } from '@/features/factoring/import/messages';
import { useFileImport } from '@/features/factoring/import/use-file-import';
import { DraftList } from './draft-list';
import { FileDropZone } from './file-drop-zone';
import { ParseProgress } from './parse-progress';
import { RecentImports } from './recent-imports';
import { SameContentOffer } from './same-content-offer';
import { TemplateDownload } from './template-download';
import '@/features/factoring/import/import.css';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

const t = importMessages.upload;

// Progress re-renders this page while a file is read; the lists below do not depend on it.
const DraftListOnce = memo(DraftList);
const RecentImportsOnce = memo(RecentImports);

/** /factoring/importar: pick a file, watch it being read, then review it; drafts and recent loads below. */
export function ImportPage({ userId }: { readonly userId: number }) {
  const navigate = useNavigate();
  const router = useRouter();
  useEffect(() => {
    // The review opens as soon as a file is read: its code is fetched now, not after the file.
    router.preloadRoute({ to: '/factoring/importar/resumen', search: {} }).catch(() => undefined);
  }, [router]);
  const [notice, setNotice] = useState<string | null>(null);
  const upload = useFileImport(userId, (draftId) => {
    void navigate({ to: '/factoring/importar/resumen', search: { borrador: draftId } });
  });
  const { state } = upload;
  const busy = state.kind === 'parsing' || state.kind === 'saving';

  return (
    <div className="import-page">
      <section className="card import-section" aria-labelledby="upload-title">
        <h2 id="upload-title" className="import-section__title">
          {t.title}
        </h2>
        <FileDropZone
          disabled={busy}
          onFile={(file) => {
            setNotice(null);
            upload.importFile(file);
          }}
          onMany={() => setNotice(t.oneFileOnly)}
          onNear={upload.warm}
        />
        <TemplateDownload />
        {state.kind === 'parsing' && state.shown && (
          <ParseProgress fileName={state.fileName} fraction={state.fraction} onCancel={upload.cancel} />
        )}
        {state.kind === 'saving' && <ParseProgress fileName={state.fileName} fraction={null} />}
        {state.kind === 'rejected' && (
          <Alert tone="error" as="div" className="import-rejection">
            <p className="import-rejection__title">{t.rejectedTitle(state.fileName)}</p>
            <p className="import-rejection__message">{state.message}</p>
            {state.hint && <p className="import-rejection__hint">{state.hint}</p>}
            {state.sheet && (
              <Button
                variant="primary"
                onClick={() => {
                  if (state.sheet) upload.readSheet(state.sheet);
                }}
              >
                {importMessages.nothingToImport.readSheet(state.sheet)}
              </Button>
            )}
          </Alert>
        )}
        {state.kind === 'same-content' && (
          <SameContentOffer
            userId={userId}
            fileName={state.fileName}
            existing={state.existing}
            onOpen={upload.openExisting}
            onImportAgain={upload.importAgain}
          />
        )}
        {state.kind === 'cancelled' && <Alert tone="info">{t.cancelled}</Alert>}
        {notice && <Alert tone="error">{notice}</Alert>}
      </section>
      <DraftListOnce userId={userId} />
      <RecentImportsOnce />
    </div>
  );
}
