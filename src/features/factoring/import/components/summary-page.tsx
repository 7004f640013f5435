import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { IMPORT_MARKS, markImport } from '../../../../lib/import-marks';
import { draftStore } from '../draft-runtime';
import { importMessages } from '../messages';
import { useLiveQuery } from '../use-live-query';
import { DraftReview } from './draft-review';
import { SentReceipt } from './sent-receipt';
import '../import.css';

const t = importMessages.summary;

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
  useEffect(() => {
    markImport(IMPORT_MARKS.reviewMounted);
  }, []);
  const ready = live.status === 'ready';
  useEffect(() => {
    if (ready) markImport(IMPORT_MARKS.reviewData);
  }, [ready]);
  // A draft shown here, then gone with a receipt in its place: it was just sent from this page.
  const [draftShown, setDraftShown] = useState(false);

  if (live.status === 'loading') {
    return (
      <p className="card" role="status">
        {t.loading}
      </p>
    );
  }
  if (live.status === 'error') {
    return (
      <div className="card import-section">
        <p className="alert alert--error" role="alert">
          {live.error instanceof Error ? live.error.message : String(live.error)}
        </p>
        <BackLink />
      </div>
    );
  }
  const { draft, sent } = live.value;
  if (!draft) {
    return sent ? <SentReceipt sent={sent} justSent={draftShown} /> : <MissingPanel />;
  }
  if (!draftShown) setDraftShown(true);
  return <DraftReview userId={userId} draft={draft} />;
}

function BackLink() {
  return (
    <Link to="/factoring/importar" className="button button--ghost">
      {t.back}
    </Link>
  );
}

function MissingPanel() {
  return (
    <div className="card import-section">
      <p className="alert alert--info" role="status">
        {t.missing}
      </p>
      <BackLink />
    </div>
  );
}
