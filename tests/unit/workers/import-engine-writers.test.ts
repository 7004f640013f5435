import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { utils, version, write } from 'xlsx';
import type { BookType } from 'xlsx';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import type { InvoiceFile } from '../../../workers/import-engine/types';
import { editXlsRecords } from '../../fixtures/compound-file';
import { declaredHugeBomb, lyingSheetBomb } from '../../fixtures/hostile-files';
import {
  expectAccepted,
  expectRejected,
  NOT_A_WORKBOOK_HINT,
  SPEC_MESSAGES,
  SPLIT_FILE_HINT,
} from '../../fixtures/import-expectations';
import { buildPackage, HEADER_ROW_XML, invoiceRowXml, worksheetXml } from '../../fixtures/ooxml';
import { HEADER, invoiceRows, invoiceXls, invoiceXlsx, text } from '../../fixtures/spreadsheets';
import type { SheetRows } from '../../fixtures/spreadsheets';
import { buildZip } from '../../fixtures/zip-writer';
import type { ZipPart } from '../../fixtures/zip-writer';

const packageJson = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** The parts of an .xlsx, to be written again in another writer's manner. */
function partsOf(xlsx: Uint8Array): ZipPart[] {
  return Object.entries(unzipSync(xlsx)).map(([name, data]) => ({ name, data }));
}

async function invoicesIn(name: string, bytes: Uint8Array): Promise<number> {
  return expectAccepted(await parseInvoiceFile({ name, bytes })).summary.totalInvoices;
}

function written(rows: SheetRows, bookType: BookType): Uint8Array {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet([HEADER, ...rows]), 'Facturas');
  const output: unknown = write(workbook, { type: 'array', bookType });
  if (output instanceof ArrayBuffer) return new Uint8Array(output);
  if (typeof output === 'string') return text(output);
  throw new Error(`unexpected output for ${bookType}`);
}

