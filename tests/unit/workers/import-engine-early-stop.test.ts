import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SheetJS from 'xlsx';
import { parse_zip, read } from 'xlsx';
import { parseInvoiceFile } from '../../../workers/import-engine/index';
import { hundredThousandRows, lyingPartBomb } from '../../fixtures/hostile-files';
import { expectRejected, SPEC_MESSAGES } from '../../fixtures/import-expectations';
import { xlsShortFormulaRecord } from '../../fixtures/hostile-xls';
import { invoiceRows, invoiceXls, invoiceXlsx } from '../../fixtures/spreadsheets';

/** SheetJS's .xls reader for an opened compound file: exported, but not in its typings. */
type ReadXlsContainer = (container: object, options: SheetJS.ParsingOptions) => SheetJS.WorkBook;

vi.mock('xlsx', async (importOriginal) => {
  const actual = await importOriginal<typeof SheetJS & { parse_xlscfb: ReadXlsContainer }>();
  return {
    ...actual,
    read: vi.fn(actual.read),
    parse_zip: vi.fn(actual.parse_zip),
    parse_xlscfb: vi.fn(actual.parse_xlscfb),
  };
});

const readSpy = vi.mocked(read);
/** An .xlsx reaches SheetJS as entries the engine already inflated, through parse_zip. */
const parseZipSpy = vi.mocked(parse_zip);
/** An .xls reaches SheetJS as a compound file the engine opened and made safe, through parse_xlscfb. */
const readXlsSpy = vi.mocked(((await import('xlsx')) as unknown as { parse_xlscfb: ReadXlsContainer }).parse_xlscfb);

describe('the engine decides before SheetJS parses', { timeout: 10_000 }, () => {
  beforeEach(() => {
    readSpy.mockClear();
    parseZipSpy.mockClear();
    readXlsSpy.mockClear();
  });

  it('rejects 100,000 rows without ever calling SheetJS', { timeout: 60_000 }, async () => {
    expectRejected(await parseInvoiceFile({ name: 'f.xlsx', bytes: hundredThousandRows() }), SPEC_MESSAGES.tooManyRows);
    expect(readSpy).not.toHaveBeenCalled();
    expect(parseZipSpy).not.toHaveBeenCalled();
  });

  it('rejects 501 rows in .xlsx without calling SheetJS', async () => {
    expectRejected(
      await parseInvoiceFile({ name: 'f.xlsx', bytes: invoiceXlsx(invoiceRows(501)) }),
      SPEC_MESSAGES.tooManyRows,
    );
    expect(readSpy).not.toHaveBeenCalled();
    expect(parseZipSpy).not.toHaveBeenCalled();
  });

  it('never hands a lying ZIP to SheetJS', async () => {
    expectRejected(await parseInvoiceFile({ name: 'f.xlsx', bytes: lyingPartBomb() }), SPEC_MESSAGES.processing);
    expect(readSpy).not.toHaveBeenCalled();
    expect(parseZipSpy).not.toHaveBeenCalled();
  });

  it('parses an accepted .xlsx once, from the entries it inflated, with a fresh options object', async () => {
    await parseInvoiceFile({ name: 'f.xlsx', bytes: invoiceXlsx(invoiceRows(3)) });
    await parseInvoiceFile({ name: 'f.xlsx', bytes: invoiceXlsx(invoiceRows(3)) });
    expect(readSpy).not.toHaveBeenCalled();
    expect(parseZipSpy).toHaveBeenCalledTimes(2);
    const [first, second] = parseZipSpy.mock.calls.map((call) => call[1]);
    expect(first).not.toBe(second);
    expect(first).toMatchObject({
      type: 'array',
      dense: true,
      cellFormula: false,
      cellHTML: false,
      sheets: 0,
      WTF: true,
    });
  });

  it('reads an .xls once with sheetRows 502 and reuses it when nothing was cut', async () => {
    await parseInvoiceFile({ name: 'f.xls', bytes: invoiceXls(invoiceRows(3)) });
    expect(readSpy).not.toHaveBeenCalled();
    expect(parseZipSpy).not.toHaveBeenCalled();
    expect(readXlsSpy).toHaveBeenCalledTimes(1);
    expect(readXlsSpy.mock.calls[0]?.[1]).toMatchObject({ sheetRows: 502, dense: true, cellFormula: false });
  });

  it('hands SheetJS an .xls whose formula tokens were emptied, so a damaged formula cannot hang it', async () => {
    expectRejected(await parseInvoiceFile({ name: 'f.xls', bytes: xlsShortFormulaRecord() }), SPEC_MESSAGES.processing);
    expect(readXlsSpy).not.toHaveBeenCalled();
  });
});
