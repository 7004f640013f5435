import { describe, expect, it } from 'vitest';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import { HOSTILE_CORPUS, type HostileExpectation } from '../../fixtures/hostile-corpus';
import { xlsWithFormulaCells } from '../../fixtures/hostile-xls';
import { expectAccepted, SPEC_MESSAGES } from '../../fixtures/import-expectations';
import { invoiceRows, invoiceXls } from '../../fixtures/spreadsheets';
import { runBounded } from './support/bounded-engine';

/**
 * Every case must end within this bound. The vulnerable readers this corpus targets take minutes
 * to hours on these files (or never end); the engine answers each in well under a second, and the
 * bound leaves room for a loaded CI machine.
 */
const BOUND_MS = 10_000;
/** A case SheetJS loops on is stopped after this long: it never ends, so waiting longer proves nothing. */
const LOOP_BOUND_MS = 1_000;

const outcomeOf = (expected: HostileExpectation) => ('accepted' in expected ? 'accepted' : expected.rejected);

describe('the hostile-file corpus', () => {
  it(
    'ends every case with exactly its expected answer, stopped by the time limit only where SheetJS loops, and Object.prototype untouched',
    async () => {
      const cases = HOSTILE_CORPUS.map((hostile, index) => ({
        index,
        name: hostile.name,
        bytes: hostile.build(),
        ...(hostile.loopsSheetJs ? { boundMs: LOOP_BOUND_MS } : {}),
      }));
      const run = await runBounded(cases, BOUND_MS);
      const report = run.answers.map((answer) => {
        const hostile = HOSTILE_CORPUS[answer.index];
        return {
          label: hostile?.label,
          outcome: answer.outcome,
          rows: answer.rows,
          stoppedByTimeLimit: answer.timedOut === true,
          prototypeChanges: answer.prototypeChanges,
        };
      });
      const expected = HOSTILE_CORPUS.map((hostile) => ({
        label: hostile.label,
        outcome: outcomeOf(hostile.expected),
        rows: 'accepted' in hostile.expected ? hostile.expected.accepted : undefined,
        stoppedByTimeLimit: hostile.loopsSheetJs === true,
        prototypeChanges: [],
      }));
      expect(report).toEqual(expected);
      const loops = HOSTILE_CORPUS.filter((hostile) => hostile.loopsSheetJs).length;
      expect(run.threads, 'a case crashed its thread').toBe(1 + loops);
    },
    HOSTILE_CORPUS.length * BOUND_MS,
  );

  it('keeps the values Excel cached with formula cells, though their formulas are never parsed', async () => {
    const formulas = expectAccepted(await parseInvoiceFile({ name: 'f.xls', bytes: xlsWithFormulaCells(12) }));
    const plain = expectAccepted(await parseInvoiceFile({ name: 'f.xls', bytes: invoiceXls(invoiceRows(12)) }));
    expect(formulas.summary).toEqual(plain.summary);
    expect(formulas.summary.invoiceDetails[4]).toMatchObject({
      amountNIO: 1004.25,
      amountUSD: 0.5,
      invoiceDate: '2024-01-05',
    });
  });

  it('has a real bound: a thread that never answers is terminated, answered as the bridge does, and replaced', async () => {
    const stuck = new URL('./support/stuck-thread.mjs', import.meta.url);
    const cases = ['antes.xlsx', 'atascado.xlsx', 'despues.xlsx'].map((name, index) => ({
      index,
      name,
      bytes: new Uint8Array(1),
    }));
    const started = performance.now();
    const run = await runBounded(cases, 300, stuck);
    expect(run.answers.map((answer) => [answer.outcome, answer.timedOut === true])).toEqual([
      ['accepted', false],
      [SPEC_MESSAGES.processing, true],
      ['accepted', false],
    ]);
    expect(run.threads).toBe(2);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
