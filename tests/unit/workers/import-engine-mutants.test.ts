import { describe, expect, it } from 'vitest';
import { SPEC_MESSAGES } from '../../fixtures/import-expectations';
import { byteFlipMutants, MUTANT_SEED } from '../../fixtures/mutants';
import { invoiceRows, invoiceXls, invoiceXlsx } from '../../fixtures/spreadsheets';
import { runBounded, type EngineAnswer } from './support/bounded-engine';

const MUTANTS = 1_000;
/**
 * Per file, the worker's time limit in the app, shortened: the engine answers a 40-row file in
 * milliseconds, and a damaged .xls that SheetJS loops on is stopped here, as the bridge stops it.
 */
const BOUND_MS = 1_500;
/** SheetJS loops on a handful of damaged .xls files; many more would be news worth a failure. */
const MAX_STOPPED = 10;
const ANSWERS: readonly string[] = ['accepted', ...Object.values(SPEC_MESSAGES)];

function tally(answers: readonly EngineAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer.outcome] = (counts[answer.outcome] ?? 0) + 1;
  return counts;
}

describe.each([
  ['xlsx', invoiceXlsx],
  ['xls', invoiceXls],
] as const)(`1,000 byte-flip mutants of a valid .%s (seed ${MUTANT_SEED})`, (extension, build) => {
  it('each ends in an accepted file or a rejection message, within the time limit, and leaves Object.prototype alone', async () => {
    const mutants = byteFlipMutants(build(invoiceRows(40)), MUTANTS);
    const run = await runBounded(
      mutants.map((mutant) => ({ index: mutant.index, name: `facturas.${extension}`, bytes: mutant.bytes })),
      BOUND_MS,
    );
    const wrong = run.answers
      .filter((answer) => !ANSWERS.includes(answer.outcome) || answer.prototypeChanges.length > 0)
      .map((answer) => ({ ...answer, offsets: mutants[answer.index]?.offsets }));
    expect(wrong, 'mutants rebuilt by byteFlipMutants(original, 1000)[index]').toEqual([]);
    const stopped = run.answers.filter((answer) => answer.timedOut === true).length;
    expect(stopped).toBeLessThanOrEqual(MAX_STOPPED);
    expect(run.threads).toBe(1 + stopped);
    // The damage is real and varied: some copies still open, others fail in each way.
    const counts = tally(run.answers);
    expect(counts.accepted).toBeGreaterThan(50);
    expect(counts[SPEC_MESSAGES.conversion]).toBeGreaterThan(50);
    expect(counts[SPEC_MESSAGES.processing]).toBeGreaterThan(50);
  }, 120_000);
});
