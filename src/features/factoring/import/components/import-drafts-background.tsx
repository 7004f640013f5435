import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { startDraftOutbox, type DraftOutbox } from '@/features/factoring/import/drafts/draft-outbox';
import { logger } from '@/lib/logger';
import { registerLogoutConfirmer } from '@/lib/logout-confirmation';
import { session } from '@/lib/session/session';
import { refreshLoads } from '@/features/factoring/import/api/recent-imports';
import { draftSender, draftStore } from '@/features/factoring/import/draft-runtime';
import { markOffered, offeredThisSignIn } from '@/features/factoring/import/sign-in-marker';
import { DraftsOffer } from './drafts-offer';
import { LogoutDraftsDialog, type LogoutDraftsChoice } from './logout-drafts-dialog';
import '@/features/factoring/import/import.css';

let purge: Promise<unknown> | null = null;

/** Drafts older than 7 days leave the device once per start, before anything is retried. */
function purgeOldDrafts(): Promise<unknown> {
  purge ??= draftStore.purgeOlderThan().catch((error: unknown) => {
    logger.warn('No se pudieron purgar los borradores antiguos.', error);
  });
  return purge;
}

interface LogoutQuestion {
  readonly count: number;
  readonly answer: (goOn: boolean) => void;
}

/**
 * What the import does while a debtor is signed in, on any page: purges old drafts, sends queued
 * ones (at start, when the connection returns, on backoff), asks keep-or-delete before an
 * explicit logout, and after a new sign-in offers to go back to unsent imports.
 */
export function ImportDraftsBackground({ userId }: { readonly userId: number }) {
  const queryClient = useQueryClient();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [question, setQuestion] = useState<LogoutQuestion | null>(null);
  const [offer, setOffer] = useState<number | null>(null);

  useEffect(() => {
    let outbox: DraftOutbox | null = null;
    let stopped = false;
    void purgeOldDrafts().then(() => {
      if (stopped) return;
      outbox = startDraftOutbox({
        ...draftSender,
        userId,
        onOutcome: (outcome) => {
          if (outcome.kind === 'sent') void refreshLoads(queryClient);
        },
      });
    });
    return () => {
      stopped = true;
      outbox?.stop();
    };
  }, [userId, queryClient]);

  useEffect(
    () =>
      registerLogoutConfirmer(async () => {
        const count = await draftStore.countUnsent(userId);
        if (count === 0) return true;
        return new Promise<boolean>((resolve) => {
          setQuestion({ count, answer: resolve });
        });
      }),
    [userId],
  );

  useEffect(() => {
    const { token } = session.getSnapshot();
    if (offeredThisSignIn(token)) return;
    let active = true;
    draftStore
      .countUnsent(userId)
      .then((count) => {
        if (!active) return;
        markOffered(token);
        if (count > 0) setOffer(count);
      })
      .catch((error: unknown) => {
        logger.warn('No se pudieron contar los borradores sin enviar.', error);
      });
    return () => {
      active = false;
    };
  }, [userId]);

  const choose = async (choice: LogoutDraftsChoice) => {
    if (!question) return;
    if (choice === 'delete') {
      try {
        await draftStore.discardUnsent(userId);
      } catch (error) {
        logger.error('No se pudieron eliminar los borradores al cerrar sesión.', error);
      }
    }
    setQuestion(null);
    question.answer(choice !== 'stay');
  };

  // On the import page itself the drafts are listed; the offer would only repeat them.
  const showOffer = offer !== null && !pathname.startsWith('/factoring/importar');
  return (
    <>
      {showOffer && <DraftsOffer count={offer} onDismiss={() => setOffer(null)} />}
      <LogoutDraftsDialog count={question?.count ?? null} onChoose={choose} />
    </>
  );
}
