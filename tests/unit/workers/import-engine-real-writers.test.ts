import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { utils, write } from 'xlsx';
import type { BookType, CellObject } from 'xlsx';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import type { ImportResult } from '../../../workers/import-engine/types';
import { expectAccepted, expectRejected, SPEC_MESSAGES } from '../../fixtures/import-expectations';
import { REAL_WRITER_COUNTS } from '../../fixtures/real-writers/counts';
import { expectedDetails, REAL_HEADER, realInvoices, serialOf } from '../../fixtures/real-writers/invoices';

/**
 * Workbooks written by real spreadsheet programs, each holding its own number of the same
 * invoices. A debtor's file that Excel opens and that holds at most 500 invoices imports whole:
 * every row, every value, and nothing else.
 */

interface Expected {
  count: number;
  lastInvoiceNumber: string;
  lastDueDate: string;
  /** Sum of column F over every invoice, as the provider totals must add up to. */
  totalNIO: number;
  totalUSD: number;
  /** What the writer stores for a text, when its format cannot hold every character. */
  asWritten?: (text: string) => string;
}

/** Written out by hand from the invoice rule, so a wrong generator cannot agree with itself. */
const EXPECTED = {
  libreOfficeXlsx: {
    count: 37,
    lastInvoiceNumber: 'FAC-001037',
    lastDueDate: '2024-04-07',
    totalNIO: 137_717.7,
    totalUSD: 3_760.28,
  },
  libreOfficeXls: {
    count: 41,
    lastInvoiceNumber: 'FAC-001041',
    lastDueDate: '2024-04-11',
    totalNIO: 162_729,
    totalUSD: 4_443.18,
  },
  libreOffice2003Xml: {
    count: 43,
    lastInvoiceNumber: 'FAC-001043',
    lastDueDate: '2024-04-13',
    totalNIO: 175_975.35,
    totalUSD: 4_804.87,
  },
  exceljs: {
    count: 29,
    lastInvoiceNumber: 'FAC-001029',
    lastDueDate: '2024-03-30',
    totalNIO: 93_620.7,
    totalUSD: 2_556.24,
  },
  sheetJsXlsx: {
    count: 52,
    lastInvoiceNumber: 'FAC-001052',
    lastDueDate: '2024-04-22',
    totalNIO: 241_694.7,
    totalUSD: 6_599.29,
  },
  sheetJsXlsm: {
    count: 53,
    lastInvoiceNumber: 'FAC-001053',
    lastDueDate: '2024-04-23',
    totalNIO: 249_614.1,
    totalUSD: 6_815.52,
  },
  sheetJsXlsb: {
    count: 54,
    lastInvoiceNumber: 'FAC-001054',
    lastDueDate: '2024-04-24',
    totalNIO: 257_656.95,
    totalUSD: 7_035.12,
  },
  sheetJsBiff8: {
    count: 55,
    lastInvoiceNumber: 'FAC-001055',
    lastDueDate: '2024-04-25',
    totalNIO: 265_823.25,
    totalUSD: 7_258.09,
  },
  sheetJsBiff5: {
    count: 56,
    lastInvoiceNumber: 'FAC-001056',
    lastDueDate: '2024-04-26',
    totalNIO: 274_113,
    totalUSD: 7_484.44,
    // SheetJS writes BIFF5 text as single bytes and puts '_' for every character outside ASCII:
    // the file itself holds 'P_rez', so that is what Excel shows and what must be imported.
    asWritten: (text) => text.replace(/[^ -~]/g, '_'),
  },
  minimalPackage: {
    count: 31,
    lastInvoiceNumber: 'FAC-001031',
    lastDueDate: '2024-04-01',
    totalNIO: 103_904.25,
    totalUSD: 2_837.03,
  },
} as const satisfies Record<keyof typeof REAL_WRITER_COUNTS, Expected>;

function sumCents(values: readonly number[]): number {
  return values.reduce((cents, value) => cents + Math.round(value * 100), 0) / 100;
}

