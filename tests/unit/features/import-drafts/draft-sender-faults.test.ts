import { describe, expect, it, vi } from 'vitest';
import { ApiError, contractStatusCode } from '@/lib/http/api-error';
import { apiErrorMessages } from '@/lib/http/messages';
import { createLocalDraftLock } from '@/features/factoring/import/drafts/draft-lock';
import { draftSendMessages, sendDraft, type DraftSenderDeps } from '@/features/factoring/import/drafts/draft-sender';
import { newDraft, storeWithClock } from './draft-builders';

/**
 * What the import screen says when sending fails, for each way the client reports a failed call
 * (tests/integration/fault-matrix.test.ts shows which fault gives which error): the draft is kept
 * on every one, and only the failures that may pass are queued for an automatic retry.
 */

const ANA = 7;
const contractError = () =>
  new ApiError(apiErrorMessages.contract, { kind: 'contract', statusCode: contractStatusCode });

describe('a draft whose sending fails', () => {
  it.each([
    ['drop', new ApiError(apiErrorMessages.network, { kind: 'network' }), 'queued', draftSendMessages.noAnswer],
    ['timeout', new ApiError(apiErrorMessages.timeout, { kind: 'timeout' }), 'queued', draftSendMessages.noAnswer],
    [
      '500',
      new ApiError('Ocurrió un error interno. Por favor, inténtelo de nuevo.', { kind: 'http', statusCode: 500 }),
      'queued',
      draftSendMessages.serverBusy,
    ],
    [
      '503',
      new ApiError('Servicio no disponible temporalmente.', { kind: 'http', statusCode: 503 }),
      'queued',
      draftSendMessages.serverBusy,
    ],
    ['not-json', contractError(), 'failed', apiErrorMessages.contract],
    ['bad-contract', contractError(), 'failed', apiErrorMessages.contract],
  ] as const)(
    '%s: the draft is kept, queued only when the failure may pass, and the screen says why',
    async (_fault, error, status, message) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { store, clock } = storeWithClock();
      const submit = vi.fn<DraftSenderDeps['submit']>().mockRejectedValue(error);
      const deps: DraftSenderDeps = {
        store,
        lock: createLocalDraftLock(),
        submit,
        isOnline: () => true,
        now: () => clock.now,
        retryDelay: (n) => n * 1000,
      };
      const draft = await store.create(newDraft(ANA, { rows: 12 }));

      const outcome = await sendDraft(deps, ANA, draft.id);

      expect(outcome).toMatchObject({ kind: status, draft: { id: draft.id, status } });
      const kept = await store.get(ANA, draft.id);
      expect(kept).toMatchObject({ status, lastError: message, idempotencyKey: draft.idempotencyKey });
      expect(kept?.rows).toHaveLength(12);
    },
  );
});