describe('workbooks other programs write are read whole', { timeout: 60_000 }, () => {
  it('reads a package whose local headers carry a zeroed ZIP64 extra field, as Apple Numbers writes', async () => {
    const zip64 = new Uint8Array(20);
    zip64.set([0x01, 0x00, 0x10, 0x00]);
    const parts = partsOf(invoiceXlsx(invoiceRows(7))).map((part) => ({ ...part, localExtra: zip64 }));
    expect(await invoicesIn('numbers.xlsx', buildZip(parts))).toBe(7);
  });

  it('reads part names written with backslashes', async () => {
    const parts = partsOf(invoiceXlsx(invoiceRows(5))).map((part) => ({
      ...part,
      name: part.name.replaceAll('/', '\\'),
    }));
    expect(await invoicesIn('windows.xlsx', buildZip(parts))).toBe(5);
  });

  it('skips rows whose cells hold only blank text of any kind, and counts 450 invoices', async () => {
    const blanks = ['', ' ', '\u00a0', '\u3000', '&#160; &#x3000;'];
    const sharedStrings = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${blanks.map((value) => `<si><t xml:space="preserve">${value}</t></si>`).join('')}<si><r><t> </t></r><r><t>\u00a0</t></r></si></sst>`;
    const rows = [HEADER_ROW_XML];
    for (let index = 0; index < 450; index += 1) rows.push(invoiceRowXml(index + 2, index));
    let rowNumber = 452;
    for (let kind = 0; kind <= blanks.length; kind += 1) {
      for (let repeat = 0; repeat < 60; repeat += 1, rowNumber += 1) {
        rows.push(
          `<row r="${rowNumber}"><c r="A${rowNumber}" t="s"><v>${kind}</v></c><c r="C${rowNumber}" t="s"><v>${kind}</v></c></row>`,
        );
      }
    }
    for (let repeat = 0; repeat < 60; repeat += 1, rowNumber += 1) {
      rows.push(
        `<row r="${rowNumber}"><c r="A${rowNumber}" t="inlineStr"><is><t></t></is></c><c r="B${rowNumber}" t="inlineStr"><is><t> \u00a0</t></is></c></row>`,
      );
    }
    const bytes = buildPackage({
      sheets: [{ name: 'Facturas', path: 'xl/worksheets/sheet1.xml', xml: worksheetXml(rows.join('')) }],
      extra: [{ name: 'xl/sharedStrings.xml', data: text(sharedStrings) }],
      contentTypes:
        '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>',
    });
    expect(await invoicesIn('blancos.xlsx', bytes)).toBe(450);
  });

  it('reads a workbook whose styles hold markup SheetJS does not know (a font with <u></u>)', async () => {
    const parts = partsOf(invoiceXlsx(invoiceRows(4))).map((part) =>
      part.name === 'xl/styles.xml'
        ? { ...part, data: text(new TextDecoder().decode(part.data).replace('<font>', '<font><u></u>')) }
        : part,
    );
    expect(new TextDecoder().decode(parts.find((part) => part.name === 'xl/styles.xml')?.data)).toContain('<u></u>');
    expect(await invoicesIn('subrayado.xlsx', buildZip(parts))).toBe(4);
  });

  it('reads an .xls saved with an old Mac codepage', async () => {
    const mac = editXlsRecords(invoiceXls(invoiceRows(6)), (records) =>
      records.map((record) => (record.type === 0x0042 ? { type: 0x0042, data: new Uint8Array([0x10, 0x27]) } : record)),
    );
    expect(await invoicesIn('mac.xls', mac)).toBe(6);
  });

  it('reads Excel 2003 XML saved with an .xls name, and counts its rows from its cells', async () => {
    const xml = written(invoiceRows(9), 'xlml');
    expect(new TextDecoder().decode(xml.subarray(0, 400))).toContain('urn:schemas-microsoft-com:office:spreadsheet');
    expect(await invoicesIn('exportado.xls', xml)).toBe(9);
    expectRejected(
      await parseInvoiceFile({ name: 'exportado.xls', bytes: written(invoiceRows(501), 'xlml') }),
      SPEC_MESSAGES.tooManyRows,
      SPLIT_FILE_HINT,
    );
  });

  it.each(['xlsx', 'xlsm', 'biff8', 'biff5'] as const)('reads what SheetJS writes as %s', async (bookType) => {
    const name = bookType.startsWith('biff') ? 'f.xls' : 'f.xlsx';
    expect(await invoicesIn(name, written(invoiceRows(11), bookType))).toBe(11);
  });

  it('tells the debtor what to do with an HTML or text file named .xls', async () => {
    for (const content of [
      '<html><body><table><tr><td>1</td></tr></table></body></html>',
      'Id\tProveedor\n1\tNorte\n',
    ]) {
      expectRejected(
        await parseInvoiceFile({ name: 'reporte.xls', bytes: text(content) }),
        SPEC_MESSAGES.conversion,
        NOT_A_WORKBOOK_HINT,
      );
    }
  });
});

/** The byte offset where the .xls's last sector starts (sectors of 512 bytes after the header). */
const lastSectorStart = (bytes: Uint8Array) => Math.floor((bytes.length - 1) / 512) * 512;

describe('an .xls is read whole or refused', { timeout: 60_000 }, () => {
  it('accepts a final sector left short when every stream still fits, and refuses a cut inside a stream', async () => {
    const xls = invoiceXls(invoiceRows(40));
    let end = xls.length;
    while (end > lastSectorStart(xls) + 1 && xls[end - 1] === 0) end -= 1;
    expect(end).toBeLessThan(xls.length);
    expect(await invoicesIn('corto.xls', xls.slice(0, end))).toBe(40);
    expectRejected(
      await parseInvoiceFile({ name: 'cortado.xls', bytes: xls.slice(0, lastSectorStart(xls) - 700) }),
      SPEC_MESSAGES.conversion,
    );
  });

  it('refuses 600 data rows whatever DIMENSIONS claims, and reads 450 whole under the same lie', async () => {
    const understate = (xls: Uint8Array) =>
      editXlsRecords(xls, (records) =>
        records.map((record) => {
          if (record.type !== 0x0200) return record;
          const data = Uint8Array.from(record.data);
          data.set([10, 0, 0, 0], 4);
          return { type: 0x0200, data };
        }),
      );
    const withGaps = (count: number) =>
      invoiceRows(count).flatMap((row, index) => (index % 10 === 9 ? [row, []] : [row]));
    expectRejected(
      await parseInvoiceFile({ name: 'f.xls', bytes: understate(invoiceXls(withGaps(600))) }),
      SPEC_MESSAGES.tooManyRows,
      SPLIT_FILE_HINT,
    );
    expect(await invoicesIn('f.xls', understate(invoiceXls(withGaps(450))))).toBe(450);
  });
});

describe('zip bombs end in a rejection', { timeout: 60_000 }, () => {
  it('refuses an honest bomb by its declared sizes and a lying one by what it inflates', async () => {
    expectRejected(await parseInvoiceFile({ name: 'f.xlsx', bytes: declaredHugeBomb() }), SPEC_MESSAGES.processing);
    expectRejected(await parseInvoiceFile({ name: 'f.xlsx', bytes: lyingSheetBomb() }), SPEC_MESSAGES.processing);
  });
});

describe('what the engine depends on', () => {
  it('runs the SheetJS release whose cuts of a sheet the early row count follows, pinned exactly', () => {
    expect(version).toBe('0.20.3');
    expect(packageJson.dependencies.xlsx).toBe('npm:@e965/xlsx@0.20.3');
    expect(packageJson.dependencies.cfb).toBe('1.2.2');
  });

  it('answers an unexpected error with SPEC message and the error itself, for the log', async () => {
    const result = await parseInvoiceFile(null as unknown as InvoiceFile);
    expect(result).toMatchObject({ ok: false, error: SPEC_MESSAGES.processing, fault: { name: 'TypeError' } });
    expect(!result.ok && result.fault?.stack).toContain('TypeError');
  });
});
