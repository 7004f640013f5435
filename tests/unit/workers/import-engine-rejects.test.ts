import { describe, expect, it } from 'vitest';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import {
  brokenDeflateStream,
  declaredHugeBomb,
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

  it('rejects a ZIP that holds no workbook (a Word document renamed), saying it is no workbook', async () => {
    expectRejected(
      await parseInvoiceFile({ name: 'f.xlsx', bytes: wordDocument() }),
      SPEC_MESSAGES.conversion,
      NOT_A_WORKBOOK_HINT,
    );
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
