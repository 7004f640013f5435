import { Link } from '@tanstack/react-router';
import { memo, useEffect, useState, type ReactNode } from 'react';
import { IMPORT_MARKS, markImport } from '@/lib/import-marks';
import { draftQueries, useDraftQuery } from '@/features/factoring/import/draft-queries';
import {
  DraftStorageError,
  draftErrorText,
  draftStorageMessages,
} from '@/features/factoring/import/drafts/draft-storage-error';
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

  if (live.status === 'pending') {
    return (
      <p className="card" role="status">
        {t.loading}
      </p>
    );
  }
  if (live.data === undefined) return <ErrorPanel error={live.error} />;
  // A read that fails after one that worked (another tab updated the portal, say) leaves what it
  // read on screen, under the reason: the draft is still on the device, only this tab cannot read it.
  const failure = live.status === 'error' && (
    <Alert tone="error">
      {draftErrorText(live.error)} {t.shownBefore}
    </Alert>
  );
  // Every screen below is the same fragment, the failure then the content: the review keeps its
  // place when the stored draft takes over from the hand-over, and rows opened meanwhile stay open.
  const shown = (content: ReactNode) => (
    <>
      {failure}
      {content}
    </>
  );
  // Just imported: the import's hand-over is the review until the stored draft is read back.
  const reviewed = live.data;
  if (reviewed.write && reviewed.write.status === 'failed') {
    return shown(<NotStoredPanel fileName={reviewed.draft.fileName} error={reviewed.write.error} />);
  }
  const { draft, sent, write } = reviewed;
  if (!draft) return shown(sent ? <SentReceipt sent={sent} justSent={draftShown} /> : <MissingPanel />);
  if (!draftShown) setDraftShown(true);
  return shown(<Review userId={userId} draft={draft} storing={write?.status === 'storing'} />);
}

function ErrorPanel({ error }: { readonly error: unknown }) {
  return (
    <div className="card import-section">
      <Alert tone="error">{draftErrorText(error)}</Alert>
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
