import { describe, expect, it } from 'vitest';
import { ENGINE_WARM_MARK, warmUpEngine } from '../../../workers/engine-warm-up';

describe('warmUpEngine', () => {
  it('reads its sample .xlsx and .xls through the whole engine, one invoice each, then marks the worker warm', async () => {
    const results = await warmUpEngine();
    expect(results.map((result) => (result.ok ? result.summary.totalInvoices : result.error))).toEqual([1, 1]);
    expect(results.map((result) => (result.ok ? result.issues : []))).toEqual([[], []]);
    expect(performance.getEntriesByName(ENGINE_WARM_MARK)).toHaveLength(1);
  });
});
