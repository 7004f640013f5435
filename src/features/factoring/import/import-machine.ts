import type { DraftHead } from './drafts/draft-types';

/**
 * The file import as a pure machine: what the debtor sees is a function of the events that the
 * read, the store and the debtor send, one at a time. The hook (`use-file-import.ts`) only runs
 * the work and sends events; every rule of what follows what lives here, tested in Node.
 *
 * Each read is a numbered run: an event of a run that a newer file replaced, or that the debtor
 * cancelled, changes nothing.
 */
export type FileImportState =
  | { readonly kind: 'idle' }
  /** `shown`: the read has taken long enough for its progress to be worth showing. */
  | {
      readonly kind: 'parsing';
      readonly run: number;
      readonly fileName: string;
      readonly fraction: number;
      readonly shown: boolean;
    }
  | { readonly kind: 'saving'; readonly run: number; readonly fileName: string }
  /** The file holds exactly what an unsent draft holds: open that one, or import it again. */
  | { readonly kind: 'same-content'; readonly run: number; readonly fileName: string; readonly existing: DraftHead }
  | {
      readonly kind: 'rejected';
      readonly run: number;
      readonly fileName: string;
      readonly message: string;
      /** What the debtor can do about it, shown under the message. */
      readonly hint?: string | undefined;
      /** A sheet of the same file to read instead (the first holds no invoice table). */
      readonly sheet?: string | undefined;
    }
  | { readonly kind: 'cancelled'; readonly run: number };

export type FileImportEvent =
  /** A file was dropped or chosen: its read starts, replacing any read still running. */
  | { readonly type: 'read'; readonly run: number; readonly fileName: string }
  /** The read has lasted long enough to show its progress: the bar appears where the read is. */
  | { readonly type: 'reveal'; readonly run: number; readonly fraction: number }
  | { readonly type: 'progress'; readonly run: number; readonly fraction: number }
  /** The file was read and holds invoices: its draft is prepared and stored. */
  | { readonly type: 'read-ok'; readonly run: number }
  | { readonly type: 'same-content'; readonly run: number; readonly existing: DraftHead }
  /** The debtor keeps a second draft of the same content. */
  | { readonly type: 'import-again'; readonly run: number }
  | {
      readonly type: 'refused';
      readonly run: number;
      readonly message: string;
      readonly hint?: string | undefined;
      readonly sheet?: string | undefined;
    }
  | { readonly type: 'cancelled'; readonly run: number };

export const idleImport: FileImportState = { kind: 'idle' };

const runOf = (state: FileImportState) => (state.kind === 'idle' ? undefined : state.run);

export function fileImportTransition(state: FileImportState, event: FileImportEvent): FileImportState {
  if (event.type === 'read')
    return { kind: 'parsing', run: event.run, fileName: event.fileName, fraction: 0, shown: false };
  // Only the newest read speaks: a replaced or cancelled one may still be settling.
  if (event.run !== runOf(state)) return state;
  switch (event.type) {
    case 'reveal':
      return state.kind === 'parsing' ? { ...state, fraction: event.fraction, shown: true } : state;
    case 'progress':
      // While hidden, the very same state: a read that ends soon renders nothing at all (each
      // update was a frame taken from the worker's processor time on a two-core machine).
      return state.kind === 'parsing' && state.shown ? { ...state, fraction: event.fraction } : state;
    case 'read-ok':
      // A read too quick to show its progress goes straight to the review, with nothing between.
      return state.kind === 'parsing' && state.shown
        ? { kind: 'saving', run: state.run, fileName: state.fileName }
        : state;
    case 'same-content':
      return state.kind === 'parsing' || state.kind === 'saving'
        ? { kind: 'same-content', run: event.run, fileName: state.fileName, existing: event.existing }
        : state;
    case 'import-again':
      return state.kind === 'same-content' ? { kind: 'saving', run: state.run, fileName: state.fileName } : state;
    case 'refused':
      return state.kind === 'parsing' || state.kind === 'saving'
        ? {
            kind: 'rejected',
            run: event.run,
            fileName: state.fileName,
            message: event.message,
            hint: event.hint,
            ...(event.sheet ? { sheet: event.sheet } : {}),
          }
        : state;
    case 'cancelled':
      return state.kind === 'parsing' || state.kind === 'saving' ? { kind: 'cancelled', run: event.run } : state;
  }
}