/** The whole file imported: its exact count, every row as written, and totals that add up. */
function expectWholeImport(result: ImportResult, expected: Expected): void {
  const asWritten = expected.asWritten ?? ((text: string) => text);
  const { summary, issues } = expectAccepted(result);
  expect(issues).toEqual([]);
  expect(summary.totalInvoices).toBe(expected.count);
  const first = summary.invoiceDetails[0];
  expect(first?.invoiceNumber).toBe('FAC-001001');
  expect(first?.providerName).toBe(asWritten('Distribuidora Pérez e Hijos, S.A.'));
  expect(first?.invoiceDate).toBe('2024-02-01');
  expect(first?.invoiceDateFormatted).toBe('01/02/2024');
  expect(first?.amountNIO).toBe(1_500);
  expect(first?.amountUSD).toBe(40.96);
  expect(first?.observations).toBe(asWritten('Entrega en Estelí, pedido n.º 1'));
  // The 29th invoice is dated on the leap day, which a date read off by one would miss.
  expect(summary.invoiceDetails[28]?.invoiceDateFormatted).toBe('29/02/2024');
  expect(summary.invoiceDetails[1]?.providerIdentification).toBe('001-230685-0012K');
  const last = summary.invoiceDetails.at(-1);
  expect(last?.invoiceNumber).toBe(expected.lastInvoiceNumber);
  expect(last?.dueDate).toBe(expected.lastDueDate);
  expect(last?.rowNumber).toBe(expected.count + 1);
  expect(summary.invoiceDetails).toEqual(expectedDetails(expected.count, asWritten));
  const providers = summary.summaryByProvider;
  expect(providers.reduce((total, provider) => total + provider.totalInvoices, 0)).toBe(expected.count);
  expect(sumCents(providers.map((provider) => provider.totalAmountNIO))).toBe(expected.totalNIO);
  expect(sumCents(providers.map((provider) => provider.totalAmountUSD))).toBe(expected.totalUSD);
}

function committedFixture(file: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`../../fixtures/real-writers/${file}`, import.meta.url)));
}

/**
 * A workbook as SheetJS writes it in `bookType`: text cells, dates as serials with a date format
 * (what a date cell is in every format), amounts as numbers with two decimals.
 */
function sheetJsWorkbook(bookType: BookType, count: number): Uint8Array {
  const text = (value: string): CellObject | null => (value === '' ? null : { t: 's', v: value });
  const date = (value: Date): CellObject => ({ t: 'n', v: serialOf(value), z: 'dd/mm/yyyy' });
  const amount = (cents: number): CellObject => ({ t: 'n', v: cents / 100, z: '#,##0.00' });
  const rows = realInvoices(count).map((invoice) => [
    text(invoice.providerIdentification),
    text(invoice.providerName),
    date(invoice.invoiceDate),
    date(invoice.dueDate),
    text(invoice.invoiceNumber),
    amount(invoice.amountNIOCents),
    amount(invoice.amountUSDCents),
    text(invoice.observations),
  ]);
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet([[...REAL_HEADER], ...rows]), 'Facturas');
  const output: unknown = write(workbook, { type: 'array', bookType, compression: true });
  if (!(output instanceof ArrayBuffer)) throw new Error('SheetJS did not write an ArrayBuffer');
  return new Uint8Array(output);
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const DOC_REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The smallest package Excel opens: five parts, no styles, no shared strings. Text is inline and a
 * date is its bare serial, as home-grown generators write them.
 */
function minimalPackage(count: number): Uint8Array {
  const cell = (ref: string, value: string | number): string => {
    if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
    if (value === '') return '';
    return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
  };
  const row = (rowNumber: number, values: readonly (string | number)[]): string =>
    `<row r="${rowNumber}">${values.map((value, index) => cell(`${'ABCDEFGH'.charAt(index)}${rowNumber}`, value)).join('')}</row>`;
  const rows = [
    row(1, REAL_HEADER),
    ...realInvoices(count).map((invoice, index) =>
      row(index + 2, [
        invoice.providerIdentification,
        invoice.providerName,
        serialOf(invoice.invoiceDate),
        serialOf(invoice.dueDate),
        invoice.invoiceNumber,
        invoice.amountNIOCents / 100,
        invoice.amountUSDCents / 100,
        invoice.observations,
      ]),
    ),
  ].join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${PKG_REL_NS}">` +
        `<Relationship Id="rId1" Type="${DOC_REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_REL_NS}">` +
        '<sheets><sheet name="Facturas" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${PKG_REL_NS}">` +
        `<Relationship Id="rId1" Type="${DOC_REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN_NS}">` +
        `<sheetData>${rows}</sheetData></worksheet>`,
    ),
  });
}

