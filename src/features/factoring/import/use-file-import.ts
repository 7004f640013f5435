import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { requestPersistentStorage } from './drafts/persistent-storage';
import { DraftStorageError } from './drafts/draft-storage-error';
import { importBridge, ImportBridgeError, type ParseRequest } from '../../../lib/import-bridge';
import { IMPORT_MARKS, markImport } from '../../../lib/import-marks';
import { guardUnloadUntil } from '../../../lib/guard-unload';
import { logger } from '../../../lib/logger';
import { IMPORT_ERRORS } from '../../../../workers/import-engine/index';
import type { ColumnMap } from '../../../../workers/import-engine/index';
import { lastFiles } from './columns/last-files';
import { rememberedColumns } from './columns/remembered-columns';
import { draftFromResult } from './draft-from-result';
import { showWhileStoring, writeOf } from './draft-queries';
import { draftStore } from './draft-runtime';
import { nothingToImport } from './nothing-to-import';
import type { DraftHead, NewDraft } from './drafts/draft-types';
import { contentFingerprint, sameContentDraft } from './drafts/same-content';

export type FileImportState =
  | { readonly kind: 'idle' }
  /** `shown`: the read has taken long enough for its progress to be worth showing. */
  | { readonly kind: 'parsing'; readonly fileName: string; readonly fraction: number; readonly shown: boolean }
  | { readonly kind: 'saving'; readonly fileName: string }
  /** The file holds exactly what an unsent draft holds: open that one, or import it again. */
  | { readonly kind: 'same-content'; readonly fileName: string; readonly existing: DraftHead }
  | {
      readonly kind: 'rejected';
      readonly fileName: string;
      readonly message: string;
      /** What the debtor can do about it, shown under the message. */
      readonly hint?: string | undefined;
    }
  | { readonly kind: 'cancelled' };

/**
 * A read that ends sooner shows no progress. A bar that flashes for a few tens of milliseconds
 * tells the debtor nothing, and each of its updates made the page render a frame while the
 * worker read the file, taking processor time from it on a two-core machine.
 */
export const PROGRESS_AFTER_MS = 300;

export interface ImportFileOptions {
  /** Columns the debtor matched by hand for these headers: the file is read with them. */
  readonly chosen?: { readonly signature: string; readonly map: ColumnMap };
  /** The draft this read replaces (the same file, its columns matched again): discarded once the new one is stored. */
  readonly replacing?: string;
}

/**
 * Reads a dropped or chosen file in the worker, then hands the draft to the review while
 * IndexedDB stores it; `onSaved` gets the new draft's id, to open its review.
 */
