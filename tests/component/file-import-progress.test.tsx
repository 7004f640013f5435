import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ImportBridgeModule from '@/lib/import-bridge';
import type { CallOptions, ParseRequest } from '@/lib/import-bridge';
import type { ImportResult } from '../../workers/import-engine/types';
import { PROGRESS_AFTER_MS, useFileImport } from '@/features/factoring/import/use-file-import';

/** The read in progress: the test decides when the worker reports and when it answers. */
interface PendingRead {
  readonly options: CallOptions;
  readonly answer: (result: ImportResult) => void;
}

const reads = vi.hoisted(() => ({ pending: [] as PendingRead[] }));

vi.mock('@/lib/import-bridge', async (importOriginal) => {
  const actual = await importOriginal<typeof ImportBridgeModule>();
  return {
    ...actual,
    importBridge: () => ({
      warm: () => undefined,
      parseInvoiceFile: (_file: ParseRequest, options: CallOptions = {}) =>
        new Promise<ImportResult>((resolve, reject) => {
          options.signal?.addEventListener('abort', () => {
            reject(new actual.ImportBridgeError('aborted'));
          });
          reads.pending.push({ options, answer: resolve });
        }),
    }),
  };
});

vi.mock('@/features/factoring/import/draft-runtime', () => ({
  draftStore: { listHeads: () => Promise.resolve([]) },
}));

const file: ParseRequest = new File([new Uint8Array(8)], 'facturas.xlsx');

function currentRead(): PendingRead {
  const read = reads.pending.at(-1);
  if (!read) throw new Error('no read started');
  return read;
}

/** The import hands its draft to the review through the query cache. */
const withQueryClient = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

/** Lets the hook's awaits and React's updates run without moving the clock. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('useFileImport: progress of a read', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reads.pending.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`shows nothing of a read that ends within ${PROGRESS_AFTER_MS} ms, whatever the worker reports`, async () => {
    const { result } = renderHook(() => useFileImport(7, () => undefined), { wrapper: withQueryClient });
    act(() => {
      result.current.importFile(file);
    });
    await settle();
    expect(result.current.state).toMatchObject({
      kind: 'parsing',
      fileName: 'facturas.xlsx',
      fraction: 0,
      shown: false,
    });

    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_AFTER_MS - 100));
    act(() => currentRead().options.onProgress?.(0.6));
    expect(result.current.state).toMatchObject({
      kind: 'parsing',
      fileName: 'facturas.xlsx',
      fraction: 0,
      shown: false,
    });

    act(() => currentRead().answer({ ok: false, error: 'Su archivo excede las 500 filas' }));
    await settle();
    expect(result.current.state).toMatchObject({
      kind: 'rejected',
      fileName: 'facturas.xlsx',
      message: 'Su archivo excede las 500 filas',
      hint: undefined,
    });
  });

  it(`shows a longer read from ${PROGRESS_AFTER_MS} ms, follows it, and cancels it`, async () => {
    const { result } = renderHook(() => useFileImport(7, () => undefined), { wrapper: withQueryClient });
    act(() => {
      result.current.importFile(file);
    });
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_AFTER_MS - 1));
    act(() => currentRead().options.onProgress?.(0.2));
    expect(result.current.state).toMatchObject({ kind: 'parsing', fraction: 0, shown: false });

    // It appears where the read is, not at zero.
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.state).toMatchObject({
      kind: 'parsing',
      fileName: 'facturas.xlsx',
      fraction: 0.2,
      shown: true,
    });
    act(() => currentRead().options.onProgress?.(0.42));
    expect(result.current.state).toMatchObject({
      kind: 'parsing',
      fileName: 'facturas.xlsx',
      fraction: 0.42,
      shown: true,
    });

    act(() => {
      result.current.cancel();
    });
    await settle();
    expect(result.current.state).toMatchObject({ kind: 'cancelled' });
  });
});
