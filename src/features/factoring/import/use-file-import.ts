import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { requestPersistentStorage } from './drafts/persistent-storage';
import { DraftStorageError } from './drafts/draft-storage-error';
import { importBridge, ImportBridgeError, type ParseRequest } from '@/lib/import-bridge';
import { IMPORT_MARKS, markImport } from '@/lib/import-marks';
import { guardUnloadUntil } from '@/lib/guard-unload';
import { afterNextPaint } from '@/lib/use-after-paint';
import { logger } from '@/lib/logger';
import { IMPORT_ERRORS } from '@workers/import-engine/index';
import type { ColumnChoice } from '@workers/import-engine/index';
import { lastFiles } from './columns/last-files';
import { rememberedColumns } from './columns/remembered-columns';
import { draftFromResult } from './draft-from-result';
import { showWhileStoring } from './draft-queries';
import { draftStore } from './draft-runtime';
import { nothingToImport } from './nothing-to-import';
import type { NewDraft } from './drafts/draft-types';
import { contentFingerprint, sameContentDraft } from './drafts/same-content';
import { fileImportTransition, idleImport } from './import-machine';

/**
 * A read that ends sooner shows no progress. A bar that flashes for a few tens of milliseconds
 * tells the debtor nothing, and each of its updates made the page render a frame while the
 * worker read the file, taking processor time from it on a two-core machine.
 */
export const PROGRESS_AFTER_MS = 300;

/** The draft's write waits for the review's first frame, or this long in a page that paints none. */
const WRITE_AFTER_MS = 100;

export interface ImportFileOptions {
  /** Columns the debtor matched by hand for these headers: the file is read with them. */
  readonly chosen?: { readonly signature: string; readonly map: ColumnChoice };
  /** The draft this read replaces (the same file, its columns matched again): discarded once the new one is stored. */
  readonly replacing?: string;
  /** The sheet to read, by name, when the debtor chose one (the first holds no invoice table). */
  readonly sheet?: string | undefined;
}

/**
 * Reads a dropped or chosen file in the worker, then hands the draft to the review while
 * IndexedDB stores it; `onSaved` gets the new draft's id, to open its review.
 */
