import { describe, expect, it } from 'vitest';
import { parseInvoiceFile } from '../../../workers/import-engine/index';
import { readPackageDirectory, streamParts } from '../../../workers/import-engine/package-reader';
import { NonEmptyRowCounter } from '../../../workers/import-engine/xml-row-counter';
import {
  brokenDeflateStream,
  declaredHugeBomb,
  hundredThousandRows,
  lyingPartBomb,
  lyingSheetBomb,
  manyEntries,
  NOT_SPREADSHEETS,
  overTenMegabytes,
  ratioBomb,
  wordDocument,
} from '../../fixtures/hostile-files';
import {
  expectRejected,
  NOT_A_WORKBOOK_HINT,
  SPEC_MESSAGES,
  SPLIT_FILE_HINT,
} from '../../fixtures/import-expectations';
import { invoiceRows, invoiceXls, invoiceXlsx } from '../../fixtures/spreadsheets';

describe('parseInvoiceFile rejects bad files with the messages the debtor reads', { timeout: 30_000 }, () => {
  it.each([
    ['xlsx', invoiceXlsx],
    ['xls', invoiceXls],
  ] as const)('rejects a file with 501 data rows (.%s)', async (extension, build) => {
    const result = await parseInvoiceFile({
      name: `f.${extension}`,
      bytes: build(invoiceRows(501)),
    });
    expectRejected(result, SPEC_MESSAGES.tooManyRows, SPLIT_FILE_HINT);
  });

  // Speed is the bench's to measure (npm run bench); here the proof is how little gets inflated.
  // Building the 25 MB fixture is slow on a loaded machine, hence the roomy timeout.
  it('rejects 100,000 rows inflating only the start of the sheet', { timeout: 60_000 }, async () => {
    const bytes = hundredThousandRows();
    expectRejected(await parseInvoiceFile({ name: 'f.xlsx', bytes }), SPEC_MESSAGES.tooManyRows, SPLIT_FILE_HINT);

    // The same streaming count the engine runs: it stops inflating at header + 501 rows.
    const directory = readPackageDirectory(bytes);
    const declared = directory.get('xl/worksheets/sheet1.xml')?.size ?? 0;
    const counter = new NonEmptyRowCounter(502);
    const decoder = new TextDecoder();
    let inflated = 0;
    const sink = (chunk: Uint8Array) => {
      inflated += chunk.length;
      counter.push(decoder.decode(chunk, { stream: true }));
      return !counter.reachedLimit;
    };
    streamParts(bytes, directory, new Map([['xl/worksheets/sheet1.xml', sink]]));
    expect(counter.count).toBe(502);
    expect(declared).toBeGreaterThan(25_000_000);
    expect(inflated).toBeLessThan(declared / 50);
  });

  it('rejects a file over 10 MB before reading it', async () => {
    const bytes = overTenMegabytes();
    expect(bytes.byteLength).toBeGreaterThan(10 * 1024 * 1024);
    expectRejected(await parseInvoiceFile({ name: 'f.xlsx', bytes }), SPEC_MESSAGES.tooLarge);
  });

  it('does not call a file of exactly 10 MB too large', async () => {
    const bytes = new Uint8Array(10 * 1024 * 1024);
    const result = await parseInvoiceFile({ name: 'f.xlsx', bytes });
    expectRejected(result, SPEC_MESSAGES.conversion, NOT_A_WORKBOOK_HINT);
  });

  it.each(['facturas.csv', 'facturas.xlsx.pdf', 'facturas', 'facturas.xlsm', 'facturas.ods', ''])(
    'rejects the name %j as an unsupported format',
    async (name) => {
      const result = await parseInvoiceFile({ name, bytes: invoiceXlsx(invoiceRows(1)) });
      expectRejected(result, SPEC_MESSAGES.unsupportedFormat);
    },
  );

  it.each(Object.entries(NOT_SPREADSHEETS))('rejects %s bytes renamed .xlsx as unconvertible', async (_, bytes) => {
    expectRejected(await parseInvoiceFile({ name: 'f.xlsx', bytes }), SPEC_MESSAGES.conversion, NOT_A_WORKBOOK_HINT);
    expectRejected(await parseInvoiceFile({ name: 'f.xls', bytes }), SPEC_MESSAGES.conversion, NOT_A_WORKBOOK_HINT);
  });

  it.each([0.2, 0.5, 0.9, 0.999])('rejects an .xlsx truncated to %s of its size', async (fraction) => {
    const bytes = invoiceXlsx(invoiceRows(200));
    const cut = bytes.slice(0, Math.floor(bytes.length * fraction));
    expectRejected(await parseInvoiceFile({ name: 'f.xlsx', bytes: cut }), SPEC_MESSAGES.conversion);
  });

  it.each([0.2, 0.5, 0.9])('rejects an .xls truncated to %s of its size', async (fraction) => {
    const bytes = invoiceXls(invoiceRows(300));
    const cut = bytes.slice(0, Math.floor(bytes.length * fraction));
    expectRejected(await parseInvoiceFile({ name: 'f.xls', bytes: cut }), SPEC_MESSAGES.conversion);
  });

  it('rejects a damaged deflate stream as unconvertible', async () => {
    expectRejected(await parseInvoiceFile({ name: 'f.xlsx', bytes: brokenDeflateStream() }), SPEC_MESSAGES.conversion);
  });

  it('rejects a ZIP that holds no workbook (a Word document renamed)', async () => {
    expectRejected(await parseInvoiceFile({ name: 'f.xlsx', bytes: wordDocument() }), SPEC_MESSAGES.processing);
  });
});

describe('parseInvoiceFile refuses zip bombs before they expand', { timeout: 10_000 }, () => {
  it('rejects a ZIP whose directory declares a huge uncompressed total', async () => {
    expectRejected(await parseInvoiceFile({ name: 'f.xlsx', bytes: declaredHugeBomb() }), SPEC_MESSAGES.processing);
  });

  it('rejects a ZIP with thousands of entries', async () => {
    expectRejected(await parseInvoiceFile({ name: 'f.xlsx', bytes: manyEntries() }), SPEC_MESSAGES.processing);
  });

  it('rejects an entry whose compression ratio is absurd', async () => {
    expectRejected(await parseInvoiceFile({ name: 'f.xlsx', bytes: ratioBomb() }), SPEC_MESSAGES.processing);
  });

  it('stops a sheet that inflates far beyond the small size it declares', async () => {
    const bytes = lyingSheetBomb();
    expect(bytes.byteLength).toBeLessThan(1024 * 1024);
    const started = performance.now();
    expectRejected(await parseInvoiceFile({ name: 'f.xlsx', bytes }), SPEC_MESSAGES.processing);
    // A hang bound, not a speed claim: the bench measures speed.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('stops any other part that inflates beyond the size it declares', async () => {
    expectRejected(await parseInvoiceFile({ name: 'f.xlsx', bytes: lyingPartBomb() }), SPEC_MESSAGES.processing);
  });
});
