import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SheetJS from 'xlsx';
import { read } from 'xlsx';
import { MAX_FILLED_ROWS } from '../../../workers/import-engine/limits';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import { hundredThousandRows, lyingPartBomb } from '../../fixtures/hostile-files';
import { expectRejected, SPEC_MESSAGES, SPLIT_FILE_HINT } from '../../fixtures/import-expectations';
import { invoiceRows, invoiceXls, invoiceXlsx } from '../../fixtures/spreadsheets';

vi.mock('xlsx', async (importOriginal) => {
  const actual = await importOriginal<typeof SheetJS>();
  return { ...actual, read: vi.fn(actual.read) };
});

/** SheetJS's public reader: the only way the engine has SheetJS parse a workbook. */
const readSpy = vi.mocked(read);

describe('the engine decides before SheetJS parses', { timeout: 10_000 }, () => {
  beforeEach(() => {
    readSpy.mockClear();
  });

  it('rejects 100,000 rows without ever calling SheetJS', { timeout: 60_000 }, async () => {
    expectRejected(
      await parseInvoiceFile({ name: 'f.xlsx', bytes: hundredThousandRows() }),
      SPEC_MESSAGES.tooManyRows,
      SPLIT_FILE_HINT,
    );
    expect(readSpy).not.toHaveBeenCalled();
  });

  // Under a title of up to 20 rows, with two totals rows and five lines signing them off, 500
  // invoices fill 528 rows: one more is over however the sheet is read. 501 rows are left to
  // SheetJS's reading, which refuses them too.
  it('rejects more rows than a title, a header, 500 invoices, their totals and sign-off fill, without calling SheetJS', async () => {
    expectRejected(
      await parseInvoiceFile({ name: 'f.xlsx', bytes: invoiceXlsx(invoiceRows(MAX_FILLED_ROWS)) }),
      SPEC_MESSAGES.tooManyRows,
      SPLIT_FILE_HINT,
    );
    expect(readSpy).not.toHaveBeenCalled();
  });

  it('rejects 501 invoices after reading them', async () => {
    expectRejected(
      await parseInvoiceFile({ name: 'f.xlsx', bytes: invoiceXlsx(invoiceRows(501)) }),
      SPEC_MESSAGES.tooManyRows,
      SPLIT_FILE_HINT,
    );
  });

  it('never hands a lying ZIP to SheetJS', async () => {
    expectRejected(await parseInvoiceFile({ name: 'f.xlsx', bytes: lyingPartBomb() }), SPEC_MESSAGES.processing);
    expect(readSpy).not.toHaveBeenCalled();
  });

  it('has SheetJS parse an accepted .xlsx once, and gives the same answer every time', async () => {
    const first = await parseInvoiceFile({ name: 'f.xlsx', bytes: invoiceXlsx(invoiceRows(3)) });
    const second = await parseInvoiceFile({ name: 'f.xlsx', bytes: invoiceXlsx(invoiceRows(3)) });
    expect(readSpy).toHaveBeenCalledTimes(2);
    expect(first).toEqual(second);
    expect(first.ok && first.summary.totalInvoices).toBe(3);
  });

  it('has SheetJS parse an accepted .xls once', async () => {
    const result = await parseInvoiceFile({ name: 'f.xls', bytes: invoiceXls(invoiceRows(3)) });
    expect(result.ok && result.summary.totalInvoices).toBe(3);
    expect(readSpy).toHaveBeenCalledTimes(1);
  });
});
