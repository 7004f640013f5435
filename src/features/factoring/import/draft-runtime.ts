import { createDraftLock } from './drafts/draft-lock';
import type { DraftSenderDeps } from './drafts/draft-sender';
import { createDraftStore } from './drafts/draft-store';
import { submitDraft } from './api/load-invoices';

/** The drafts of this browser (IndexedDB opens on first use). */
export const draftStore = createDraftStore();

/** What sending a draft needs: the store, the cross-tab lock and LoadInvoices. */
export const draftSender: DraftSenderDeps = { store: draftStore, lock: createDraftLock(), submit: submitDraft };
