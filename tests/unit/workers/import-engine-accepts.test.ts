import { describe, expect, it } from 'vitest';
import { invoiceRow } from '@contract/schemas';
import { z } from '@contract/zod';
import { parseInvoiceFile } from '../../../workers/import-engine/read-invoices';
import { errorsOf, expectAccepted } from '../../fixtures/import-expectations';
import { buildPackage, HEADER_ROW_XML, invoiceRowXml, singleSheetPackage, worksheetXml } from '../../fixtures/ooxml';
import {
  expectedTotals,
  HEADER,
  invoiceRows,
  invoiceXls,
  invoiceXlsx,
  SERIAL_2024_01_01,
  xlsxFile,
} from '../../fixtures/spreadsheets';

describe('parseInvoiceFile accepts good spreadsheets', { timeout: 30_000 }, () => {
  it.each([
    ['xlsx', invoiceXlsx],
    ['xls', invoiceXls],
  ] as const)('accepts 500 data rows in .%s with exact totals', async (extension, build) => {
    const result = await parseInvoiceFile({
      name: `facturas.${extension}`,
      bytes: build(invoiceRows(500)),
    });
    const { summary, issues } = expectAccepted(result);
    expect(issues).toEqual([]);
    expect(summary.totalInvoices).toBe(500);
    expect(summary.invoiceDetails).toHaveLength(500);
    const totals = expectedTotals(500);
    expect(totals).toEqual({ nio: 624875, usd: 12525 });
    const byProvider = summary.summaryByProvider;
    expect(byProvider.map((provider) => provider.providerIdentification)).toEqual([
      '0012345',
      '0098765',
      'J0310000001',
    ]);
    expect(byProvider.map((provider) => provider.totalInvoices)).toEqual([167, 167, 166]);
    const sum = (pick: (p: (typeof byProvider)[number]) => number) =>
      byProvider.reduce((cents, provider) => cents + Math.round(pick(provider) * 100), 0) / 100;
    expect(sum((provider) => provider.totalAmountNIO)).toBe(totals.nio);
    expect(sum((provider) => provider.totalAmountUSD)).toBe(totals.usd);
    expect(byProvider[0]).toEqual({
      providerIdentification: '0012345',
      providerName: 'Distribuidora Norte',
      totalInvoices: 167,
      totalAmountNIO: 208_624.75,
      totalAmountUSD: 4_175,
    });
  });

  it('produces rows that satisfy the LoadInvoices contract once rowNumber is stripped', async () => {
    const result = await parseInvoiceFile({
      name: 'facturas.xlsx',
      bytes: invoiceXlsx(invoiceRows(3)),
    });
    const { summary } = expectAccepted(result);
    for (const { rowNumber, ...row } of summary.invoiceDetails) {
      expect(rowNumber).toBeGreaterThan(1);
      expect(z.strictObject(invoiceRow.shape).parse(row)).toEqual(row);
    }
    expect(summary.invoiceDetails[0]).toEqual({
      rowNumber: 2,
      providerIdentification: '0012345',
      providerName: 'Distribuidora Norte',
      invoiceDate: '2024-01-01',
      invoiceDateFormatted: '01/01/2024',
      dueDate: '2024-01-31',
      dueDateFormatted: '31/01/2024',
      invoiceNumber: 'F-00001',
      amountNIO: 1000.25,
      amountUSD: 0.1,
      observations: 'Nota 1',
      amount: 1000.25,
      taxes: 100,
      opType: 1,
      currency: 'USD',
      deductionsLocalTaxes: true,
      deductionsDGI: true,
    });
    expect(summary.invoiceDetails[1]).not.toHaveProperty('observations');
  });

  it('accepts upper-case extensions and an xlsx saved under an .xls name', async () => {
    const bytes = invoiceXlsx(invoiceRows(2));
    for (const name of ['FACTURAS.XLSX', 'Facturas.Xls', 'enero.xls']) {
      expect(expectAccepted(await parseInvoiceFile({ name, bytes })).summary.totalInvoices).toBe(2);
    }
  });

  it('skips empty rows between data and never counts formatted empty rows after it', async () => {
    let rows = HEADER_ROW_XML;
    for (let index = 0; index < 250; index += 1) rows += invoiceRowXml(index + 2, index);
    rows += '<row r="252"/><row r="253" spans="1:8"></row><row r="254"><c r="A254" s="1"/><c r="B254" t="s"/></row>';
    for (let index = 250; index < 500; index += 1) rows += invoiceRowXml(index + 5, index);
    for (let row = 505; row < 1505; row += 1) {
      rows +=
        row % 2 === 0 ? `<row r="${row}" s="1" customFormat="1"/>` : `<row r="${row}"><c r="A${row}" s="2"/></row>`;
    }
    const result = await parseInvoiceFile({
      name: 'facturas.xlsx',
      bytes: singleSheetPackage(worksheetXml(rows)),
    });
    const { summary, issues } = expectAccepted(result);
    expect(issues).toEqual([]);
    expect(summary.totalInvoices).toBe(500);
    expect(summary.invoiceDetails[249]?.rowNumber).toBe(251);
    expect(summary.invoiceDetails[250]?.rowNumber).toBe(255);
  });

  it('reads only the first sheet of a workbook with two', async () => {
    const bytes = xlsxFile([
      { name: 'Facturas', rows: [HEADER, ...invoiceRows(3)] },
      { name: 'Histórico', rows: [HEADER, ...invoiceRows(800)] },
    ]);
    const { summary } = expectAccepted(await parseInvoiceFile({ name: 'facturas.xlsx', bytes }));
    expect(summary.totalInvoices).toBe(3);
  });

  it('takes the first sheet in workbook order, whatever its part is called', async () => {
    let big = HEADER_ROW_XML;
    for (let index = 0; index < 600; index += 1) big += invoiceRowXml(index + 2, index);
    const bytes = buildPackage({
      sheets: [
        {
          name: 'Facturas',
          path: 'xl/worksheets/sheet2.xml',
          xml: worksheetXml(HEADER_ROW_XML + invoiceRowXml(2, 0)),
        },
        { name: 'Otra', path: 'xl/worksheets/sheet1.xml', xml: worksheetXml(big) },
      ],
    });
    const { summary } = expectAccepted(await parseInvoiceFile({ name: 'facturas.xlsx', bytes }));
    expect(summary.totalInvoices).toBe(1);
  });

  it('uses the value of a formula, never its text', async () => {
    const rows = invoiceRows(1);
    const [first] = rows;
    if (!first) throw new Error('no row');
    first[1] = { t: 's', v: 'Distribuidora Norte', f: 'CONCAT("Distribuidora ","Norte")' };
    first[5] = { t: 'n', v: 1500.5, f: 'SUM(1000,500.5)' };
    first[6] = { t: 'n', v: 20, f: 'F2/75.025' };
    const { summary } = expectAccepted(await parseInvoiceFile({ name: 'f.xlsx', bytes: invoiceXlsx(rows) }));
    expect(summary.invoiceDetails[0]).toMatchObject({
      providerName: 'Distribuidora Norte',
      amountNIO: 1500.5,
      amount: 1500.5,
      amountUSD: 20,
    });
    expect(JSON.stringify(summary)).not.toMatch(/SUM|CONCAT|F2/);
  });

  it('keeps leading zeros of provider ids and invoice numbers', async () => {
    const rows = invoiceRows(3);
    const cells: [number, unknown, unknown][] = [
      [0, '000123', '0000456'],
      [1, { t: 'n', v: 123, z: '000000' }, { t: 'n', v: 78, z: '0000' }],
      [2, 98765, 4501],
    ];
    for (const [index, id, number] of cells) {
      const row = rows[index];
      if (!row) throw new Error('no row');
      row[0] = id as (typeof row)[0];
      row[4] = number as (typeof row)[4];
    }
    const { summary } = expectAccepted(await parseInvoiceFile({ name: 'f.xlsx', bytes: invoiceXlsx(rows) }));
    expect(summary.invoiceDetails.map((row) => [row.providerIdentification, row.invoiceNumber])).toEqual([
      ['000123', '0000456'],
      ['000123', '0078'],
      ['98765', '4501'],
    ]);
  });

  it('ignores a sheet that claims a huge dimension and reads its few rows quickly', async () => {
    let rows = HEADER_ROW_XML;
    for (let index = 0; index < 3; index += 1) rows += invoiceRowXml(index + 2, index);
    const started = performance.now();
    const result = await parseInvoiceFile({
      name: 'f.xlsx',
      bytes: singleSheetPackage(worksheetXml(rows, 'A1:XFD1048576')),
    });
    expect(expectAccepted(result).summary.totalInvoices).toBe(3);
    // A hang bound, not a speed claim: the bench measures speed.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('converts serial dates with the 25569-day epoch offset, in UTC', async () => {
    const rows = invoiceRows(3);
    const serials: [number, number][] = [
      [25569, 25600],
      [SERIAL_2024_01_01 + 0.75, SERIAL_2024_01_01 + 59],
      [45351, 45352],
    ];
    serials.forEach(([invoice, due], index) => {
      const row = rows[index];
      if (!row) throw new Error('no row');
      row[2] = invoice;
      row[3] = due;
    });
    const { summary, issues } = expectAccepted(await parseInvoiceFile({ name: 'f.xlsx', bytes: invoiceXlsx(rows) }));
    expect(errorsOf(issues)).toEqual([]);
    expect(
      summary.invoiceDetails.map((row) => [row.invoiceDate, row.invoiceDateFormatted, row.dueDateFormatted]),
    ).toEqual([
      ['1970-01-01', '01/01/1970', '01/02/1970'],
      ['2024-01-01', '01/01/2024', '29/02/2024'],
      ['2024-02-29', '29/02/2024', '01/03/2024'],
    ]);
  });

  it('accepts a file with only a header as zero invoices', async () => {
    const { summary, issues } = expectAccepted(await parseInvoiceFile({ name: 'f.xlsx', bytes: invoiceXlsx([]) }));
    expect(summary).toEqual({ totalInvoices: 0, summaryByProvider: [], invoiceDetails: [] });
    expect(issues).toEqual([]);
  });

  it('reports progress from 0 to 1 without ever going back', async () => {
    const fractions: number[] = [];
    const result = await parseInvoiceFile(
      { name: 'f.xlsx', bytes: invoiceXlsx(invoiceRows(50)) },
      { onProgress: (fraction) => fractions.push(fraction) },
    );
    expect(result.ok).toBe(true);
    expect(fractions[0]).toBe(0);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.length).toBeGreaterThan(4);
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
  });

  it('still finishes when the progress listener throws', async () => {
    const result = await parseInvoiceFile(
      { name: 'f.xlsx', bytes: invoiceXlsx(invoiceRows(2)) },
      {
        onProgress: () => {
          throw new Error('listener gone');
        },
      },
    );
    expect(result.ok).toBe(true);
  });
});
