import { Link } from '@tanstack/react-router';
import { memo, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { IMPORT_MARKS, markImport } from '../../../../lib/import-marks';
import { draftStore } from '../draft-runtime';
import { handedDraft } from '../drafts/handed-draft';
import { DraftStorageError, draftStorageMessages } from '../drafts/draft-storage-error';
import type { Draft } from '../drafts/draft-types';
import { importMessages } from '../messages';
import { useLiveQuery } from '../use-live-query';
import { DraftReview } from './draft-review';
import { SentReceipt } from './sent-receipt';
import '../import.css';
import { Alert } from '../../../../components/ui/alert';
import { buttonClass } from '../../../../components/ui/button';

const t = importMessages.summary;

// The live query's first read gives back the handed draft as a new object: the same version
// keeps the object already shown, so the review does not render all its rows again.
const sameVersion = (stored: Draft, shown: Draft) =>
  stored.id === shown.id && stored.updatedAt === shown.updatedAt && stored.status === shown.status;

const Review = memo(DraftReview);

/** /factoring/importar/resumen: the draft as it will be sent, its problems, and the way to send it. */
export function SummaryPage({ userId, draftId }: { readonly userId: number; readonly draftId: string }) {
  const query = useCallback(
    async () => ({
      draft: draftId ? await draftStore.get(userId, draftId) : undefined,
      sent: draftId ? await draftStore.getSent(userId, draftId) : undefined,
    }),
    [userId, draftId],
  );
  const live = useLiveQuery(query);
  // Just imported: the import hands over the draft it is storing, and the review paints it at once.
  const handed = useSyncExternalStore(handedDraft.subscribe, () => handedDraft.peek(userId, draftId));
  const [first] = useState(() => handed?.draft);
  const found = live.status === 'ready' && live.value.draft !== undefined;
  useEffect(() => {
    if (found) handedDraft.drop(draftId);
  }, [found, draftId]);
  const ready = live.status === 'ready' || handed !== undefined;
  useEffect(() => {
    if (ready) markImport(IMPORT_MARKS.reviewData);
  }, [ready]);
  // A draft shown here, then gone with a receipt in its place: it was just sent from this page.
  const [draftShown, setDraftShown] = useState(false);

  // Until the stored draft is read back, the handed one is the review (its first read may come
  // before the write and find nothing).
  if (handed && !found) {
    if (handed.write.status === 'failed')
      return <NotStoredPanel fileName={handed.draft.fileName} error={handed.write.error} />;
    if (!draftShown) setDraftShown(true);
    return <Review userId={userId} draft={handed.draft} storing={handed.write.status === 'storing'} />;
  }
  if (live.status === 'loading') {
    return (
      <p className="card" role="status">
        {t.loading}
      </p>
    );
  }
  if (live.status === 'error') return <ErrorPanel error={live.error} />;
  const { draft, sent } = live.value;
  if (!draft) {
    return sent ? <SentReceipt sent={sent} justSent={draftShown} /> : <MissingPanel />;
  }
  if (!draftShown) setDraftShown(true);
  return <Review userId={userId} draft={first && sameVersion(draft, first) ? first : draft} />;
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
