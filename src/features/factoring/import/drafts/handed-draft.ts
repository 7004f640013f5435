import type { Draft } from './draft-types';

/** Where the write of a handed draft is. */
export type HandedWrite =
  | { readonly status: 'storing' }
  | { readonly status: 'stored' }
  | { readonly status: 'failed'; readonly error: unknown };

export interface HandedDraft {
  readonly draft: Draft;
  readonly write: HandedWrite;
}

/**
 * The draft an import has just read, handed in memory to the review that opens next while it is
 * written to IndexedDB. The review paints it at once instead of waiting for the write and then
 * for its own first read, which gave back the same draft tens of milliseconds later. Until the
 * write has succeeded the review neither sends nor edits it (both work on the stored draft),
 * and a failed write is shown there, with its reason.
 */
let handed: HandedDraft | null = null;
let handedWrite: Promise<unknown> | null = null;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export const handedDraft = {
  /** `stored` settles with the draft's write; the latest hand-over replaces any earlier one. */
  give(draft: Draft, stored: Promise<unknown>): void {
    const entry: HandedDraft = { draft, write: { status: 'storing' } };
    handed = entry;
    handedWrite = stored;
    const settle = (write: HandedWrite) => {
      if (handed !== entry) return;
      handed = { draft, write };
      notify();
    };
    stored.then(
      () => settle({ status: 'stored' }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    notify();
  },
  /** The hand-over of this draft, the same object until its write settles (a React snapshot). */
  peek(userId: number, id: string): HandedDraft | undefined {
    return handed?.draft.id === id && handed.draft.userId === userId ? handed : undefined;
  },
  /**
   * The write of this draft while it is the one handed over (settled or not), so that what
   * replaces it can wait for it: a draft discarded before its own write lands would come back.
   */
  writeOf(id: string): Promise<unknown> | undefined {
    return handed?.draft.id === id ? (handedWrite ?? undefined) : undefined;
  },
  /** The review has read the stored draft: it needs the hand-over no more. */
  drop(id: string): void {
    if (handed?.draft.id !== id) return;
    handed = null;
    handedWrite = null;
    notify();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
