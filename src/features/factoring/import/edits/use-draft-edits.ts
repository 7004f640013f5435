import { useLayoutEffect, useRef, useState } from 'react';
import { importBridge } from '../../../../lib/import-bridge';
import { logger } from '../../../../lib/logger';
import { draftStore } from '../draft-runtime';
import { editableStatuses } from '../drafts/draft-types';
import type { Draft } from '../drafts/draft-types';
import { editDraft } from './draft-editor';
import type { EditAction } from './draft-editor';
import { editMessages } from './edit-messages';

const deps = {
  store: draftStore,
  revise: (...args: Parameters<ReturnType<typeof importBridge>['reviseRows']>) => importBridge().reviseRows(...args),
};

/**
 * Edits of the draft under review, one at a time and in order, each built on the one before.
 * The draft shown is the newest of the stored one (live from IndexedDB) and the one this tab
 * just stored, so the grid updates as soon as an edit is saved.
 */
export function useDraftEdits(userId: number, stored: Draft) {
  const [mine, setMine] = useState<Draft | null>(null);
  const [pending, setPending] = useState(0);
  const [failed, setFailed] = useState(false);
  const draft = mine && mine.id === stored.id && mine.updatedAt >= stored.updatedAt ? mine : stored;
  const latest = useRef(draft);
  useLayoutEffect(() => {
    latest.current = draft;
  }, [draft]);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const run = (action: EditAction) => {
    setPending((count) => count + 1);
    setFailed(false);
    queue.current = queue.current.then(async () => {
      try {
        const next = await editDraft(deps, userId, latest.current, action);
        if (next) {
          latest.current = next;
          setMine(next);
        }
      } catch (error) {
        logger.error('No se pudo guardar una edición del borrador.', error);
        setFailed(true);
      } finally {
        setPending((count) => count - 1);
      }
    });
  };

  return {
    draft,
    run,
    saving: pending > 0,
    error: failed ? editMessages.saveFailed : null,
    editable: editableStatuses.includes(draft.status),
  };
}
