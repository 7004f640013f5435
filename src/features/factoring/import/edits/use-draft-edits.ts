import { useLayoutEffect, useRef, useState } from 'react';
import { guardUnloadUntil } from '@/lib/guard-unload';
import { importBridge } from '@/lib/import-bridge';
import { logger } from '@/lib/logger';
import type { ColumnMap, ReviewRow, RowChange } from '@workers/import-engine/index';
import { draftStore } from '@/features/factoring/import/draft-runtime';
import { DraftChangedError, DraftTransitionError } from '@/features/factoring/import/drafts/draft-status';
import { DraftStorageError, draftErrorText } from '@/features/factoring/import/drafts/draft-storage-error';
import { editableStatuses } from '@/features/factoring/import/drafts/draft-types';
import type { Draft } from '@/features/factoring/import/drafts/draft-types';
import { editDraft } from './draft-editor';
import type { EditAction } from './draft-editor';
import { editMessages } from './edit-messages';

const revise = (rows: ReviewRow[], changes: RowChange[], columns?: ColumnMap) =>
  importBridge().reviseRows(rows, changes, { columns });

/**
 * Why an edit was not stored. A draft another tab queued or sent cannot change; a full disk, a
 * private window or a newer portal in another tab say what to do, since trying again would not help.
 */
function failureText(error: unknown): string {
  if (error instanceof DraftTransitionError) return editMessages.sentMeanwhile;
  // Made again on the draft as it was then, and still another tab's edit came first.
  if (error instanceof DraftChangedError) return editMessages.changedMeanwhile;
  if (error instanceof DraftStorageError && error.problem !== 'unknown') return draftErrorText(error);
  return editMessages.saveFailed;
}

/**
 * Edits of the draft under review, one at a time and in order, each built on the one before.
 * The grid shows an edit as soon as the engine has revised it, while it is being stored; the
 * stored draft (live from IndexedDB) takes over only when it is newer than this tab's last
 * edit (another tab edited it, or it was sent). Until every edit is stored, leaving or reloading
 * the page asks first: the browser would abort the write, and the edit shown would be lost.
 */
export function useDraftEdits(userId: number, stored: Draft) {
  const [mine, setMine] = useState<{ readonly draft: Draft; readonly savedAt: number | null } | null>(null);
  const [pending, setPending] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const draft =
    mine && mine.draft.id === stored.id && stored.updatedAt <= (mine.savedAt ?? Number.POSITIVE_INFINITY)
      ? mine.draft
      : stored;
  const latest = useRef(draft);
  useLayoutEffect(() => {
    latest.current = draft;
  }, [draft]);
  // Resolves with whether the last edit was stored.
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));

  const run = (action: EditAction) => {
    setPending((count) => count + 1);
    queue.current = queue.current.then(async () => {
      setFailure(null);
      try {
        const shown: { draft: Draft | null } = { draft: null };
        const onRevised = (revised: Draft) => {
          shown.draft = revised;
          latest.current = revised;
          setMine({ draft: revised, savedAt: null });
        };
        const next = await editDraft({ store: draftStore, revise, onRevised }, userId, latest.current, action);
        if (next) {
          // The stored draft holds what is shown already: keep the object shown, so nothing renders again.
          latest.current = next;
          setMine({ draft: shown.draft ?? next, savedAt: next.updatedAt });
        }
        return true;
      } catch (error) {
        logger.error('No se pudo guardar una edición del borrador.', error);
        // What is shown goes back to what is stored.
        setMine(null);
        setFailure(failureText(error));
        return false;
      } finally {
        setPending((count) => count - 1);
      }
    });
    guardUnloadUntil(queue.current);
  };

  return {
    draft,
    run,
    saving: pending > 0,
    /** Once every edit asked for so far is written: whether the last one was stored. */
    stored: () => queue.current,
    error: failure,
    editable: editableStatuses.includes(draft.status),
  };
}
