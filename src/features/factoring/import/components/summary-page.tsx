import { Link } from '@tanstack/react-router';
import { memo, useEffect, useState } from 'react';
import { IMPORT_MARKS, markImport } from '@/lib/import-marks';
import { draftQueries, useDraftQuery } from '@/features/factoring/import/draft-queries';
import { DraftStorageError, draftStorageMessages } from '@/features/factoring/import/drafts/draft-storage-error';
import { importMessages } from '@/features/factoring/import/messages';
import { DraftReview } from './draft-review';
import { SentReceipt } from './sent-receipt';
import '@/features/factoring/import/import.css';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';

const t = importMessages.summary;

const Review = memo(DraftReview);

/** /factoring/importar/resumen: the draft as it will be sent, its problems, and the way to send it. */
export function SummaryPage({ userId, draftId }: { readonly userId: number; readonly draftId: string }) {
  const live = useDraftQuery(draftQueries.review(userId, draftId));
  const ready = live.data !== undefined;
  useEffect(() => {
    if (ready) markImport(IMPORT_MARKS.reviewData);
  }, [ready]);
  // A draft shown here, then gone with a receipt in its place: it was just sent from this page.
  const [draftShown, setDraftShown] = useState(false);

  // Just imported: the import's hand-over is the review until the stored draft is read back.
  const handed = live.data?.write ? live.data : undefined;
  if (handed) {
    if (handed.write.status === 'failed')
      return <NotStoredPanel fileName={handed.draft.fileName} error={handed.write.error} />;
    if (!draftShown) setDraftShown(true);
    return <Review userId={userId} draft={handed.draft} storing={handed.write.status === 'storing'} />;
  }
  if (live.status === 'pending') {
    return (
      <p className="card" role="status">
        {t.loading}
      </p>
    );
  }
  if (live.status === 'error') return <ErrorPanel error={live.error} />;
  const { draft, sent } = live.data;
  if (!draft) {
    return sent ? <SentReceipt sent={sent} justSent={draftShown} /> : <MissingPanel />;
  }
  if (!draftShown) setDraftShown(true);
  return <Review userId={userId} draft={draft} />;
}

function ErrorPanel({ error }: { readonly error: unknown }) {
  return (
    <div className="card import-section">
      <Alert tone="error">{error instanceof Error ? error.message : String(error)}</Alert>
      <BackLink />
    </div>
  );
}

/** The import could not be stored on this device: nothing was kept, so the file is imported again. */
function NotStoredPanel({ fileName, error }: { readonly fileName: string; readonly error: unknown }) {
  return (
    <div className="card import-section">
      <Alert tone="error" as="div" className="import-rejection">
        <p className="import-rejection__title">{importMessages.upload.rejectedTitle(fileName)}</p>
        <p className="import-rejection__message">
          {error instanceof DraftStorageError ? error.message : draftStorageMessages.unknown}
        </p>
      </Alert>
      <BackLink />
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/factoring/importar" className={buttonClass({ variant: 'ghost' })}>
      {t.back}
    </Link>
  );
}

function MissingPanel() {
  return (
    <div className="card import-section">
      <Alert tone="info">{t.missing}</Alert>
      <BackLink />
    </div>
  );
}
