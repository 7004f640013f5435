import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { discardableStatuses } from '@/features/factoring/import/drafts/draft-status';
import { draftErrorText } from '@/features/factoring/import/drafts/draft-storage-error';
import type { DraftHead, SentImport } from '@/features/factoring/import/drafts/draft-types';
import { logger } from '@/lib/logger';
import { draftStore } from '@/features/factoring/import/draft-runtime';
import { draftQueries, useDraftQuery } from '@/features/factoring/import/draft-queries';
import { formatManaguaDateTime } from '@contract/dates';
import { importMessages } from '@/features/factoring/import/messages';
import { countBySeverity } from '@/features/factoring/import/row-issues';
import { DiscardDialog } from './discard-dialog';
import { DraftStatusBadge } from './draft-status-badge';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';

const t = importMessages.drafts;

/** This user's drafts on this device, with their status, and the receipts of recent sends. */
export function DraftList({ userId }: { readonly userId: number }) {
  const live = useDraftQuery(draftQueries.list(userId));
  const [discarding, setDiscarding] = useState<DraftHead | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const forget = async (sent: SentImport) => {
    try {
      await draftStore.forgetSent(userId, sent.draftId);
    } catch (error) {
      logger.error('No se pudo quitar la importación enviada de la lista.', error);
      setFailure(draftErrorText(error));
    }
  };

  const discard = async (draft: DraftHead) => {
    setDiscarding(null);
    try {
      await draftStore.discard(userId, draft.id);
    } catch (error) {
      logger.error('No se pudo descartar el borrador.', error);
      setFailure(draftErrorText(error));
    }
  };

  return (
    <section className="card import-section" aria-labelledby="drafts-title">
      <h2 id="drafts-title" className="import-section__title">
        {t.title}
      </h2>
      <p className="muted import-section__intro">{t.intro}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      {live.status === 'pending' && <p role="status">{t.loading}</p>}
      {live.status === 'error' && (
        <Alert tone="error">
          {draftErrorText(live.error)}
          {live.data && ` ${t.shownBefore}`}
        </Alert>
      )}
      {/* A read that fails after one that worked (another tab updated the portal, say) leaves
          the drafts listed: they are still on the device, and the alert says the list may be old. */}
      {live.data &&
        (live.data.drafts.length === 0 && live.data.sent.length === 0 ? (
          <p className="muted">{t.empty}</p>
        ) : (
          <ul className="draft-list">
            {live.data.drafts.map((draft) => (
              <DraftItem key={draft.id} draft={draft} onDiscard={() => setDiscarding(draft)} />
            ))}
            {live.data.sent.map((sent) => (
              <SentItem key={sent.draftId} sent={sent} onForget={() => void forget(sent)} />
            ))}
          </ul>
        ))}
      <DiscardDialog
        fileName={discarding?.fileName ?? null}
        onCancel={() => setDiscarding(null)}
        onConfirm={() => discarding && void discard(discarding)}
      />
    </section>
  );
}

function DraftItem({ draft, onDiscard }: { readonly draft: DraftHead; readonly onDiscard: () => void }) {
  const { errors } = countBySeverity(draft.issues);
  return (
    <li className="draft-item" data-draft-id={draft.id}>
      <div className="draft-item__main">
        <div className="draft-item__heading">
          <strong className="draft-item__name">{draft.fileName}</strong>
          <DraftStatusBadge status={draft.status} />
        </div>
        <p className="draft-item__meta muted">
          {t.invoices(draft.summary.totalInvoices)} · {t.createdAt(formatManaguaDateTime(draft.createdAt))}
          {errors > 0 && <span className="draft-item__errors"> · {t.errors(errors)}</span>}
        </p>
        {draft.lastError && draft.status !== 'sending' && (
          <p className={draft.status === 'failed' ? 'draft-item__error' : 'draft-item__note'}>{draft.lastError}</p>
        )}
      </div>
      <div className="draft-item__actions">
        <Link
          to="/factoring/importar/resumen"
          search={{ borrador: draft.id }}
          className={buttonClass({ variant: 'ghost', size: 'small' })}
          aria-label={t.reviewLabel(draft.fileName)}
        >
          {t.review}
        </Link>
        {discardableStatuses.includes(draft.status) && (
          <Button size="small" onClick={onDiscard} aria-label={t.discardLabel(draft.fileName)}>
            {t.discard}
          </Button>
        )}
      </div>
    </li>
  );
}

function SentItem({ sent, onForget }: { readonly sent: SentImport; readonly onForget: () => void }) {
  return (
    <li className="draft-item" data-draft-id={sent.draftId}>
      <div className="draft-item__main">
        <div className="draft-item__heading">
          <strong className="draft-item__name">{sent.fileName}</strong>
          <DraftStatusBadge status="sent" />
        </div>
        <p className="draft-item__meta muted">
          {t.sentAs(sent.loadId)} · {t.invoices(sent.totalInvoices)} · {formatManaguaDateTime(sent.sentAt)}
        </p>
      </div>
      <div className="draft-item__actions">
        <Button size="small" onClick={onForget} aria-label={t.forgetLabel(sent.fileName)}>
          {t.forget}
        </Button>
      </div>
    </li>
  );
}
