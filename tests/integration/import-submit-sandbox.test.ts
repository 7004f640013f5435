import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from '../../sandbox/app';
import { messages } from '../../sandbox/messages';
import { invoicesOf } from '@/features/factoring/import/api/load-invoices';
import { draftFromResult } from '@/features/factoring/import/draft-from-result';
import { DraftDatabase } from '@/features/factoring/import/drafts/draft-database';
import { createLocalDraftLock } from '@/features/factoring/import/drafts/draft-lock';
import { sendDraft, type DraftSenderDeps } from '@/features/factoring/import/drafts/draft-sender';
import { createDraftStore, type DraftStore } from '@/features/factoring/import/drafts/draft-store';
import { setNavigator, type HttpClient } from '@/lib/http/client';
import { parseInvoiceFile } from '../../workers/import-engine/read-invoices';
import { invoiceRows, invoiceXlsx } from '../fixtures/spreadsheets';
import { withFreshStorages } from '../unit/lib/memory-storage';
import { clientOnSandbox, signInThroughClient } from './client-on-sandbox';

let sandbox: Sandbox;
let api: HttpClient;
let store: DraftStore;
let userId: number;

withFreshStorages();

beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  ({ sandbox, api } = clientOnSandbox());
  userId = (await signInThroughClient(api)).user_data.userId;
  store = createDraftStore({ db: new DraftDatabase(`submit-${Math.random().toString(36).slice(2)}`) });
});

afterEach(async () => {
  store.db.close();
  await Dexie.delete(store.db.name);
  setNavigator(null);
});

/** A real spreadsheet through the real engine, saved as this user's draft. */
async function draftOf(rows: number) {
  const file = { name: 'facturas.xlsx', bytes: invoiceXlsx(invoiceRows(rows)) };
  const result = await parseInvoiceFile(file);
  if (!result.ok) throw new Error(result.error);
  return store.create(draftFromResult(userId, { name: file.name, size: file.bytes.byteLength }, result));
}

function deps(): DraftSenderDeps {
  return {
    store,
    lock: createLocalDraftLock(),
    isOnline: () => true,
    retryDelay: () => 0,
    submit: (draft) =>
      api.callApi('loadInvoices', { body: { Invoices: invoicesOf(draft) }, idempotencyKey: draft.idempotencyKey }),
  };
}

describe('a draft sent to the real sandbox', () => {
  it('passes the LoadInvoices contract and creates one load with every invoice', async () => {
    const before = sandbox.state.factoring.loads.length;
    const draft = await draftOf(500);
    const outcome = await sendDraft(deps(), userId, draft.id);
    expect(outcome).toMatchObject({ kind: 'sent' });
    expect(sandbox.state.factoring.loads).toHaveLength(before + 1);
    const loads = await api.callApi('recentImports');
    expect(loads[0]).toMatchObject({ totalInvoices: 500, totalAmountNIO: 624_875, totalAmountUSD: 12_525 });
  });

  it('makes one load when every answer is lost after the server stored it, then answers on retry', async () => {
    const before = sandbox.state.factoring.loads.length;
    const draft = await draftOf(12);
    sandbox.faults.set([{ match: 'LoadInvoices', kind: 'drop', when: 'after' }]);
    const lost = await sendDraft(deps(), userId, draft.id);
    expect(lost).toMatchObject({ kind: 'queued', draft: { status: 'queued', attempts: 1 } });
    expect(sandbox.state.factoring.loads).toHaveLength(before + 1);

    sandbox.faults.clear();
    const retried = await sendDraft(deps(), userId, draft.id);
    expect(retried).toMatchObject({ kind: 'sent' });
    if (retried.kind !== 'sent') throw new Error('not sent');
    expect(sandbox.state.factoring.loads).toHaveLength(before + 1);
    expect(sandbox.state.factoring.loads.at(-1)?.idLoad).toBe(retried.sent.loadId);
  });

  it('keeps a refused draft with the server message (a 4xx), and never resends it by itself', async () => {
    const first = await draftOf(3);
    expect(await sendDraft(deps(), userId, first.id)).toMatchObject({ kind: 'sent' });
    // The server refuses a key it already used for another body: 422 with its own message.
    const second = await draftOf(4);
    const reusingKey: DraftSenderDeps = {
      ...deps(),
      submit: (draft) =>
        api.callApi('loadInvoices', { body: { Invoices: invoicesOf(draft) }, idempotencyKey: first.idempotencyKey }),
    };
    expect(await sendDraft(reusingKey, userId, second.id)).toMatchObject({ kind: 'failed', unauthorized: false });
    expect(await store.get(userId, second.id)).toMatchObject({
      status: 'failed',
      lastError: messages.idempotencyMismatch,
      nextAttemptAt: null,
    });
  });
});
