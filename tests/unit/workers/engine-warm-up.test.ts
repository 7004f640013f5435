import { describe, expect, it } from 'vitest';
import {
  ENGINE_WARM_MARK,
  interruptWarmUp,
  WARM_PASSES,
  WARM_ROWS,
  warmUpEngine,
} from '../../../workers/engine-warm-up';
import { importWorkerApi } from '../../../workers/import-worker-api';

const counts = (results: Awaited<ReturnType<typeof warmUpEngine>>) =>
  results.map((result) => (result.ok ? result.summary.totalInvoices : result.error));

describe('warmUpEngine', () => {
  it('reads its small .xlsx and .xls, then its large sample, through the whole engine without an issue, then marks the worker warm', async () => {
    performance.clearMarks(ENGINE_WARM_MARK);
    const results = await warmUpEngine();
    expect(counts(results)).toEqual([1, 1, ...Array<number>(WARM_PASSES).fill(WARM_ROWS)]);
    expect(results.flatMap((result): unknown[] => (result.ok ? [...result.issues] : [result.error]))).toEqual([]);
    expect(performance.getEntriesByName(ENGINE_WARM_MARK)).toHaveLength(1);
  });

  it('reads no further sample once a call reaches the worker, and still marks it warm', async () => {
    performance.clearMarks(ENGINE_WARM_MARK);
    const warming = warmUpEngine();
    interruptWarmUp();
    expect(await warming).toEqual([]);
    expect(performance.getEntriesByName(ENGINE_WARM_MARK)).toHaveLength(1);
  });

  it('is interrupted by a debtor’s parse that arrives while it runs', async () => {
    const warming = warmUpEngine();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await importWorkerApi.parseInvoiceFile({ name: 'vacio.xlsx', blob: new Blob([]) }, () => undefined);
    expect((await warming).length).toBeLessThan(2 + WARM_PASSES);
  });
});
