import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { IMPORT_MARKS, markImport } from '../../../../lib/import-marks';
import type { SentImport } from '../drafts/draft-types';
import { draftStore } from '../draft-runtime';
import { importMessages } from '../messages';
import { useLiveQuery } from '../use-live-query';
import { DraftReview } from './draft-review';
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
    return sent ? <SentPanel sent={sent} /> : <MissingPanel />;
  }
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

function SentPanel({ sent }: { readonly sent: SentImport }) {
  // The send button goes with the draft, and the focus would fall to the page's body: it moves to
  // the result instead, so keyboard and screen-reader users land on what happened.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) title.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="card import-section sent-panel" aria-labelledby="sent-title">
      <h2 ref={title} id="sent-title" className="import-section__title" tabIndex={-1}>
        {t.sentTitle}
      </h2>
      <p className="alert sent-panel__message" role="status">
        {t.sentBody(sent.loadId, sent.totalInvoices)}
      </p>
      <div className="submit-panel__actions submit-panel__actions--start">
        <Link to="/factoring/importar" className="button button--primary">
          {t.importAnother}
        </Link>
        <Link to="/factoring/historica" className="button button--ghost">
          {t.goToHistory}
        </Link>
      </div>
    </section>
  );
}