describe('workbooks written by real programs import whole, with their exact count', { timeout: 30_000 }, () => {
  it('checks its fixtures: every writer holds its own number of invoices', () => {
    const counts = Object.values(REAL_WRITER_COUNTS);
    expect(new Set(counts).size).toBe(counts.length);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(29);
    expect(Math.max(...counts)).toBeLessThanOrEqual(500);
    for (const [writer, count] of Object.entries(REAL_WRITER_COUNTS)) {
      expect(EXPECTED[writer as keyof typeof EXPECTED].count).toBe(count);
    }
  });

  describe('LibreOffice Calc 7.4, headless (committed files)', () => {
    it('imports the .xlsx it writes ("Calc MS Excel 2007 XML")', async () => {
      const bytes = committedFixture('libreoffice.xlsx');
      expectWholeImport(await parseInvoiceFile({ name: 'facturas.xlsx', bytes }), EXPECTED.libreOfficeXlsx);
    });

    it('imports the .xls it writes ("MS Excel 97")', async () => {
      const bytes = committedFixture('libreoffice-97.xls');
      expectWholeImport(await parseInvoiceFile({ name: 'facturas.xls', bytes }), EXPECTED.libreOfficeXls);
    });

    it("imports LibreOffice's Excel 2003 XML saved under an .xls name (committed file)", async () => {
      const bytes = committedFixture('libreoffice-2003-xml.xls');
      expectWholeImport(await parseInvoiceFile({ name: 'facturas.xls', bytes }), EXPECTED.libreOffice2003Xml);
    });
  });

  it('imports the .xlsx exceljs 4.4 writes (committed file)', async () => {
    const bytes = committedFixture('exceljs.xlsx');
    expectWholeImport(await parseInvoiceFile({ name: 'facturas.xlsx', bytes }), EXPECTED.exceljs);
  });

  describe('SheetJS, in the formats it writes that Excel opens (built here)', () => {
    // The name keeps SPEC's two extensions; what the file holds decides how it is read.
    it.each([
      ['xlsx', 'facturas.xlsx', EXPECTED.sheetJsXlsx],
      ['xlsm', 'facturas.xlsx', EXPECTED.sheetJsXlsm],
      ['biff8', 'facturas.xls', EXPECTED.sheetJsBiff8],
      ['biff5', 'facturas.xls', EXPECTED.sheetJsBiff5],
    ] as const)('imports bookType %s', async (bookType, name, expected) => {
      const bytes = sheetJsWorkbook(bookType, expected.count);
      expectWholeImport(await parseInvoiceFile({ name, bytes }), expected);
    });
  });

  it('imports a hand-built minimal package (inline strings, no styles, no shared strings)', async () => {
    const bytes = minimalPackage(EXPECTED.minimalPackage.count);
    expectWholeImport(await parseInvoiceFile({ name: 'facturas.xlsx', bytes }), EXPECTED.minimalPackage);
  });
});

/**
 * A binary workbook (xlsb): the portal accepts only .xls and .xlsx names, and a binary workbook
 * renamed .xlsx is refused with one message, never imported in part.
 */
describe('SheetJS bookType xlsb: refused whole, never read in part', { timeout: 30_000 }, () => {
  const bytes = sheetJsWorkbook('xlsb', EXPECTED.sheetJsXlsb.count);

  it('refuses the .xlsb name with the supported formats', async () => {
    expectRejected(await parseInvoiceFile({ name: 'facturas.xlsb', bytes }), SPEC_MESSAGES.unsupportedFormat);
  });

  // The engine counts rows in the sheet's XML; a binary sheet has none to count, so the file is
  // refused whole rather than read without the count that guards against a cut.
  it('under an .xlsx name, refuses the file outright', async () => {
    expectRejected(await parseInvoiceFile({ name: 'facturas.xlsx', bytes }), SPEC_MESSAGES.processing);
  });
});