export function useFileImport(userId: number, onSaved: (draftId: string) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<FileImportState>({ kind: 'idle' });
  const current = useRef<AbortController | null>(null);
  const waiting = useRef<NewDraft | null>(null);

  useEffect(() => {
    // The import page is open: its worker starts now, so a chosen file is read without waiting for it.
    importBridge().warm();
    return () => {
      current.current?.abort();
    };
  }, []);

  async function importFile(file: ParseRequest, options: ImportFileOptions = {}): Promise<void> {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const mine = () => current.current === controller;
    setState({ kind: 'parsing', fileName: file.name, fraction: 0, shown: false });
    // The latest fraction is kept while hidden, so the bar appears where the read is.
    const progress = { shown: false, fraction: 0 };
    const reveal = setTimeout(() => {
      progress.shown = true;
      if (mine())
        setState((state) =>
          state.kind === 'parsing' ? { ...state, fraction: progress.fraction, shown: true } : state,
        );
    }, PROGRESS_AFTER_MS);
    // Read while the worker reads the file, for the same-content check after it.
    const heads = draftStore.listHeads(userId);
    heads.catch(() => undefined);
    try {
      const { chosen } = options;
      const remembered = { ...rememberedColumns(userId), ...(chosen ? { [chosen.signature]: chosen.map } : {}) };
      const result = await importBridge()
        .parseInvoiceFile(file, {
          signal: controller.signal,
          remembered,
          onProgress: (fraction) => {
            progress.fraction = fraction;
            if (mine() && progress.shown)
              setState((state) => (state.kind === 'parsing' ? { ...state, fraction } : state));
          },
        })
        // Once the read has ended, however it ended, its progress is never revealed.
        .finally(() => {
          clearTimeout(reveal);
        });
      if (!mine()) return;
      if (!result.ok) {
        setState({ kind: 'rejected', fileName: file.name, message: result.error, hint: result.hint });
        return;
      }
      const empty = nothingToImport(result);
      if (empty) {
        setState({ kind: 'rejected', fileName: file.name, ...empty });
        return;
      }
      // A read too quick to show its progress goes straight to the review.
      if (progress.shown) setState({ kind: 'saving', fileName: file.name });
      void requestPersistentStorage();
      const parsed = draftFromResult(userId, file, result);
      const prepared: NewDraft = { ...parsed, contentHash: await contentFingerprint(parsed.rows) };
      // Read again for its columns, the file replaces its own draft: no other draft is offered.
      const existing = options.replacing ? undefined : sameContentDraft(await heads, prepared.contentHash ?? '');
      if (!mine()) return;
      if (existing) {
        waiting.current = prepared;
        setState({ kind: 'same-content', fileName: file.name, existing });
        return;
      }
      await openWhileStoring(prepared, mine, file, options.replacing);
    } catch (error) {
      if (!mine()) return;
      if (error instanceof ImportBridgeError && error.kind === 'aborted') {
        setState({ kind: 'cancelled' });
        return;
      }
      if (!(error instanceof ImportBridgeError || error instanceof DraftStorageError))
        logger.error('La importación falló de forma inesperada.', error);
      const message =
        error instanceof ImportBridgeError || error instanceof DraftStorageError
          ? error.message
          : IMPORT_ERRORS.processing;
      setState({ kind: 'rejected', fileName: file.name, message });
    }
  }

  /**
   * The review opens with the draft in memory while IndexedDB writes it: waiting for the write
   * (15–20 ms for 500 invoices) and then reading the draft back (about 40 ms) took a third of
   * the import's time. The review sends and edits only the stored draft, and shows a failed
   * write with its reason (see `showWhileStoring` in draft-queries.ts).
   */
  async function openWhileStoring(
    prepared: NewDraft,
    mine: () => boolean,
    file?: ParseRequest,
    replacing?: string,
  ): Promise<void> {
    const draft = draftStore.prepare(prepared);
    const stored = draftStore.add(draft);
    if (file) lastFiles.keep(draft.id, file);
    if (replacing) {
      // The draft replaced may still be on its way to IndexedDB (the debtor matched its columns
      // at once): it is discarded once both writes have settled, or its own write would bring it back.
      const replacedWrite = writeOf(queryClient, userId, replacing)?.catch(() => undefined);
      Promise.all([stored, replacedWrite])
        .then(
          () => draftStore.discard(userId, replacing),
          () => false,
        )
        .catch((error: unknown) => {
          logger.warn('No se pudo descartar el borrador reemplazado.', error);
        });
    }
    // The review shows the draft before it is stored: a reload meanwhile would abort the write.
    guardUnloadUntil(stored);
    stored.then(
      () => markImport(IMPORT_MARKS.draftSaved),
      (error: unknown) => {
        if (!(error instanceof DraftStorageError)) logger.error('No se pudo guardar la importación.', error);
      },
    );
    showWhileStoring(queryClient, draft, stored);
    markImport(IMPORT_MARKS.handOver);
    // The browser gets a turn before the review renders: with the fingerprint, the first render
    // of a 10 MB import's review made one task of 60 ms.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (mine()) onSaved(draft.id);
  }

  /** The debtor chose to keep a second draft of the same content. */
  async function importAgain(): Promise<void> {
    const prepared = waiting.current;
    if (!prepared) return;
    waiting.current = null;
    setState({ kind: 'saving', fileName: prepared.fileName });
    await openWhileStoring(prepared, () => true);
  }

  return {
    state,
    importFile: (file: ParseRequest, options?: ImportFileOptions) => void importFile(file, options),
    importAgain: () => void importAgain(),
    openExisting: (draftId: string) => {
      waiting.current = null;
      onSaved(draftId);
    },
    cancel: () => current.current?.abort(),
    /** The file is near (pointer or focus on the drop zone): a worker stopped while idle starts again. */
    warm: () => {
      importBridge().warm();
    },
  };
}