export function useFileImport(userId: number, onSaved: (draftId: string) => void) {
  const queryClient = useQueryClient();
  const [state, send] = useReducer(fileImportTransition, idleImport);
  const current = useRef<{ readonly run: number; readonly controller: AbortController } | null>(null);
  const waiting = useRef<NewDraft | null>(null);
  // The last file read, for the offer to read another of its sheets.
  const lastFile = useRef<ParseRequest | null>(null);
  const runs = useRef(0);

  useEffect(() => {
    // The import page is open: its worker starts now, so a chosen file is read without waiting for it.
    importBridge().warm();
    return () => {
      current.current?.controller.abort();
    };
  }, []);

  async function importFile(file: ParseRequest, options: ImportFileOptions = {}): Promise<void> {
    current.current?.controller.abort();
    const controller = new AbortController();
    const run = (runs.current += 1);
    current.current = { run, controller };
    // The machine ignores a replaced read's events; this stops its work (storing, opening).
    const mine = () => current.current?.run === run;
    lastFile.current = file;
    send({ type: 'read', run, fileName: file.name });
    // The latest fraction, so that the bar appears where the read is.
    let fraction = 0;
    const reveal = setTimeout(() => {
      send({ type: 'reveal', run, fraction });
    }, PROGRESS_AFTER_MS);
    // Read while the worker reads the file, for the same-content check after it.
    const heads = draftStore.listHeads(userId);
    heads.catch(() => undefined);
    try {
      const { chosen, sheet } = options;
      const remembered = { ...rememberedColumns(userId), ...(chosen ? { [chosen.signature]: chosen.map } : {}) };
      const result = await importBridge()
        .parseInvoiceFile(file, {
          signal: controller.signal,
          remembered,
          ...(sheet ? { sheet } : {}),
          onProgress: (latest) => {
            fraction = latest;
            send({ type: 'progress', run, fraction });
          },
        })
        // Once the read has ended, however it ended, its progress is never revealed.
        .finally(() => {
          clearTimeout(reveal);
        });
      if (!mine()) return;
      if (!result.ok) {
        send({ type: 'refused', run, message: result.error, hint: result.hint });
        return;
      }
      const empty = nothingToImport(result);
      if (empty) {
        send({ type: 'refused', run, ...empty });
        return;
      }
      send({ type: 'read-ok', run });
      void requestPersistentStorage();
      const parsed = draftFromResult(userId, file, result);
      const prepared: NewDraft = { ...parsed, contentHash: await contentFingerprint(parsed.rows) };
      // Read again for its columns, the file replaces its own draft: no other draft is offered.
      const existing = options.replacing ? undefined : sameContentDraft(await heads, prepared.contentHash ?? '');
      if (!mine()) return;
      if (existing) {
        waiting.current = prepared;
        send({ type: 'same-content', run, existing });
        return;
      }
      await openWhileStoring(prepared, mine, file, options.replacing);
    } catch (error) {
      if (!mine()) return;
      if (error instanceof ImportBridgeError && error.kind === 'aborted') {
        send({ type: 'cancelled', run });
        return;
      }
      if (!(error instanceof ImportBridgeError || error instanceof DraftStorageError))
        logger.error('La importación falló de forma inesperada.', error);
      const message =
        error instanceof ImportBridgeError || error instanceof DraftStorageError
          ? error.message
          : IMPORT_ERRORS.processing;
      send({ type: 'refused', run, message });
    }
  }

  /**
   * The review opens with the draft in memory, and IndexedDB writes it once the review is on
   * screen: waiting for the write (15–20 ms for 500 invoices) and then reading the draft back
   * (about 40 ms) took a third of the import's time. The review sends and edits only the stored
   * draft, and shows a failed write with its reason (see `showWhileStoring` in draft-queries.ts).
   */
  async function openWhileStoring(
    prepared: NewDraft,
    mine: () => boolean,
    file?: ParseRequest,
    replacing?: string,
  ): Promise<void> {
    const draft = draftStore.prepare(prepared);
    // The write begins once the review is painted: its part on this thread (the rows written into
    // IndexedDB's copy, Dexie's bookkeeping) held the first frame of a 500-invoice review 5-8 ms.
    let begin: () => void = () => undefined;
    const stored = new Promise<void>((resolve) => {
      begin = resolve;
    }).then(() => draftStore.add(draft, replacing));
    if (file) lastFiles.keep(draft.id, file);
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
    // The review renders in this task: the next frame is the one that shows it. A replaced read's
    // draft is stored all the same, as it was handed over. A page hidden before that frame paints
    // none: there the write waits no longer than WRITE_AFTER_MS.
    afterNextPaint(begin, WRITE_AFTER_MS);
  }

  /** The debtor chose to keep a second draft of the same content. */
  async function importAgain(): Promise<void> {
    const prepared = waiting.current;
    const run = current.current?.run;
    if (!prepared || run === undefined) return;
    waiting.current = null;
    send({ type: 'import-again', run });
    await openWhileStoring(prepared, () => current.current?.run === run);
  }

  return {
    state,
    importFile: (file: ParseRequest, options?: ImportFileOptions) => void importFile(file, options),
    importAgain: () => void importAgain(),
    /** Reads the last file again, from the sheet the review offered. */
    readSheet: (sheet: string) => {
      if (lastFile.current) void importFile(lastFile.current, { sheet });
    },
    openExisting: (draftId: string) => {
      waiting.current = null;
      onSaved(draftId);
    },
    cancel: () => current.current?.controller.abort(),
    /** The file is near (pointer or focus on the drop zone): a worker stopped while idle starts again. */
    warm: () => {
      importBridge().warm();
    },
  };
}
