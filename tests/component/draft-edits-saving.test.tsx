import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ImportBridgeModule from '@/lib/import-bridge';
import { DraftChangedError, DraftTransitionError } from '@/features/factoring/import/drafts/draft-status';
import { DraftStorageError, draftStorageMessages } from '@/features/factoring/import/drafts/draft-storage-error';
import type { Draft, DraftRevision } from '@/features/factoring/import/drafts/draft-types';
import { useDraftEdits } from '@/features/factoring/import/edits/use-draft-edits';
import { logger } from '@/lib/logger';
import { invoiceRow, newDraft } from '../unit/features/import-drafts/draft-builders';

/** A write to IndexedDB in progress: the test decides when it ends, and how. */
interface PendingWrite {
  readonly revision: DraftRevision;
  /** The version of the draft the edit was made on. */
  readonly basedOn: number;
  readonly store: () => void;
  readonly fail: (error?: Error) => void;
}

const writes = vi.hoisted(() => ({ pending: [] as PendingWrite[] }));

// The engine revises in process, as it would in the worker.
vi.mock('@/lib/import-bridge', async (importOriginal) => {
  const actual = await importOriginal<typeof ImportBridgeModule>();
  const { reviseRows } = await import('../../workers/import-engine/revise');
  return {
    ...actual,
    importBridge: () => ({
      reviseRows: (...args: Parameters<typeof reviseRows>) => Promise.resolve(reviseRows(...args)),
    }),
  };
});

vi.mock('@/features/factoring/import/draft-runtime', () => ({
  draftStore: {
    // Read again when another tab's edit came first (DraftChangedError): the draft as it is now.
    get: () => Promise.resolve(stored),
    revise: (_userId: number, _id: string, revision: DraftRevision, basedOn: number) =>
      new Promise<Draft>((resolve, reject) => {
        writes.pending.push({
          revision,
          basedOn,
          store: () => {
            resolve({ ...stored, ...revision, updatedAt: basedOn + 1 });
          },
          fail: (error = new Error('IndexedDB falló')) => {
            reject(error);
          },
        });
      }),
  },
}));

const stored: Draft = {
  ...newDraft(7, { rows: 2 }),
  id: 'borrador-1',
  createdAt: 1,
  updatedAt: 1,
  idempotencyKey: 'clave-1',
  status: 'saved',
  lastError: null,
  attempts: 0,
  nextAttemptAt: null,
};

const renameFirst = { kind: 'edit', row: invoiceRow(0).rowNumber, column: 'invoiceNumber' } as const;

function currentWrite(): PendingWrite {
  const write = writes.pending.at(-1);
  if (!write) throw new Error('no write started');
  return write;
}

/** What the browser does before it leaves the page: true when the page asked to stay. */
function leaving(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Lets the engine's answer and React's updates through. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** An edit the engine has revised and whose write is pending, for a test to fail; what is logged is kept quiet. */
async function editToFail() {
  vi.spyOn(logger, 'error').mockImplementation(() => undefined);
  const { result } = renderHook(() => useDraftEdits(7, stored));
  act(() => {
    result.current.run({ kind: 'apply', changes: [{ ...renameFirst, input: { kind: 'text', text: 'F-3' } }] });
  });
  await settle();
  return { result, waited: result.current.stored() };
}

describe('useDraftEdits: an edit on screen before it is stored', () => {
  beforeEach(() => {
    writes.pending.length = 0;
  });

  it('shows the edit at once, says it is saving and keeps the page until it is stored; then the send may read it', async () => {
    const { result } = renderHook(() => useDraftEdits(7, stored));
    act(() => {
      result.current.run({ kind: 'apply', changes: [{ ...renameFirst, input: { kind: 'text', text: 'F-77777' } }] });
    });
    await settle();

    expect(result.current.draft.rows[0]?.invoiceNumber).toBe('F-77777');
    expect(result.current.saving).toBe(true);
    expect(leaving()).toBe(true);
    let storedYet = false;
    const waited = result.current.stored().then((ok) => {
      storedYet = ok;
    });
    await settle();
    expect(storedYet).toBe(false);

    expect(currentWrite().revision.rows[0]?.invoiceNumber).toBe('F-77777');
    currentWrite().store();
    await act(() => waited);
    expect(storedYet).toBe(true);
    expect(result.current.saving).toBe(false);
    expect(leaving()).toBe(false);
  });

  it('makes each edit on the version the one before it stored, so that only another tab’s edit is a change to catch up with', async () => {
    const { result } = renderHook(() => useDraftEdits(7, stored));
    act(() => {
      result.current.run({ kind: 'apply', changes: [{ ...renameFirst, input: { kind: 'text', text: 'F-1' } }] });
    });
    await settle();
    expect(currentWrite().basedOn).toBe(stored.updatedAt);
    currentWrite().store();
    await act(() => result.current.stored());

    act(() => {
      result.current.run({ kind: 'apply', changes: [{ ...renameFirst, input: { kind: 'text', text: 'F-2' } }] });
    });
    await settle();
    expect(currentWrite().basedOn).toBe(stored.updatedAt + 1);
    expect(currentWrite().revision.rows[0]?.invoiceNumber).toBe('F-2');
    currentWrite().store();
    await act(() => result.current.stored());
  });

  it.each([
    ['a full disk', new DraftStorageError('quota', new Error('QuotaExceededError')), draftStorageMessages.quota],
    [
      'a newer portal in another tab',
      new DraftStorageError('upgraded', new Error('VersionError')),
      draftStorageMessages.upgraded,
    ],
    [
      'a send from another tab',
      new DraftTransitionError('queued', 'queued'),
      'El cambio no se guardó: esta importación se está enviando o ya se envió desde otra pestaña.',
    ],
  ])('an edit not stored because of %s says why, not to try again', async (_cause, error, message) => {
    const { result, waited } = await editToFail();
    currentWrite().fail(error);
    await expect(act(() => waited)).resolves.toBe(false);
    expect(result.current.error).toBe(message);
  });

  it('an edit another tab’s edit beat twice, on the draft as read and on it read again, says so and asks to try again', async () => {
    const { result, waited } = await editToFail();
    const first = currentWrite();
    first.fail(new DraftChangedError());
    await settle();
    // Made again on the draft read anew: a second write, which another tab's edit beats too.
    expect(currentWrite()).not.toBe(first);
    currentWrite().fail(new DraftChangedError());
    await expect(act(() => waited)).resolves.toBe(false);
    expect(result.current.error).toBe(
      'El cambio no se guardó: otra pestaña estaba cambiando esta importación al mismo tiempo. Inténtelo de nuevo.',
    );
  });

  it('an edit that cannot be stored: the screen goes back to the stored draft, says so, and the send is told', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useDraftEdits(7, stored));
    act(() => {
      result.current.run({ kind: 'apply', changes: [{ ...renameFirst, input: { kind: 'text', text: 'F-88888' } }] });
    });
    await settle();
    const waited = result.current.stored();

    currentWrite().fail();
    await expect(act(() => waited)).resolves.toBe(false);
    expect(result.current.draft.rows[0]?.invoiceNumber).toBe(invoiceRow(0).invoiceNumber);
    expect(result.current.error).toBe('No se pudo guardar el cambio en este dispositivo. Inténtelo de nuevo.');
    expect(result.current.saving).toBe(false);
    expect(leaving()).toBe(false);
    expect(logged).toHaveBeenCalledOnce();
  });
});
